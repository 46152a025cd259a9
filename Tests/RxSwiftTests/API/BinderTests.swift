import RxCocoa
@_spi(Playground) import RxSwift
import RxTest
import TestSupport
import Testing

@Suite("Binder")
struct BinderTests {
    final class Label {
        var text = ""
    }

    @Test("applies elements on its scheduler; completion is ignored")
    func binds() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        var applied: [String] = []
        let binder = Binder(label, scheduler: scheduler) { label, text in
            label.text = text
            applied.append("\(text)@\(scheduler.clock)")
        }
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.start()
        expectEqual(applied, ["a@211", "b@221"])
        expectEqual(label.text, "b")
        expectEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    @Test("holds the target weakly; an error goes to Hooks.bindingErrorHandler")
    func weakTargetAndErrors() {
        var label: Label? = Label()
        weak var weakLabel: Label?
        weakLabel = label
        var count = 0
        let binder = Binder<Int>(label!, scheduler: CurrentThreadScheduler.instance) { _, _ in count += 1 }
        binder.on(.next(1))
        label = nil
        expectTrue(weakLabel == nil)
        binder.on(.next(2))
        expectEqual(count, 1)

        var reported: [String] = []
        let previous = Hooks.bindingErrorHandler
        Hooks.bindingErrorHandler = { reported.append("\($0)") }
        defer { Hooks.bindingErrorHandler = previous }
        binder.asObserver().on(.error(TestError.boom))
        expectEqual(reported, ["boom"])
    }
}
