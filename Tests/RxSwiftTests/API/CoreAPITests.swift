import Foundation
import RxCocoa
import RxSwift
import RxRelay
import TestSupport
import Testing

/// The "Core", "Subscribing" and "Disposing" lists, written as RxSwift code: compiling
/// proves the spelling; the expectations prove the behavior.
@Suite("RxSwift API: core, subscribing, disposing")
struct CoreAPITests {
    enum TestError: Error { case boom }

    // MARK: - Core

    @Test("Event: cases, element, error, isStopEvent, isCompleted, debugDescription, map")
    func event() {
        let events: [Event<Int>] = [.next(1), .error(TestError.boom), .completed]
        expectEqual(events.map { "\($0)" }, ["next(1)", "error(boom)", "completed"])
        expectEqual(events.map(\.debugDescription), ["next(1)", "error(boom)", "completed"])
        expectEqual(events.map(\.element), [1, nil, nil])
        expectEqual(events.map { $0.error != nil }, [false, true, false])
        expectEqual(events.map(\.isStopEvent), [false, true, true])
        expectEqual(events.map(\.isCompleted), [false, false, true])
        let mapped: Event<String> = Event<Int>.next(2).map { "\($0 * 2)" }
        expectEqual(mapped.element, "4")
        let failed: Event<Int> = Event<Int>.next(2).map { _ in throw TestError.boom }
        expectTrue(failed.error != nil)
        func convert<E: EventConvertible>(_ value: E) -> Event<E.Element> { value.event }
        expectEqual(convert(Event<Int>.next(5)).element, 5)
    }

    @Test("ObservableType, ObservableConvertibleType, ObserverType and AnyObserver")
    func protocols() {
        final class Collector<Element>: ObserverType {
            var events: [String] = []
            func on(_ event: Event<Element>) { events.append("\(event)") }
        }
        struct Wrapper: ObservableConvertibleType {
            func asObservable() -> Observable<Int> { .of(1, 2) }
        }
        func subscribeAll<Source: ObservableType>(_ source: Source, _ observer: Collector<Source.Element>)
            -> Disposable
        {
            source.subscribe(observer)
        }
        let collector = Collector<Int>()
        _ = subscribeAll(Wrapper().asObservable(), collector)
        expectEqual(collector.events, ["next(1)", "next(2)", "completed"])

        var seen: [String] = []
        let any = AnyObserver<Int>(eventHandler: { seen.append("\($0)") })
        let wrapped = AnyObserver(collector)
        any.onNext(1)
        any.onError(TestError.boom)
        wrapped.onNext(3)
        wrapped.onCompleted()
        expectEqual(seen, ["next(1)", "error(boom)"])
        expectEqual(collector.events.suffix(2), ["next(3)", "completed"])
        let asObserver: AnyObserver<Int> = collector.asObserver()
        asObserver.on(.next(4))
        expectEqual(collector.events.last, "next(4)")
    }

    @Test("RxError: every case and RxSwift's text", arguments: [
        (RxError.unknown, "Unknown error occurred."),
        (RxError.overflow, "Arithmetic overflow occurred."),
        (RxError.argumentOutOfRange, "Argument out of range."),
        (RxError.noElements, "Sequence doesn't contain any elements."),
        (RxError.moreThanOneElement, "Sequence contains more than one element."),
        (RxError.timeout, "Sequence timeout."),
    ])
    func rxError(error: RxError, text: String) {
        expectEqual(error.debugDescription, text)
        expectEqual("\(error)", text)
    }

    @Test("RxError.disposed names the object")
    func disposedError() {
        final class Thing: CustomStringConvertible { var description: String { "thing" } }
        let error = RxError.disposed(object: Thing())
        expectEqual("\(error)", "Object `thing` was already disposed.")
    }

    @Test("Resources.total counts live resources")
    func resources() {
        let before: Int32 = Resources.total
        _ = Resources.incrementTotal()
        _ = Resources.decrementTotal()
        expectTrue(type(of: before) == Int32.self)
    }

    // MARK: - Subscribing

