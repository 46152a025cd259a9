import RxCore

/// Subjects and relays: pumping events and creating subscriptions.
enum SubjectWorkloads {
    static func all(scale n: Int) -> [Workload] {
        [
            Workload(name: "publish_subject_pumping", ops: n) {
                var count = 0
                let subject = PublishSubject<Int>()
                let subscription = subject.subscribe(onNext: { _ in count += 1 })
                for i in 0..<n { subject.onNext(i) }
                subscription.dispose()
                blackHole(count)
            },
            Workload(name: "publish_subject_pumping_two_subscriptions", ops: n) {
                var count = 0
                let subject = PublishSubject<Int>()
                let first = subject.subscribe(onNext: { _ in count += 1 })
                let second = subject.subscribe(onNext: { _ in count += 1 })
                for i in 0..<n { subject.onNext(i) }
                first.dispose()
                second.dispose()
                blackHole(count)
            },
            Workload(name: "publish_subject_creating", ops: n / 10) {
                var count = 0
                for i in 0..<n / 10 {
                    let subject = PublishSubject<Int>()
                    let subscription = subject.subscribe(onNext: { _ in count += 1 })
                    subject.onNext(i)
                    subscription.dispose()
                }
                blackHole(count)
            },
            Workload(name: "behavior_subject_1M_onNext", ops: n) {
                var count = 0
                let subject = BehaviorSubject<Int>(value: 0)
                let subscription = subject.subscribe(onNext: { _ in count += 1 })
                for i in 0..<n { subject.onNext(i) }
                subscription.dispose()
                blackHole(count)
            },
            Workload(name: "replay_subject_5_1M_onNext", ops: n) {
                var count = 0
                let subject = ReplaySubject<Int>.create(bufferSize: 5)
                let subscription = subject.subscribe(onNext: { _ in count += 1 })
                for i in 0..<n { subject.onNext(i) }
                subscription.dispose()
                blackHole(count)
            },
            Workload(name: "behavior_relay_1M_accept", ops: n) {
                var count = 0
                let relay = BehaviorRelay<Int>(value: 0)
                let subscription = relay.subscribe(onNext: { _ in count += 1 })
                for i in 0..<n { relay.accept(i) }
                subscription.dispose()
                blackHole(count)
            },
            Workload(name: "subscribe_dispose_100k", ops: n / 10) {
                let subject = PublishSubject<Int>()
                for _ in 0..<n / 10 {
                    subject.subscribe(onNext: { _ in }).dispose()
                }
                blackHole(subject)
            },
            Workload(name: "dispose_bag_100k", ops: n / 10) {
                let subject = PublishSubject<Int>()
                var bag: DisposeBag? = DisposeBag()
                for _ in 0..<n / 10 {
                    if let bag { subject.subscribe(onNext: { _ in }).disposed(by: bag) }
                }
                bag = nil
                blackHole(bag)
            },
        ]
    }
}
