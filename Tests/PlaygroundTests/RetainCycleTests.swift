@testable import Playground
import TestSupport
import Testing

/// Lifetimes as Swift has them, seen from the prompt (issue #10): `deinit` runs when the last
/// strong reference goes, a bag the object owns disposes its subscriptions, and a subscription
/// closure that captures `self` strongly keeps its owner alive, which `:subs` names.
@Suite("Retain cycles and released bags at the prompt")
struct RetainCycleTests {
    static let classes = """
        let taps = PublishSubject<String>()
        class Screen {
            let bag = DisposeBag()
            var name = "main"
            init() {
                taps.subscribe(onNext: { tap in print(self.name, tap) }).disposed(by: bag)
            }
            deinit { print("Screen deinit") }
        }
        class Safe {
            let bag = DisposeBag()
            init() {
                taps.subscribe(onNext: { [weak self] tap in print("safe", tap, self != nil) },
                               onDisposed: { print("safe disposed") })
                    .disposed(by: bag)
            }
            deinit { print("Safe deinit") }
        }
        var screen: Screen? = Screen()
        var safe: Safe? = Safe()
        """

    @Test("deinit runs, the released bag disposes, and :subs names the cycle that keeps Screen alive")
    func cycleNamed() {
        let session = Session(options: SessionOptions(lessonsDirectory: "/nonexistent"))
        _ = session.runFile(Self.classes, file: "classes.swift", timeLimit: 1_000, limitHint: "")
        expectEqual(session.submit("taps.onNext(\"a\")").output, "main a\nsafe a true\n")
        expectEqual(session.submit(":subs").output, """
            sub1  ← taps  live  bag Screen.bag
            sub2  ← taps  live  bag Safe.bag

            """)
        expectEqual(session.submit("screen = nil").output, "")
        expectEqual(session.submit("safe = nil").output, "Safe deinit\nsafe disposed\n")
        expectEqual(session.submit("taps.onNext(\"b\")").output, "main b\n")
        expectEqual(session.submit(":subs").output, """
            sub1  ← taps  live      bag Screen.bag
            sub2  ← taps  disposed  bag (unnamed)
            retain cycle: sub1 kept alive by a closure that captures self strongly
              no variable holds the Screen any more; its bag Screen.bag holds sub1, whose
              closure holds the Screen. [weak self] in the closure breaks the cycle.

            """)
    }

    @Test("an object still held by a variable is not a cycle")
    func heldIsNotACycle() {
        let session = Session(options: SessionOptions(lessonsDirectory: "/nonexistent"))
        _ = session.runFile(Self.classes, file: "classes.swift", timeLimit: 1_000, limitHint: "")
        expectTrue(!session.submit(":subs").output.contains("retain cycle"))
        _ = session.submit("let kept = screen")
        _ = session.submit("screen = nil")
        expectTrue(!session.submit(":subs").output.contains("retain cycle"))
    }

    static let pushed = """
        let taps = PublishSubject<String>()
        class PanelViewController: UIViewController {
            let bag = DisposeBag()
            override func viewDidLoad() {
                super.viewDidLoad()
                taps.subscribe(onNext: { print(self.title ?? "panel", $0) }).disposed(by: bag)
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController(title: "Root"))
        navigation.pushViewController(PanelViewController(), animated: false)
        """

    @Test("a controller only a navigation stack holds is held, not a cycle; popped, its strong self is one")
    func heldByANavigationStack() {
        let session = Session(options: SessionOptions(lessonsDirectory: "/nonexistent"))
        _ = session.runFile(Self.pushed, file: "pushed.swift", timeLimit: 1_000, limitHint: "")
        expectEqual(session.submit(":subs").output, "sub1  ← taps  live  bag PanelViewController.bag\n")
        _ = session.submit("navigation.popViewController(animated: false)")
        expectEqual(session.submit(":subs").output, """
            sub1  ← taps  live  bag PanelViewController.bag
            retain cycle: sub1 kept alive by a closure that captures self strongly
              no variable holds the PanelViewController any more; its bag PanelViewController.bag holds sub1, whose
              closure holds the PanelViewController. [weak self] in the closure breaks the cycle.

            """)
    }

    @Test("a controller presented by a held controller is held, not a cycle")
    func heldByItsPresenter() {
        let session = Session(options: SessionOptions(lessonsDirectory: "/nonexistent"))
        _ = session.runFile(Self.pushed.replacingOccurrences(
            of: "navigation.pushViewController(PanelViewController(), animated: false)",
            with: "navigation.topViewController!.present(PanelViewController(), animated: false, completion: nil)"),
            file: "presented.swift", timeLimit: 1_000, limitHint: "")
        expectEqual(session.submit(":subs").output, "sub1  ← taps  live  bag PanelViewController.bag\n")
    }
}
