import RxCore

/// Operator chains: pumping events through them and creating them.
enum OperatorWorkloads {
    static func all(scale n: Int) -> [Workload] {
        [
            Workload(name: "map_filter_pumping", ops: n) {
                var count = 0
                let subscription = Observable<Int>.create { observer in
                    for i in 0..<n { observer.onNext(i) }
                    return Disposables.create()
                }
                .map { $0 }.filter { _ in true }
                .map { $0 }.filter { _ in true }
                .map { $0 }.filter { _ in true }
                .map { $0 }.filter { _ in true }
                .map { $0 }.filter { _ in true }
                .map { $0 }.filter { _ in true }
                .subscribe(onNext: { _ in count += 1 })
                subscription.dispose()
                blackHole(count)
            },
            Workload(name: "map_filter_creating", ops: n / 10) {
                var count = 0
                for _ in 0..<n / 10 {
                    let subscription = Observable<Int>.create { observer in
                        observer.onNext(1)
                        return Disposables.create()
                    }
                    .map { $0 }.filter { _ in true }
                    .map { $0 }.filter { _ in true }
                    .map { $0 }.filter { _ in true }
                    .map { $0 }.filter { _ in true }
                    .map { $0 }.filter { _ in true }
                    .map { $0 }.filter { _ in true }
                    .subscribe(onNext: { _ in count += 1 })
                    subscription.dispose()
                }
                blackHole(count)
            },
            Workload(name: "from_array_map_filter_1M", ops: n) {
                var sum = 0
                let elements = Array(0..<n)
                _ = Observable.from(elements)
                    .map { $0 * 2 }
                    .filter { $0 % 3 == 0 }
                    .subscribe(onNext: { sum &+= $0 })
                blackHole(sum)
            },
            Workload(name: "just_as_single_100k", ops: n / 10) {
                var count = 0
                for i in 0..<n / 10 {
                    _ = Observable.just(i).asSingle().subscribe(onSuccess: { _ in count += 1 })
                }
                blackHole(count)
            },
        ]
    }
}
