import RxSwift

/// Operator chains: pumping events through them and creating them.
///
/// The map/filter pair is RxSwift's benchmark (`Tests/Benchmarks`): elements are 1 and the
/// subscriber's sum is checked.
enum OperatorWorkloads {
    static func all(scale n: Int) -> [Workload] {
        [
            Workload(name: "map_filter_pumping", ops: n) {
                var sum = 0
                let subscription = mapFilterChain(ones(n)).subscribe(onNext: { sum += $0 })
                subscription.dispose()
                expectWork("map_filter_pumping", sum, n)
            },
            Workload(name: "map_filter_creating", ops: n / 10) {
                var sum = 0
                for _ in 0..<n / 10 {
                    let subscription = mapFilterChain(ones(1)).subscribe(onNext: { sum += $0 })
                    subscription.dispose()
                }
                expectWork("map_filter_creating", sum, n / 10)
            },
            Workload(name: "from_array_map_filter_1M", ops: n) {
                var count = 0
                let elements = Array(0..<n)
                _ = Observable.from(elements)
                    .map { $0 * 2 }
                    .filter { $0 % 3 == 0 }
                    .subscribe(onNext: { _ in count += 1 })
                expectWork("from_array_map_filter_1M", count, (n + 2) / 3)
            },
            Workload(name: "just_as_single_100k", ops: n / 10) {
                var sum = 0
                for _ in 0..<n / 10 {
                    _ = Observable.just(1).asSingle().subscribe(onSuccess: { sum += $0 })
                }
                expectWork("just_as_single_100k", sum, n / 10)
            },
        ]
    }

    /// Six `map`+`filter` pairs that let everything through.
    private static func mapFilterChain(_ source: Observable<Int>) -> Observable<Int> {
        source
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
            .map { $0 }.filter { _ in true }
    }
}

/// A source that sends `count` ones synchronously when subscribed and never completes, as in
/// RxSwift's benchmarks.
func ones(_ count: Int) -> Observable<Int> {
    Observable<Int>.create { observer in
        for _ in 0..<count { observer.on(.next(1)) }
        return Disposables.create()
    }
}
