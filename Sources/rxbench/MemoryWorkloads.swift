import RxSwift

/// Memory figures: bytes per subscription held in a DisposeBag.
enum MemoryWorkloads {
    /// `name count bytes bytes_per_item`.
    static func disposeBagBytesPerSubscription(count: Int) -> String {
        let subject = PublishSubject<Int>()
        let before = residentBytes()
        let bag = DisposeBag()
        var sum = 0
        for _ in 0..<count {
            subject.subscribe(onNext: { sum += $0 }).disposed(by: bag)
        }
        let after = residentBytes()
        subject.onNext(1)
        expectWork("dispose_bag_subscription_memory", sum, count)
        blackHole(bag)
        let bytes = after - before
        return "dispose_bag_subscription_memory \(count) \(bytes) \(bytes / count)"
    }
}
