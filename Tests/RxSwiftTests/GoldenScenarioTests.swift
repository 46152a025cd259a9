import Foundation
import TestSupport
import RxSwift
import RxRelay
import Testing

/// Performs the steps of each scenario in `../shared/golden/scenarios.swift` against RxSwift and
/// compares every line with what RxSwift 6.10.2 printed. The golden file holds RxSwift's facts,
/// so it is never re-recorded from RxSwift; a difference fails with `GoldenText`'s line diff.
@Suite("Golden scenarios recorded from RxSwift 6.10.2")
struct GoldenScenarioTests {
    static let scenarios: [(String, (ScenarioLog) -> Void)] = [
        ("publish-subject-completed", publishSubjectCompleted),
        ("publish-subject-error", publishSubjectError),
        ("behavior-subject", behaviorSubject),
        ("replay-subject-buffer-2", replaySubjectBuffer2),
        ("replay-subject-unbounded", replaySubjectUnbounded),
        ("relays", relays),
        ("as-single", asSingle),
        ("as-maybe", asMaybe),
        ("ignore-elements-as-completable", ignoreElements),
        ("completable-and-then", completableAndThen),
        ("create-single-maybe-completable", createTraits),
        ("dispose-bag", disposeBag),
        ("with-latest-from", withLatestFrom),
    ]

    @Test("scenario matches RxSwift line for line", arguments: scenarios.map(\.0))
    func scenarioMatches(name: String) {
        let log = ScenarioLog()
        let run = Self.scenarios.first { $0.0 == name }!.1
        run(log)
        let expected = GoldenFile.scenario(name)
        expectTrue(!expected.isEmpty)
        expectEqual(log.lines, expected, "(- RxSwift, + RxSwift)\n\(GoldenText.lineDiff(expected, log.lines))")
    }

    @Test("every scenario in the golden file is ported")
    func everyScenarioPorted() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden/rxswift-6.10.2.txt")
        let names = try String(contentsOf: url, encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
        expectEqual(Set(names), Set(Self.scenarios.map(\.0)))
    }
}

// MARK: - Subjects

private func publishSubjectCompleted(_ log: ScenarioLog) {
    let s = PublishSubject<Int>()
    log.act("onNext(0) before any subscriber")
    s.onNext(0)
    log.act("sub1 subscribes")
    let d1 = log.sub("sub1", s)
    log.act("onNext(1)")
    s.onNext(1)
    log.act("sub2 subscribes")
    let d2 = log.sub("sub2", s)
    log.act("onNext(2)")
    s.onNext(2)
    log.act("dispose sub1")
    d1.dispose()
    log.show("hasObservers=\(s.hasObservers)")
    log.act("onNext(3)")
    s.onNext(3)
    log.act("onCompleted()")
    s.onCompleted()
    log.show("hasObservers=\(s.hasObservers)")
    log.act("sub3 subscribes after completed")
    let d3 = log.sub("sub3", s)
    log.act("onNext(4) after completed")
    s.onNext(4)
    log.act("onCompleted() again")
    s.onCompleted()
    log.act("onError(boom) after completed")
    s.onError(TestError.boom)
    log.act("dispose sub2, sub3 (already terminated)")
    d2.dispose()
    d3.dispose()
    log.act("subject.dispose(); sub4 subscribes to disposed subject")
    s.dispose()
    log.show("isDisposed=\(s.isDisposed)")
    log.sub("sub4", s)
}

private func publishSubjectError(_ log: ScenarioLog) {
    let s = PublishSubject<Int>()
    log.act("onNext(0) before any subscriber")
    s.onNext(0)
    log.act("sub1 subscribes")
    let d1 = log.sub("sub1", s)
    log.act("onNext(1)")
    s.onNext(1)
    log.act("sub2 subscribes")
    let d2 = log.sub("sub2", s)
    log.act("onNext(2)")
    s.onNext(2)
    log.act("dispose sub1")
    d1.dispose()
    log.act("onError(boom)")
    s.onError(TestError.boom)
    log.act("sub3 subscribes after error")
    log.sub("sub3", s)
    log.act("onNext(4) after error")
    s.onNext(4)
    log.act("onCompleted() after error")
    s.onCompleted()
    d2.dispose()
}

