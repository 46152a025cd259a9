import RxCore

/// Multi-source operators: flatMap, flatMapLatest and combineLatest chains.
enum CombiningWorkloads {
    static func all(scale n: Int) -> [Workload] {
        [
            pumping("flatMap_pumping", n) { $0.flatMap { Observable.just($0) } },
            creating("flatMap_creating", n / 10) { $0.flatMap { Observable.just($0) } },
            pumping("flatMapLatest_pumping", n) { $0.flatMapLatest { Observable.just($0) } },
            creating("flatMapLatest_creating", n / 10) { $0.flatMapLatest { Observable.just($0) } },
            Workload(name: "combineLatest_pumping", ops: n) {
                var count = 0
                let subscription = nestedCombineLatest(pumpingSource(n))
                    .subscribe(onNext: { _ in count += 1 })
                subscription.dispose()
                blackHole(count)
            },
            Workload(name: "combineLatest_creating", ops: n / 100) {
                var count = 0
                for _ in 0..<n / 100 {
                    let subscription = nestedCombineLatest(pumpingSource(1))
                        .subscribe(onNext: { _ in count += 1 })
                    subscription.dispose()
                }
                blackHole(count)
            },
            Workload(name: "combineLatest_of_three_behavior_subjects_1M", ops: n) {
                var count = 0
                let first = BehaviorSubject(value: 0)
                let second = BehaviorSubject(value: 0)
                let third = BehaviorSubject(value: 0)
                let subscription = Observable.combineLatest(first, second, third) { $0 &+ $1 &+ $2 }
                    .subscribe(onNext: { _ in count += 1 })
                for i in 0..<n {
                    switch i % 3 {
                    case 0: first.onNext(i)
                    case 1: second.onNext(i)
                    default: third.onNext(i)
                    }
                }
                subscription.dispose()
                blackHole(count)
            },
        ]
    }

    /// `count` elements through five chained `stage`s, subscribed once.
    private static func pumping(_ name: String, _ count: Int, _ stage: @escaping (Observable<Int>) -> Observable<Int>)
        -> Workload
    {
        Workload(name: name, ops: count) {
            var received = 0
            let chain = (0..<5).reduce(pumpingSource(count)) { source, _ in stage(source) }
            chain.subscribe(onNext: { _ in received += 1 }).dispose()
            blackHole(received)
        }
    }

    /// Five chained `stage`s built, subscribed and disposed `count` times, one element each.
    private static func creating(_ name: String, _ count: Int, _ stage: @escaping (Observable<Int>) -> Observable<Int>)
        -> Workload
    {
        Workload(name: name, ops: count) {
            var received = 0
            for _ in 0..<count {
                let chain = (0..<5).reduce(pumpingSource(1)) { source, _ in stage(source) }
                chain.subscribe(onNext: { _ in received += 1 }).dispose()
            }
            blackHole(received)
        }
    }

    /// A source that sends `count` elements synchronously when subscribed.
    private static func pumpingSource(_ count: Int) -> Observable<Int> {
        Observable<Int>.create { observer in
            for i in 0..<count { observer.onNext(i) }
            return Disposables.create()
        }
    }

    /// Seven nested 4-ary combineLatests over one source and constants: each element of `source`
    /// goes through all seven.
    private static func nestedCombineLatest(_ source: Observable<Int>) -> Observable<Int> {
        var current = source
        for _ in 0..<7 {
            current = Observable.combineLatest(current, Observable.just(1), Observable.just(1), Observable.just(1)) {
                $0 &+ $1 &+ $2 &+ $3
            }
        }
        return current
    }
}
