import RxSwift
import RxRelay

/// Subjects and relays: pumping events and creating subscriptions.
///
/// The first three are RxSwift's benchmarks (`Tests/Benchmarks`): each element is 1 and the
/// subscriber sums them, and the sum is checked.
enum SubjectWorkloads {
    static func all(scale n: Int) -> [Workload] {
        [
            Workload(name: "publish_subject_pumping", ops: n) {
                var sum = 0
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { sum += $0 })
                for _ in 0..<n { subject.on(.next(1)) }
                subscription.dispose()
                expectWork("publish_subject_pumping", sum, n)
            },
            Workload(name: "publish_subject_pumping_two_subscriptions", ops: n) {
                var sum = 0
                let subject = PublishSubject<Int>()
                let first = subject.subscribe(onNext: { sum += $0 })
                let second = subject.subscribe(onNext: { sum += $0 })
                for _ in 0..<n { subject.on(.next(1)) }
                first.dispose()
                second.dispose()
                expectWork("publish_subject_pumping_two_subscriptions", sum, 2 * n)
            },
            Workload(name: "publish_subject_creating", ops: n / 10) {
                var sum = 0
                for _ in 0..<n / 10 {
                    let subject = PublishSubject<Int>()
                    let subscription = subject.subscribe(onNext: { sum += $0 })
                    subject.on(.next(1))
                    subscription.dispose()
                }
                expectWork("publish_subject_creating", sum, n / 10)
            },
            Workload(name: "behavior_subject_1M_onNext", ops: n) {
                var count = 0
                let subject = BehaviorSubject<Int>(value: 0)
                let subscription = subject.subscribe(onNext: { _ in count += 1 })
                for i in 0..<n { subject.onNext(i) }
                subscription.dispose()
                expectWork("behavior_subject_1M_onNext", count, n + 1)
            },
            Workload(name: "replay_subject_5_1M_onNext", ops: n) {
                var count = 0
                let subject = ReplaySubject<Int>.create(bufferSize: 5)
                let subscription = subject.subscribe(onNext: { _ in count += 1 })
                for i in 0..<n { subject.onNext(i) }
                subscription.dispose()
                expectWork("replay_subject_5_1M_onNext", count, n)
            },
            Workload(name: "behavior_relay_1M_accept", ops: n) {
                var count = 0
                let relay = BehaviorRelay<Int>(value: 0)
                let subscription = relay.subscribe(onNext: { _ in count += 1 })
                for i in 0..<n { relay.accept(i) }
                subscription.dispose()
                expectWork("behavior_relay_1M_accept", count, n + 1)
            },
            Workload(name: "subscribe_dispose_100k", ops: n / 10) {
                var disposed = 0
                let subject = PublishSubject<Int>()
                for _ in 0..<n / 10 {
                    subject.subscribe(onNext: { _ in }, onDisposed: { disposed += 1 }).dispose()
                }
                expectWork("subscribe_dispose_100k", disposed, n / 10)
            },
            Workload(name: "dispose_bag_100k", ops: n / 10) {
                var disposed = 0
                let subject = PublishSubject<Int>()
                var bag: DisposeBag? = DisposeBag()
                for _ in 0..<n / 10 {
                    if let bag { subject.subscribe(onNext: { _ in }, onDisposed: { disposed += 1 }).disposed(by: bag) }
                }
                bag = nil
                blackHole(bag)
                expectWork("dispose_bag_100k", disposed, n / 10)
            },
        ]
    }
}
