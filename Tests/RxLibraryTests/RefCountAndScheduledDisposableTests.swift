import TestSupport
import Testing

/// `RefCountDisposable` and `ScheduledDisposable` from learner code (issue #14), with RxSwift 6's
/// spelling, usable wherever a `Disposable` is.
@Suite struct RefCountAndScheduledDisposableTests {
    private let underlying = """
        let shared = RefCountDisposable(disposable: Disposables.create { print("underlying disposed") })
        """

    @Test func refCountDisposesOnlyAfterThePrimaryAndEveryRetainedOne() {
        expectEqual(turns(underlying, """
            let first = shared.retain()
            let second = shared.retain()
            shared.dispose()
            print("primary", shared.isDisposed)
            first.dispose()
            first.dispose()
            print("first", shared.isDisposed)
            second.dispose()
            print("second", shared.isDisposed)
            shared.retain().dispose()
            shared.dispose()
            """), "primary false\nfirst false\nunderlying disposed\nsecond true\n")
    }

    @Test func refCountWithNothingRetainedDisposesAtOnce() {
        expectEqual(turns(underlying, """
            print(shared.isDisposed)
            shared.dispose()
            print(shared.isDisposed)
            """), "false\nunderlying disposed\ntrue\n")
    }

    @Test func refCountIsADisposableForBagsCompositesAndCreate() {
        expectEqual(turns(underlying, """
            var bag = DisposeBag()
            shared.disposed(by: bag)
            let both = Disposables.create(shared, Disposables.create { print("other disposed") })
            let source = Observable<Int>.create { observer in
                observer.onNext(1)
                return RefCountDisposable(disposable: Disposables.create { print("create's disposable") })
            }
            let subscription = source.subscribe(onNext: { print("got", $0) })
            subscription.dispose()
            bag = DisposeBag()
            both.dispose()
            """), "got 1\ncreate's disposable\nunderlying disposed\nother disposed\n")
    }

    @Test func refCountNeedsADisposable() {
        let text = turns("let shared = RefCountDisposable(disposable: 5)")
        expectTrue(text.hasPrefix("error: cannot convert value of type 'Int' to expected argument type 'Disposable'"), "\(text)")
    }

    @Test func scheduledDisposesWhenTheSchedulerRunsTheWork() {
        // The main queue's next turn comes when the clock moves one frame after the input.
        expectEqual(turns("""
            let scheduled = ScheduledDisposable(scheduler: MainScheduler.asyncInstance,
                                                disposable: Disposables.create { print("disposed on the scheduler") })
            print(scheduled.scheduler)
            scheduled.dispose()
            print("after dispose()", scheduled.isDisposed)
            """, """
            print("next input", scheduled.isDisposed)
            scheduled.dispose()
            """), """
            SerialDispatchQueueScheduler
            after dispose() false
            disposed on the scheduler
            next input true

            """)
    }

    @Test func scheduledOnAnImmediateSchedulerDisposesAtOnce() {
        expectEqual(turns("""
            let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance,
                                                disposable: Disposables.create { print("disposed") })
            var bag = DisposeBag()
            scheduled.disposed(by: bag)
            bag = DisposeBag()
            print(scheduled.isDisposed)
            """), "disposed\ntrue\n")
    }

    @Test func scheduledKeepsItsDisposablePrivate() {
        let text = turns("""
            let scheduled = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: Disposables.create())
            print(scheduled.disposable)
            """)
        expectTrue(text.hasPrefix("error: 'disposable' is inaccessible due to 'private' protection level"), "\(text)")
        let wrong = turns("let scheduled = ScheduledDisposable(scheduler: 1, disposable: Disposables.create())")
        expectTrue(wrong.hasPrefix("error: cannot convert value of type 'Int' to expected argument type 'ImmediateSchedulerType'"), "\(wrong)")
    }
}
