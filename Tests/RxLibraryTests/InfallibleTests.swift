import TestSupport
import Testing

/// `Infallible` from learner code (issue #14): its factories, `subscribe(onNext:onCompleted:onDisposed:)`,
/// its operators, and the `asInfallible` conversions, printing what RxSwift 6 prints.
@Suite struct InfallibleTests {
    @Test func ofDeliversItsElementsThenCompletes() {
        expectEqual(turns("""
            _ = Infallible.of(1, 2, 3).subscribe(onNext: { print($0) }, onCompleted: { print("completed") },
                                                 onDisposed: { print("disposed") })
            """), "1\n2\n3\ncompleted\ndisposed\n")
    }

    @Test func justFromEmptyAndNever() {
        expectEqual(turns("""
            _ = Infallible.just("a").subscribe(onNext: { print($0) }, onCompleted: { print("just completed") })
            _ = Infallible.from([4, 5]).subscribe(onNext: { print($0) })
            _ = Infallible<Int>.empty().subscribe(onCompleted: { print("empty completed") })
            _ = Infallible<Int>.never().subscribe(onNext: { print($0) }, onCompleted: { print("never completed") })
            """), "a\njust completed\n4\n5\nempty completed\n")
    }

    @Test func createSendsNextAndCompleted() {
        expectEqual(turns("""
            let numbers = Infallible<Int>.create { observer in
                observer(.next(1))
                observer(.completed)
                observer(.next(2))
                return Disposables.create { print("cleaned up") }
            }
            _ = numbers.subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            """), "1\ncompleted\ncleaned up\n")
    }

    @Test func createRefusesAnError() {
        let text = turns("""
            enum Oops: Error { case boom }
            _ = Infallible<Int>.create { observer in
                observer(.error(Oops.boom))
                return Disposables.create()
            }.subscribe(onNext: { print($0) })
            """)
        expectTrue(text.hasPrefix("error: type 'InfallibleEvent<Int>' has no member 'error'"), "\(text)")
    }

    @Test func operatorsGiveAnInfallibleAgain() {
        expectEqual(turns("""
            let tens: Infallible<Int> = Infallible.of(1, 2, 3).map { $0 * 10 }.filter { $0 > 10 }
            _ = tens.subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            """), "20\n30\ncompleted\n")
    }

    @Test(arguments: [
        ("asInfallible(onErrorJustReturn: 0)", "1\n0\ncompleted\n"),
        ("asInfallible(onErrorFallbackTo: Infallible.of(7, 8))", "1\n7\n8\ncompleted\n"),
        ("asInfallible(onErrorRecover: { _ in Infallible.just(9) })", "1\n9\ncompleted\n"),
    ])
    func anErrorBecomesWhatTheConversionSays(_ conversion: String, _ expected: String) {
        expectEqual(turns("""
            enum Oops: Error { case boom }
            let failing = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onError(Oops.boom)
                return Disposables.create()
            }
            _ = failing.\(conversion).subscribe(onNext: { print($0) }, onCompleted: { print("completed") })
            """), expected)
    }

    @Test func asObservableIsAnObservable() {
        expectEqual(turns("""
            let plain: Observable<Int> = Infallible.just(1).asObservable()
            _ = plain.subscribe(onNext: { print($0) })
            """), "1\n")
        expectTrue(turns("let plain: Observable<Int> = Infallible.just(1)").hasPrefix(
            "error: cannot convert value of type 'Infallible<Int>' to specified type 'Observable<Int>'"))
    }

    @Test func onErrorFallbackToNeedsAnInfallible() {
        let text = turns("_ = Observable<Int>.just(1).asInfallible(onErrorFallbackTo: Observable.just(2))")
        expectTrue(text.hasPrefix("error: cannot convert value of type 'Observable<Int>' to expected argument type 'Infallible<Element>'"),
                "\(text)")
    }
}