private func behaviorSubject(_ log: ScenarioLog) {
    do {
        let s = BehaviorSubject<Int>(value: 0)
        log.show("value()=\(String(describing: try? s.value()))")
        log.act("sub1 subscribes")
        log.sub("sub1", s)
        log.act("onNext(1)")
        s.onNext(1)
        log.act("onNext(2)")
        s.onNext(2)
        log.act("sub2 subscribes (late)")
        log.sub("sub2", s)
        log.act("onNext(3)")
        s.onNext(3)
        log.act("onCompleted()")
        s.onCompleted()
        do {
            log.show("value() after completed = \(try s.value())")
        } catch {
            log.show("value() after completed threw \(error)")
        }
        log.act("sub3 subscribes after completed")
        log.sub("sub3", s)
        log.act("onNext(4) after completed")
        s.onNext(4)
        log.show("value() after onNext-after-completed = \(String(describing: try? s.value()))")
    }
    log.line("-- error variant")
    do {
        let s = BehaviorSubject<Int>(value: 10)
        log.act("sub1 subscribes")
        log.sub("sub1", s)
        log.act("onNext(11)")
        s.onNext(11)
        log.act("onError(boom)")
        s.onError(TestError.boom)
        do {
            log.show("value() after error = \(try s.value())")
        } catch {
            log.show("value() after error threw \(error)")
        }
        log.act("sub2 subscribes after error")
        log.sub("sub2", s)
    }
    log.line("-- dispose variant")
    do {
        let s = BehaviorSubject<Int>(value: 20)
        log.act("sub1 subscribes")
        log.sub("sub1", s)
        log.act("subject.dispose()")
        s.dispose()
        do {
            log.show("value() after dispose = \(try s.value())")
        } catch {
            log.show("value() after dispose threw \(error)")
        }
        log.act("onNext(21) after dispose")
        s.onNext(21)
        log.act("sub2 subscribes after dispose")
        log.sub("sub2", s)
    }
}

private func replaySubjectBuffer2(_ log: ScenarioLog) {
    do {
        let s = ReplaySubject<Int>.create(bufferSize: 2)
        log.act("onNext(1), onNext(2), onNext(3) before any subscriber")
        s.onNext(1); s.onNext(2); s.onNext(3)
        log.act("sub1 subscribes")
        log.sub("sub1", s)
        log.act("onNext(4)")
        s.onNext(4)
        log.act("sub2 subscribes (late)")
        log.sub("sub2", s)
        log.act("onNext(5)")
        s.onNext(5)
        log.act("onCompleted()")
        s.onCompleted()
        log.act("sub3 subscribes after completed")
        log.sub("sub3", s)
        log.act("onNext(6) after completed")
        s.onNext(6)
        log.act("sub4 subscribes after onNext-after-completed")
        log.sub("sub4", s)
    }
    log.line("-- error variant")
    do {
        let s = ReplaySubject<Int>.create(bufferSize: 2)
        log.act("onNext(1), onNext(2), onNext(3)")
        s.onNext(1); s.onNext(2); s.onNext(3)
        log.act("onError(boom)")
        s.onError(TestError.boom)
        log.act("sub1 subscribes after error")
        log.sub("sub1", s)
    }
    log.line("-- bufferSize 0 (create(bufferSize: 0))")
    do {
        let s = ReplaySubject<Int>.create(bufferSize: 0)
        s.onNext(1)
        log.act("onNext(1); sub1 subscribes")
        log.sub("sub1", s)
        log.act("onNext(2)")
        s.onNext(2)
        log.act("onCompleted(); sub2 subscribes")
        s.onCompleted()
        log.sub("sub2", s)
    }
}

private func replaySubjectUnbounded(_ log: ScenarioLog) {
    let s = ReplaySubject<Int>.createUnbounded()
    log.act("onNext(1..5) before any subscriber")
    for i in 1...5 { s.onNext(i) }
    log.act("sub1 subscribes")
    log.sub("sub1", s)
    log.act("onNext(6)")
    s.onNext(6)
    log.act("onCompleted()")
    s.onCompleted()
    log.act("sub2 subscribes after completed")
    log.sub("sub2", s)
}

