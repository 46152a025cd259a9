import Foundation
@testable import Playground
import TestSupport
import Testing

/// Lifetimes as Swift has them, in a compiled session: `deinit` runs when the last strong
/// reference goes, a bag the object owns disposes its subscriptions, and a subscription closure
/// that captures `self` strongly keeps its owner alive, which `:subs` names with the closure's
/// line.
@Suite("Retain cycles and released bags in a compiled session")
struct CompiledRetainCycleTests {
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
        class Unowned {
            let bag = DisposeBag()
            init() {
                taps.subscribe(onNext: { [unowned self] tap in print("unowned", tap, self.bag) },
                               onDisposed: { print("unowned disposed") })
                    .disposed(by: bag)
            }
            deinit { print("Unowned deinit") }
        }
        var screen: Screen? = Screen()
        var safe: Safe? = Safe()
        var loose: Unowned? = Unowned()

        """

    /// A compiled console that has loaded `text` as the script `name` (the inputs see its lines).
    static func console(loading text: String, as name: String) throws -> CompiledConsole {
        let folder = try CompiledFileCommandTests.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/" + name, atomically: false, encoding: .utf8)
        let console = try CompiledFileCommandTests.console()
        let output = submit(console, ":load \(folder)/\(name)")
        expectTrue(!output.contains("error"), "\(output)")
        return console
    }

    static func submit(_ console: CompiledConsole, _ line: String) -> String {
        console.submit(line, moreInputWaiting: false).output
    }

    @Test("deinit runs, the released bag disposes, and :subs names the cycle that keeps Screen alive, with its line")
    func cycleNamed() throws {
        let console = try Self.console(loading: Self.classes, as: "classes.swift")
        expectEqual(Self.submit(console, "taps.onNext(\"a\")"), "main a\nsafe a true\nunowned a RxSwift.DisposeBag\n")
        expectEqual(
            Self.submit(console, ":subs"),
            """
            sub1  ← taps  live  bag Screen.bag
            sub2  ← taps  live  bag Safe.bag
            sub3  ← taps  live  bag Unowned.bag

            """)
        expectEqual(Self.submit(console, "screen = nil"), "")
        expectEqual(Self.submit(console, "safe = nil"), "Safe deinit\nsafe disposed\n")
        expectEqual(Self.submit(console, "loose = nil"), "Unowned deinit\nunowned disposed\n")
        expectEqual(Self.submit(console, "taps.onNext(\"b\")"), "main b\n")
        expectEqual(
            Self.submit(console, ":subs"),
            """
            sub1  ← taps  live      bag Screen.bag
            sub2  ← taps  disposed  bag Safe.bag
            sub3  ← taps  disposed  bag Unowned.bag
            retain cycle: sub1 kept alive by a closure that captures self strongly
              line 6: taps.subscribe(onNext: { tap in print(self.name, tap) }).disposed(by: bag)
              no variable holds the Screen any more; its bag Screen.bag holds sub1, whose
              closure holds the Screen. [weak self] in the closure breaks the cycle.

            """)
    }

    @Test("an object still held by a variable, or only by an array in a variable, is not a cycle")
    func heldIsNotACycle() throws {
        let console = try Self.console(loading: Self.classes, as: "classes.swift")
        expectTrue(!Self.submit(console, ":subs").contains("retain cycle"))
        _ = Self.submit(console, "let kept = screen")
        _ = Self.submit(console, "screen = nil")
        expectTrue(!Self.submit(console, ":subs").contains("retain cycle"))
        _ = Self.submit(console, "var shelf: [String: [Screen?]] = [\"top\": [nil, Screen()]]")
        expectTrue(!Self.submit(console, ":subs").contains("retain cycle"))
        _ = Self.submit(console, "shelf = [:]")
        expectTrue(Self.submit(console, ":subs").contains("retain cycle: sub4 kept alive"))
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
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.pushViewController(PanelViewController(), animated: false)

        """

    @Test("a controller only a navigation stack holds is held, not a cycle; popped, its strong self is one")
    func heldByANavigationStack() throws {
        let console = try Self.console(loading: Self.pushed, as: "pushed.swift")
        expectEqual(Self.submit(console, ":subs"), "sub1  ← taps  live  bag PanelViewController.bag\n")
        _ = Self.submit(console, "navigation.popViewController(animated: false)")
        expectEqual(
            Self.submit(console, ":subs"),
            """
            sub1  ← taps  live  bag PanelViewController.bag
            retain cycle: sub1 kept alive by a closure that captures self strongly
              line 6: taps.subscribe(onNext: { print(self.title ?? "panel", $0) }).disposed(by: bag)
              no variable holds the PanelViewController any more; its bag
              PanelViewController.bag holds sub1, whose closure holds the
              PanelViewController. [weak self] in the closure breaks the cycle.

            """)
    }

    @Test("a controller the screen shows, with no variable holding it, is held, not a cycle")
    func heldByTheScreen() throws {
        let console = try Self.console(
            loading: Self.pushed.replacingOccurrences(of: "let navigation = ", with: "var navigation: UINavigationController? = ")
                .replacingOccurrences(of: "navigation.push", with: "navigation!.push"),
            as: "shown.swift")
        _ = Self.submit(console, "navigation = nil")
        expectEqual(Self.submit(console, ":subs"), "sub1  ← taps  live  bag PanelViewController.bag\n")
    }

    @Test("a controller presented by a held controller is held, not a cycle")
    func heldByItsPresenter() throws {
        let console = try Self.console(
            loading: Self.pushed.replacingOccurrences(
                of: "navigation.pushViewController(PanelViewController(), animated: false)",
                with: "navigation.topViewController!.present(PanelViewController(), animated: false, completion: nil)"),
            as: "presented.swift")
        expectEqual(Self.submit(console, ":subs"), "sub1  ← taps  live  bag PanelViewController.bag\n")
    }

    @Test(":subs never reads an unowned reference whose object was freed (Swift's reflection would stop the program)")
    func danglingUnownedIsNotRead() throws {
        let console = try CompiledFileCommandTests.console()
        _ = Self.submit(console, "class Parent {}")
        _ = Self.submit(
            console,
            "class Child { let bag = DisposeBag(); unowned let parent: Parent; let taps = PublishSubject<Int>(); "
                + "init(_ parent: Parent) { self.parent = parent; taps.subscribe(onNext: { print(self, $0) }).disposed(by: bag) } }")
        _ = Self.submit(console, "var parent: Parent? = Parent()")
        _ = Self.submit(console, "var child: Child? = Child(parent!)")
        expectEqual(Self.submit(console, "parent = nil"), "")
        expectEqual(Self.submit(console, ":subs"), "sub1  ← (unnamed)  live  bag Child.bag\n")
        _ = Self.submit(console, "child = nil")
        expectTrue(Self.submit(console, ":subs").contains("retain cycle: sub1 kept alive"))
        expectEqual(Self.submit(console, "print(\"still running\")"), "still running\n")
    }

    @Test("past the walk's budget nothing is called a cycle: what was not looked at may hold the object")
    func incompleteWalkClaimsNothing() throws {
        let console = try Self.console(loading: Self.classes, as: "classes.swift")
        _ = Self.submit(console, "final class Marker {}")
        _ = Self.submit(console, "let markers = (0..<60_000).map { _ in Marker() }")
        _ = Self.submit(console, "screen = nil")
        expectEqual(
            Self.submit(console, ":subs"),
            """
            sub1  ← taps  live  bag Screen.bag
            sub2  ← taps  live  bag Safe.bag
            sub3  ← taps  live  bag Unowned.bag

            """)
    }
}
