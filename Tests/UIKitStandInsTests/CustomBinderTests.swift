import TestSupport
import Testing

/// Custom binders as RxCocoa's docs write them: `Binder(target) { target, value in … }`, in an
/// `extension Reactive where Base: …` whose members reach `rx` (issue #11).
@Suite struct CustomBinderTests {
    static let screen = """
        extension Reactive where Base: UIViewController {
            var screenTitle: Binder<String?> {
                Binder(base) { controller, title in controller.title = title }
            }
        }
        class MainViewController: UIViewController {
            private let bag = DisposeBag()
            let names = BehaviorRelay<String>(value: "Collage")
            override func viewDidLoad() {
                super.viewDidLoad()
                names.map { Optional($0) }.bind(to: rx.screenTitle).disposed(by: bag)
            }
            deinit { print("deinit") }
        }
        """

    @Test func aBinderInAReactiveExtensionSetsItsTarget() {
        let app = AppHarness()
        expectEqual(app.run(Self.screen), "")
        expectEqual(app.run("let navigation = UINavigationController(rootViewController: MainViewController())"), "")
        expectEqual(app.kit.screen.title, "Collage")
        expectEqual(app.run("(navigation.topViewController as! MainViewController).names.accept(\"3 photos\")"), "")
        expectEqual(app.kit.screen.title, "3 photos")
    }

    @Test func aBinderHoldsItsTargetWeakly() {
        let app = AppHarness()
        expectEqual(app.run("""
            class Box {
                var text = ""
                deinit { print("Box deinit") }
            }
            let label = UILabel()
            var holder: Box? = Box()
            let binder = Binder<String>(holder!) { box, text in box.text = text; print("set", text) }
            let strong = Binder<String>(label) { label, text in label.text = text }
            binder.onNext("a")
            strong.onNext("b")
            print(label.text ?? "-")
            holder = nil
            binder.onNext("c")
            """), "set a\nb\nBox deinit\n")
    }

    @Test func aBinderNeedsItsBindingClosure() {
        let app = AppHarness()
        expectTrue(app.run("let b = Binder<Int>(UILabel())").hasPrefix("error:"))
    }
}