private func relays(_ log: ScenarioLog) {
    log.line("-- BehaviorRelay")
    do {
        let r = BehaviorRelay<Int>(value: 0)
        log.show("value=\(r.value)")
        log.act("sub1 subscribes")
        let d1 = log.sub("sub1", r)
        log.act("accept(1)")
        r.accept(1)
        log.show("value=\(r.value)")
        log.act("accept(1) again (same value)")
        r.accept(1)
        log.act("sub2 subscribes (late)")
        let d2 = log.sub("sub2", r)
        log.act("accept(2)")
        r.accept(2)
        log.show("value=\(r.value)")
        log.act("dispose sub1, sub2")
        d1.dispose()
        d2.dispose()
        log.act("sub3 subscribes via asObservable()")
        log.sub("sub3", r.asObservable()).dispose()
    }
    log.line("-- PublishRelay")
    do {
        let r = PublishRelay<Int>()
        log.act("accept(0) before any subscriber")
        r.accept(0)
        log.act("sub1 subscribes")
        let d1 = log.sub("sub1", r)
        log.act("accept(1)")
        r.accept(1)
        log.act("sub2 subscribes (late)")
        let d2 = log.sub("sub2", r)
        log.act("accept(2)")
        r.accept(2)
        d1.dispose()
        d2.dispose()
    }
    log.line("-- ReplayRelay.create(bufferSize: 2)")
    do {
        let r = ReplayRelay<Int>.create(bufferSize: 2)
        log.act("accept(1), accept(2), accept(3)")
        r.accept(1); r.accept(2); r.accept(3)
        log.act("sub1 subscribes")
        log.sub("sub1", r).dispose()
    }
}

// MARK: - Traits

private func asSingle(_ log: ScenarioLog) {
    for n in 0...2 {
        log.line("-- PublishSubject emitting \(n) element(s) then completed, .asSingle()")
        let s = PublishSubject<Int>()
        log.subSingle("sub1", s.asSingle())
        for i in 1...max(n, 1) where n > 0 {
            log.act("onNext(\(i))")
            s.onNext(i)
        }
        log.act("onCompleted()")
        s.onCompleted()
    }
    log.line("-- PublishSubject emitting 1 element then error, .asSingle()")
    do {
        let s = PublishSubject<Int>()
        log.subSingle("sub1", s.asSingle())
        log.act("onNext(1)")
        s.onNext(1)
        log.act("onError(boom)")
        s.onError(TestError.boom)
    }
    log.line("-- error details")
    for (label, observable) in [("empty", Observable<Int>.empty()), ("of(1,2)", Observable.of(1, 2))] {
        _ = observable.asSingle().subscribe(onSuccess: { _ in }, onFailure: { error in
            log.show("\(label).asSingle() error: \(errorDetails(error))")
        })
    }
    log.line("-- first() on 0 / 2 elements")
    log.subSingle("sub1", Observable<Int>.empty().first())
    log.subSingle("sub2", Observable.of(1, 2).first())
}

private func asMaybe(_ log: ScenarioLog) {
    for n in 0...2 {
        log.line("-- PublishSubject emitting \(n) element(s) then completed, .asMaybe()")
        let s = PublishSubject<Int>()
        log.subMaybe("sub1", s.asMaybe())
        for i in 1...max(n, 1) where n > 0 {
            log.act("onNext(\(i))")
            s.onNext(i)
        }
        log.act("onCompleted()")
        s.onCompleted()
    }
    log.line("-- error details")
    _ = Observable.of(1, 2).asMaybe().subscribe(onSuccess: { _ in }, onError: { error in
        log.show("of(1,2).asMaybe() error: \(errorDetails(error))")
    }, onCompleted: {})
}

