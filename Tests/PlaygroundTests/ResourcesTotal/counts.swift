// What `Resources.total` reads after each step, in RxSwift's debug build with TRACE_RESOURCES
// (as Rx.playground builds it). `counts.rxswift-6.10.2.txt` is what RxSwift 6.10.2 printed for
// this file; ResourcesTotalTests runs it in the playground and compares.
import RxSwift

enum Oops: Error { case boom }

func show(_ step: String) { print(step, RxSwift.Resources.total) }

show("start")
do {
    let bag = DisposeBag()
    show("bag")
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 1)
    let many = ReplaySubject<Int>.create(bufferSize: 3)
    let async = AsyncSubject<Int>()
    show("five subjects")
    let a = publish.subscribe(onNext: { _ in })
    show("subscribe(onNext:)")
    let b = behavior.subscribe { _ in }
    show("subscribe(_:)")
    let c = replay.subscribe(onNext: { _ in }, onDisposed: {})
    show("with onDisposed")
    let d = many.subscribe(with: bag, onNext: { _, _ in })
    show("subscribe(with:)")
    a.dispose()
    show("first disposed")
    b.dispose()
    c.dispose()
    d.dispose()
    show("all disposed")
    publish.subscribe(onNext: { _ in }).disposed(by: bag)
    show("in the bag")
    let created = Observable<Int>.create { observer in
        observer.onNext(1)
        return Disposables.create {}
    }
    show("create")
    let e = created.subscribe(onNext: { _ in })
    show("create subscribed")
    e.dispose()
    show("create disposed")
    let mapped = publish.map { $0 + 1 }
    show("map")
    let f = mapped.subscribe(onNext: { _ in })
    show("map subscribed")
    f.dispose()
    show("map disposed")
    let chain = publish.map { $0 * 2 }.filter { $0 > 0 }.take(3)
    show("chain")
    let g = chain.subscribe(onNext: { _ in })
    show("chain subscribed")
    publish.onNext(1)
    publish.onNext(2)
    publish.onNext(3)
    show("chain taken")
    g.dispose()
    show("chain disposed")
    _ = Observable.just(1).subscribe(onNext: { _ in })
    show("just")
    _ = Observable.of(1, 2).subscribe(onNext: { _ in })
    show("of")
    _ = Observable.of(1).debug("d").subscribe()
    show("debug")
    let composite = CompositeDisposable()
    let serial = SerialDisposable()
    let single = SingleAssignmentDisposable()
    let boolean = BooleanDisposable()
    show("disposables")
    _ = composite.insert(Disposables.create {})
    serial.disposable = Disposables.create {}
    single.setDisposable(Disposables.create())
    show("filled")
    composite.dispose()
    serial.dispose()
    single.dispose()
    boolean.dispose()
    show("disposed")
    async.onNext(1)
    async.onCompleted()
    _ = async.subscribe(onNext: { _ in })
    show("async")
    _ = Observable<Int>.error(Oops.boom).subscribe(onNext: { _ in })
    show("unhandled error")
    _ = (publish, behavior, replay, many, async, bag, mapped, chain)
}
show("end")
