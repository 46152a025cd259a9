import RxCore

/// Memory figures: bytes per subscription held in a DisposeBag.
enum MemoryWorkloads {
    /// `name count bytes bytes_per_item`.
    static func disposeBagBytesPerSubscription(count: Int) -> String {
        let subject = PublishSubject<Int>()
        let before = residentBytes()
        let bag = DisposeBag()
        for _ in 0..<count {
            subject.subscribe(onNext: { _ in }).disposed(by: bag)
        }
        let after = residentBytes()
        blackHole(bag)
        let bytes = after - before
        return "dispose_bag_subscription_memory \(count) \(bytes) \(bytes / count)"
    }
}