private func ignoreElements(_ log: ScenarioLog) {
    log.line("-- ignoreElements() on elements then completed")
    do {
        let s = PublishSubject<Int>()
        log.sub("sub1", s.ignoreElements())
        log.act("onNext(1), onNext(2)")
        s.onNext(1); s.onNext(2)
        log.act("onCompleted()")
        s.onCompleted()
    }
    log.line("-- ignoreElements() on elements then error")
    do {
        let s = PublishSubject<Int>()
        log.sub("sub1", s.ignoreElements())
        log.act("onNext(1)")
        s.onNext(1)
        log.act("onError(boom)")
        s.onError(TestError.boom)
    }
    log.line("-- ignoreElements().asCompletable() on elements then completed")
    do {
        let s = PublishSubject<Int>()
        log.subCompletable("sub1", s.ignoreElements().asCompletable())
        log.act("onNext(1), onNext(2)")
        s.onNext(1); s.onNext(2)
        log.act("onCompleted()")
        s.onCompleted()
    }
    log.line("-- ignoreElements().asCompletable() on elements then error")
    do {
        let s = PublishSubject<Int>()
        log.subCompletable("sub1", s.ignoreElements().asCompletable())
        log.act("onNext(1)")
        s.onNext(1)
        log.act("onError(boom)")
        s.onError(TestError.boom)
    }
}

private func completableAndThen(_ log: ScenarioLog) {
    func second<T>(_ label: String, _ observable: Observable<T>) -> Observable<T> {
        observable.do(onSubscribe: { log.act("\(label) subscribed") })
    }
    log.line("-- Completable.empty().andThen(Observable.just(1))")
    log.sub("sub1", Completable.empty().andThen(second("just(1)", Observable.just(1))))
    log.line("-- Completable.empty().andThen(Observable.from([1,2,3]))")
    log.sub("sub1", Completable.empty().andThen(second("from([1,2,3])", Observable.from([1, 2, 3]))))
    log.line("-- Completable.error(boom).andThen(Observable.just(1))")
    log.sub("sub1", Completable.error(TestError.boom).andThen(second("just(1)", Observable.just(1))))
    log.line("-- PublishSubject-driven completable .andThen(Observable.just(1))")
    do {
        let s = PublishSubject<Int>()
        log.sub("sub1", s.ignoreElements().asCompletable().andThen(second("just(1)", Observable.just(1))))
        log.act("onNext(9)")
        s.onNext(9)
        log.act("onCompleted()")
        s.onCompleted()
    }
    log.line("-- Completable.empty().andThen(Single.just(5))")
    log.subSingle("sub1", Completable.empty().andThen(Single.just(5)))
    log.line("-- Completable.empty().andThen(Completable.empty())")
    log.subCompletable("sub1", Completable.empty().andThen(Completable.empty()))
}

private func createTraits(_ log: ScenarioLog) {
    log.line("-- Single.create success")
    log.subSingle("sub1", Single<Int>.create { single in
        log.act("single body runs")
        single(.success(1))
        log.act("single(.success(2)) after success")
        single(.success(2))
        single(.failure(TestError.boom))
        return Disposables.create { log.act("single create-disposable disposed") }
    })
    log.line("-- Single.create failure")
    log.subSingle("sub1", Single<Int>.create { single in
        single(.failure(TestError.boom))
        return Disposables.create { log.act("single create-disposable disposed") }
    })
    log.line("-- Single.create never (dispose manually)")
    do {
        let d = log.subSingle("sub1", Single<Int>.create { _ in
            Disposables.create { log.act("single create-disposable disposed") }
        })
        log.act("dispose sub1")
        d.dispose()
    }
    log.line("-- Maybe.create success")
    log.subMaybe("sub1", Maybe<Int>.create { maybe in
        maybe(.success(1))
        maybe(.completed)
        return Disposables.create { log.act("maybe create-disposable disposed") }
    })
    log.line("-- Maybe.create completed")
    log.subMaybe("sub1", Maybe<Int>.create { maybe in
        maybe(.completed)
        return Disposables.create { log.act("maybe create-disposable disposed") }
    })
    log.line("-- Maybe.create error")
    log.subMaybe("sub1", Maybe<Int>.create { maybe in
        maybe(.error(TestError.boom))
        return Disposables.create { log.act("maybe create-disposable disposed") }
    })
    log.line("-- Completable.create completed")
    log.subCompletable("sub1", Completable.create { completable in
        completable(.completed)
        completable(.error(TestError.boom))
        return Disposables.create { log.act("completable create-disposable disposed") }
    })
    log.line("-- Completable.create error")
    log.subCompletable("sub1", Completable.create { completable in
        completable(.error(TestError.boom))
        return Disposables.create { log.act("completable create-disposable disposed") }
    })
    log.line("-- Single.subscribe(_ observer: (SingleEvent) -> Void) i.e. Result-style")
    _ = Single.just(7).subscribe { event in log.line("sub1: \(event)") }
    _ = Single<Int>.error(TestError.boom).subscribe { event in log.line("sub2: \(event)") }
    log.line("-- Maybe.subscribe(_ observer: (MaybeEvent) -> Void)")
    _ = Maybe.just(7).subscribe { event in log.line("sub1: \(event)") }
    _ = Maybe<Int>.empty().subscribe { event in log.line("sub2: \(event)") }
    log.line("-- Completable.subscribe(_ observer: (CompletableEvent) -> Void)")
    _ = Completable.empty().subscribe { event in log.line("sub1: \(event)") }
    _ = Completable.error(TestError.boom).subscribe { event in log.line("sub2: \(event)") }
    log.line("-- Observable.subscribe(_ on: (Event) -> Void) event descriptions")
    _ = Observable.of(1).subscribe { event in log.line("sub1: \(event)") }
    _ = Observable<Int>.error(TestError.boom).subscribe { event in log.line("sub2: \(event)") }
}

