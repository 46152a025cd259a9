import TestSupport
import Testing

/// `withUnretained(_:)`, `withUnretained(_:resultSelector:)` and `Observable.using(_:observableFactory:)`
/// from learner code (issue #14), printing what RxSwift 6 prints.
@Suite struct WithUnretainedAndUsingTests {
    private let owner = """
        class Owner {
            let name: String
            init(name: String) { self.name = name }
        }
        var owner: Owner? = Owner(name: "A")
        let subject = PublishSubject<Int>()
        """

    @Test func pairsEachElementWithTheObjectAndCompletesOnceItIsGone() {
        expectEqual(turns(owner, """
            _ = subject.withUnretained(owner!).subscribe(onNext: { pair in print(pair.0.name, pair.1) },
                                                         onCompleted: { print("completed") }, onDisposed: { print("disposed") })
            subject.onNext(1)
            owner = nil
            subject.onNext(2)
            subject.onNext(3)
            """), "A 1\ncompleted\ndisposed\n")
    }

    @Test func theObjectStaysWhileSomethingElseHoldsIt() {
        expectEqual(turns(owner, """
            let keeper = owner
            _ = subject.withUnretained(owner!).subscribe(onNext: { pair in print(pair.0.name, pair.1) },
                                                         onCompleted: { print("completed") })
            subject.onNext(1)
            owner = nil
            subject.onNext(2)
            """), "A 1\nA 2\n")
    }

    @Test func resultSelectorMakesTheElement() {
        expectEqual(turns(owner, """
            _ = subject.withUnretained(owner!, resultSelector: { owner, value in "\\(owner.name)\\(value)" })
                .subscribe(onNext: { print($0) })
            subject.onNext(1)
            subject.onNext(2)
            """), "A1\nA2\n")
    }

    @Test func aStructIsRefused() {
        let text = turns("""
            struct Point { var x = 0 }
            _ = Observable.just(1).withUnretained(Point())
            """)
        expectTrue(text.hasPrefix("error: instance method 'withUnretained' requires that 'Point' be a class type"), "\(text)")
    }

    @Test func usingDisposesTheResourceAfterTheSubscriptionEnds() {
        expectEqual(turns("""
            _ = Observable<Int>.using({ () -> Disposable in
                print("made")
                return Disposables.create { print("resource disposed") }
            }, observableFactory: { _ in Observable.of(1, 2) })
            .subscribe(onNext: { print($0) }, onCompleted: { print("completed") }, onDisposed: { print("disposed") })
            """), "made\n1\n2\ncompleted\ndisposed\nresource disposed\n")
    }

    @Test func usingMakesAResourcePerSubscriptionAndDisposesItOnDispose() {
        expectEqual(turns("""
            class Connection: Disposable {
                let id: Int
                init(id: Int) { self.id = id }
                func dispose() { print("closed", id) }
            }
            var made = 0
            let source = Observable<Int>.using({ () -> Connection in
                made += 1
                return Connection(id: made)
            }, observableFactory: { connection in Observable<Int>.never().startWith(connection.id) })
            let first = source.subscribe(onNext: { print("got", $0) })
            let second = source.subscribe(onNext: { print("got", $0) })
            second.dispose()
            first.dispose()
            """), "got 1\ngot 2\nclosed 2\nclosed 1\n")
    }
}