    @Test("subscribe(_:) with an event closure, and subscribe(onNext:onError:onCompleted:onDisposed:)")
    func subscribeForms() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe { event in log.append("\(event)") }
        _ = Observable<Int>.error(TestError.boom).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") })
        _ = Observable.just(3).subscribe(onCompleted: { log.append("only completed") })
        _ = Observable.just(4).subscribe(onDisposed: { log.append("only disposed") })
        expectEqual(log, [
            "next(1)", "next(2)", "completed", "error boom", "disposed", "only completed",
            "only disposed",
        ])
    }

    @Test("subscribe(with:) skips the handlers once the object is gone and does not retain it")
    func subscribeWith() {
        final class Screen { var log: [String] = [] }
        var screen: Screen? = Screen()
        weak let weakScreen = screen
        let subject = PublishSubject<Int>()
        var disposedCalls = 0
        let subscription = subject.subscribe(
            with: screen!,
            onNext: { screen, value in screen.log.append("next \(value)") },
            onError: { screen, _ in screen.log.append("error") },
            onCompleted: { screen in screen.log.append("completed") },
            onDisposed: { _ in disposedCalls += 1 })
        subject.onNext(1)
        expectEqual(screen?.log, ["next 1"])
        screen = nil
        expectTrue(weakScreen == nil)
        subject.onNext(2)
        subscription.dispose()
        expectEqual(disposedCalls, 0)
    }

    @Test("bind(to:) observers, optional observers, relays; bind(onNext:); bind(with:onNext:)")
    func binding() {
        let bag = DisposeBag()
        let source = PublishSubject<Int>()
        let subject = PublishSubject<Int>()
        let optionalSubject = PublishSubject<Int?>()
        let publishRelay = PublishRelay<Int>()
        let behaviorRelay = BehaviorRelay<Int?>(value: nil)
        let replayRelay = ReplayRelay<Int>.create(bufferSize: 1)
        var seen: [String] = []
        subject.subscribe(onNext: { seen.append("subject \($0)") }).disposed(by: bag)
        optionalSubject.subscribe(onNext: { seen.append("optional \(String(describing: $0))") })
            .disposed(by: bag)
        publishRelay.subscribe(onNext: { seen.append("relay \($0)") }).disposed(by: bag)
        source.bind(to: subject).disposed(by: bag)
        source.bind(to: subject.asObserver(), subject.asObserver()).disposed(by: bag)
        source.bind(to: optionalSubject).disposed(by: bag)
        source.bind(to: publishRelay).disposed(by: bag)
        source.bind(to: behaviorRelay).disposed(by: bag)
        source.bind(to: replayRelay).disposed(by: bag)
        source.bind(onNext: { seen.append("onNext \($0)") }).disposed(by: bag)
        final class Owner { var values: [Int] = [] }
        let owner = Owner()
        source.bind(with: owner, onNext: { owner, value in owner.values.append(value) }).disposed(by: bag)
        let count: Int = source.bind(to: { (observable: PublishSubject<Int>) in observable.hasObservers ? 1 : 0 })
        let curried: String = source.bind(to: { _ in { (suffix: String) in "bound\(suffix)" } }, curriedArgument: "!")
        source.onNext(7)
        expectEqual(seen, [
            "subject 7", "subject 7", "subject 7", "optional Optional(7)", "relay 7", "onNext 7",
        ])
        expectEqual(behaviorRelay.value, 7)
        expectEqual(owner.values, [7])
        expectEqual(count, 1)
        expectEqual(curried, "bound!")
    }

    // MARK: - Disposing

    @Test("Disposables.create in every form disposes once, in RxSwift's order (after the third, those first)")
    func disposablesCreate() {
        var order: [String] = []
        func action(_ name: String) -> Cancelable { Disposables.create { order.append(name) } }
        let empty: Disposable = Disposables.create()
        empty.dispose()
        let single: Cancelable = Disposables.create(with: { order.append("with") })
        single.dispose()
        single.dispose()
        expectTrue(single.isDisposed)
        let two: Cancelable = Disposables.create(action("2a"), action("2b"))
        let three: Cancelable = Disposables.create(action("3a"), action("3b"), action("3c"))
        let four: Cancelable = Disposables.create(action("4a"), action("4b"), action("4c"), action("4d"))
        let five: Cancelable = Disposables.create(
            action("5a"), action("5b"), action("5c"), action("5d"), action("5e"))
        let array: Cancelable = Disposables.create([action("[a]"), action("[b]"), action("[c]")])
        for disposable in [two, three, four, five, array] {
            expectTrue(!disposable.isDisposed)
            disposable.dispose()
            disposable.dispose()
            expectTrue(disposable.isDisposed)
        }
        expectEqual(order, [
            "with", "2a", "2b", "3a", "3b", "3c", "4d", "4a", "4b", "4c", "5d", "5e", "5a", "5b", "5c",
            "[a]", "[b]", "[c]",
        ])
    }

    @Test("CompositeDisposable, SerialDisposable, SingleAssignmentDisposable, BooleanDisposable")
    func disposableTypes() {
        var order: [String] = []
        func action(_ name: String) -> Disposable { Disposables.create { order.append(name) } }
        let composite = CompositeDisposable(action("c1"), action("c2"))
        let key: CompositeDisposable.DisposeKey? = composite.insert(action("c3"))
        expectEqual(composite.count, 3)
        if let key { composite.remove(for: key) }
        composite.dispose()
        expectTrue(composite.isDisposed)
        expectTrue(composite.insert(action("late")) == nil)
        _ = CompositeDisposable(action("x1"), action("x2"), action("x3"))
        _ = CompositeDisposable(action("y1"), action("y2"), action("y3"), action("y4"), action("y5"))
        _ = CompositeDisposable(disposables: [action("z")])
        _ = CompositeDisposable()

        let serial = SerialDisposable()
        serial.disposable = action("s1")
        serial.disposable = action("s2")
        serial.dispose()
        serial.disposable = action("s3")
        expectTrue(serial.isDisposed)

        let single = SingleAssignmentDisposable()
        expectTrue(!single.isDisposed)
        single.setDisposable(action("a1"))
        single.dispose()
        expectTrue(single.isDisposed)

        let boolean = BooleanDisposable()
        boolean.dispose()
        expectTrue(boolean.isDisposed)
        expectTrue(BooleanDisposable(isDisposed: true).isDisposed)
        expectEqual(order, ["c3", "c1", "c2", "late", "s1", "s2", "s3", "a1"])
    }

    @Test("DisposeBag: insert forms, disposed(by:), builders; disposal in insertion order on deinit")
    func disposeBag() {
        var order: [String] = []
        func action(_ name: String) -> Disposable { Disposables.create { order.append(name) } }
        var bag = DisposeBag()
        bag.insert(action("1"))
        action("2").disposed(by: bag)
        bag.insert(action("3"), action("4"))
        bag.insert([action("5"), action("6")])
        bag.insert {
            action("7")
            action("8")
        }
        bag = DisposeBag()
        expectEqual(order, ["1", "2", "3", "4", "5", "6", "7", "8"])
        order.removeAll()
        bag = DisposeBag(disposing: action("a"), action("b"))
        bag = DisposeBag(disposing: [action("c")])
        bag = DisposeBag {
            action("d")
            action("e")
        }
        bag = DisposeBag()
        expectEqual(order, ["a", "b", "c", "d", "e"])
    }
}