// MARK: - Disposing and combining

private func disposeBag(_ log: ScenarioLog) {
    let s = PublishSubject<Int>()
    var bag = DisposeBag()
    log.act("add sub1, sub2, sub3 to bag")
    log.sub("sub1", s).disposed(by: bag)
    log.sub("sub2", s).disposed(by: bag)
    log.sub("sub3", s.map { $0 * 10 }).disposed(by: bag)
    log.act("onNext(1)")
    s.onNext(1)
    log.act("bag = DisposeBag()")
    bag = DisposeBag()
    log.show("hasObservers=\(s.hasObservers)")
    log.act("onNext(2)")
    s.onNext(2)
    log.act("add sub4 to new bag; then let bag go out of scope")
    do {
        let inner = DisposeBag()
        log.sub("sub4", s).disposed(by: inner)
        log.act("inner bag leaving scope")
    }
    log.act("after scope")
    _ = bag
    log.line("-- Disposables.create(d1, d2, d3) / CompositeDisposable order")
    do {
        let c = CompositeDisposable()
        _ = c.insert(Disposables.create { log.act("c1 disposed") })
        _ = c.insert(Disposables.create { log.act("c2 disposed") })
        _ = c.insert(Disposables.create { log.act("c3 disposed") })
        log.act("composite.dispose()")
        c.dispose()
        let b = DisposeBag()
        Disposables.create { log.act("b1 disposed") }.disposed(by: b)
        Disposables.create { log.act("b2 disposed") }.disposed(by: b)
        Disposables.create { log.act("b3 disposed") }.disposed(by: b)
        log.act("leaving scope of DisposeBag with b1,b2,b3")
    }
    log.act("after scope")
}

private func withLatestFrom(_ log: ScenarioLog) {
    let tap = PublishSubject<Void>()
    let form = BehaviorSubject<String>(value: "v0")
    log.act("sub1 subscribes tap.withLatestFrom(form)")
    log.sub("sub1", tap.withLatestFrom(form))
    log.act("tap")
    tap.onNext(())
    log.act("form = v1")
    form.onNext("v1")
    log.act("form = v2")
    form.onNext("v2")
    log.act("tap")
    tap.onNext(())
    log.act("form.onCompleted()")
    form.onCompleted()
    log.act("tap after form completed")
    tap.onNext(())
    log.act("tap.onCompleted()")
    tap.onCompleted()
    log.line("-- second is PublishSubject with no value yet")
    do {
        let tap = PublishSubject<Void>()
        let form = PublishSubject<String>()
        log.sub("sub1", tap.withLatestFrom(form) { _, f in f })
        log.act("tap (form has no value yet)")
        tap.onNext(())
        log.act("form = p1")
        form.onNext("p1")
        log.act("tap")
        tap.onNext(())
        log.act("form.onError(boom)")
        form.onError(TestError.boom)
        log.act("tap after form error")
        tap.onNext(())
    }
}
