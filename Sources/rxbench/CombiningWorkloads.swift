import RxSwift

/// Multi-source operators: flatMap, flatMapLatest and combineLatest chains, as in RxSwift's
/// benchmarks (`Tests/Benchmarks`): elements are 1 and the subscriber's sum is checked.
enum CombiningWorkloads {
    static func all(scale n: Int) -> [Workload] {
        [
            pumping("flatMap_pumping", n) { $0.flatMap { Observable.just($0) } },
            creating("flatMap_creating", n / 10) { $0.flatMap { Observable.just($0) } },
            pumping("flatMapLatest_pumping", n) { $0.flatMapLatest { Observable.just($0) } },
            creating("flatMapLatest_creating", n / 10) { $0.flatMapLatest { Observable.just($0) } },
            Workload(name: "combineLatest_pumping", ops: n) {
                var sum = 0
                // The source is last: the constants have their values when it sends, so every
                // element reaches the subscriber.
                var last = Observable.combineLatest(
                    Observable.just(1), Observable.just(1), Observable.just(1), ones(n)
                ) { x, _, _, _ in x }
                for _ in 0..<6 {
                    last = Observable.combineLatest(
                        Observable.just(1), Observable.just(1), Observable.just(1), last
                    ) { x, _, _, _ in x }
                }
                let subscription = last.subscribe(onNext: { sum += $0 })
                subscription.dispose()
                expectWork("combineLatest_pumping", sum, n)
            },
            Workload(name: "combineLatest_creating", ops: n / 100) {
                var sum = 0
                for _ in 0..<n / 100 {
                    var last = Observable.combineLatest(
                        ones(1), Observable.just(1), Observable.just(1), Observable.just(1)
                    ) { x, _, _, _ in x }
                    for _ in 0..<6 {
                        last = Observable.combineLatest(
                            last, Observable.just(1), Observable.just(1), Observable.just(1)
                        ) { x, _, _, _ in x }
                    }
                    let subscription = last.subscribe(onNext: { sum += $0 })
                    subscription.dispose()
                }
                expectWork("combineLatest_creating", sum, n / 100)
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
                expectWork("combineLatest_of_three_behavior_subjects_1M", count, n + 1)
            },
        ]
    }

    /// `count` ones through five chained `stage`s, subscribed once.
    private static func pumping(_ name: String, _ count: Int, _ stage: @escaping (Observable<Int>) -> Observable<Int>)
        -> Workload
    {
        Workload(name: name, ops: count) {
            var sum = 0
            let chain = (0..<5).reduce(ones(count)) { source, _ in stage(source) }
            chain.subscribe(onNext: { sum += $0 }).dispose()
            expectWork(name, sum, count)
        }
    }

    /// Five chained `stage`s built, subscribed and disposed `count` times, one element each.
    private static func creating(_ name: String, _ count: Int, _ stage: @escaping (Observable<Int>) -> Observable<Int>)
        -> Workload
    {
        Workload(name: name, ops: count) {
            var sum = 0
            for _ in 0..<count {
                let chain = (0..<5).reduce(ones(1)) { source, _ in stage(source) }
                chain.subscribe(onNext: { sum += $0 }).dispose()
            }
            expectWork(name, sum, count)
        }
    }
}
