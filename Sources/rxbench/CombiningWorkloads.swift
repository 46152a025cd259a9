import RxCore

/// Multi-source operators. The flatMap and combineLatest chains arrive with those operators.
enum CombiningWorkloads {
    static func all(scale n: Int) -> [Workload] {
        []
    }
}
