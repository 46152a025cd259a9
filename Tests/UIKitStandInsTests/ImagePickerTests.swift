import TestSupport
import Testing

/// `UIImagePickerController` with a delegate the learner's class adopts, and the subjects
/// article's delegate proxy on RxCocoa's `DelegateProxy` (issue #12).
@Suite struct ImagePickerTests {
    static let delegateScreen = """
        class ViewController: UIViewController {
            let picker = UIImagePickerController()
            let picked = PublishSubject<[UIImagePickerController.InfoKey: Any]>()
            override func viewDidLoad() {
                super.viewDidLoad()
                picker.delegate = self
            }
        }
        extension ViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
            func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                picked.onNext(info)
            }
        }
        let main = ViewController()
        let navigation = UINavigationController(rootViewController: main)
        """

    @Test func aPickedImageReachesTheDelegateAndItsSubject() {
        let app = AppHarness()
        expectEqual(app.run(Self.delegateScreen), "")
        expectEqual(app.run("""
            _ = main.picked.subscribe(onNext: { info in print((info[.originalImage] as? UIImage)?.name ?? "none", info.count) })
            main.present(main.picker, animated: true)
            """), "")
        expectEqual(app.kit.screen.title, "Photos")
        expectEqual(app.kit.screen.picker, .init(sourceType: "photoLibrary", allowsEditing: false))
        expectEqual(app.run("main.picker.pick(UIImage(named: \"🏖\"))"), "🏖 2\n")
        expectEqual(app.run("main.picker.allowsEditing = true; main.picker.pick(UIImage(named: \"🏔\"))"), "🏔 3\n")
    }

    @Test func aDelegateWithoutTheMethodHearsNothing() {
        let app = AppHarness()
        app.run(Self.delegateScreen)
        app.run("main.present(main.picker, animated: true)")
        expectEqual(app.run("main.picker.cancel()"), "")
        expectEqual(app.kit.screen.title, "Photos")
        expectEqual(app.run("main.picker.delegate = nil; main.picker.pick(UIImage(named: \"🏖\"))"), "")
    }

    @Test func theUserActsOnlyInAPickerOnScreen() {
        let app = AppHarness()
        let text = app.run("let picker = UIImagePickerController()\npicker.cancel()")
        expectTrue(text.contains("error: the picker is not on screen: present it first (cancel() acts as the user in it)"), "\(text)")
    }

    @Test func theDelegateIsWeak() {
        let app = AppHarness()
        expectEqual(app.run("""
            class Listener: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                deinit { print("Listener deinit") }
            }
            let picker = UIImagePickerController()
            var listener: Listener? = Listener()
            picker.delegate = listener
            """), "")
        expectEqual(app.run("picker.delegate == nil"), "Bool = false\n")
        expectEqual(app.run("listener = nil"), "Listener deinit\n")
        expectEqual(app.run("picker.delegate == nil"), "Bool = true\n")
    }

    // MARK: - The delegate proxy

    static func proxy() throws -> String { try AppHarness.fixture("RxImagePickerDelegateProxy.swift") }

    @Test func proxyForAPickerIsMadeOnceAndInstalledAsItsDelegate() throws {
        let app = AppHarness()
        expectEqual(app.run(try Self.proxy()), "")
        expectEqual(app.run("""
            let picker = UIImagePickerController()
            let first = RxImagePickerDelegateProxy.proxy(for: picker)
            let second = RxImagePickerDelegateProxy.proxy(for: picker)
            """), "")
        expectEqual(app.run("first === second"), "Bool = true\n")
        expectEqual(app.run("picker.delegate as? RxImagePickerDelegateProxy === first"), "Bool = true\n")
        expectEqual(app.run("first.imagePicker === picker"), "Bool = true\n")
    }

    @Test func theReactiveExtensionSeesPicksAndCancels() throws {
        let app = AppHarness()
        app.run(try Self.proxy())
        expectEqual(app.run("""
            let bag = DisposeBag()
            let main = UIViewController(title: "Main")
            let navigation = UINavigationController(rootViewController: main)
            let picker = UIImagePickerController()
            picker.rx.didFinishPickingMediaWithInfo.subscribe(onNext: { print("picked", $0[.originalImage]!) }).disposed(by: bag)
            picker.rx.didCancel.subscribe(onNext: { print("cancelled") }).disposed(by: bag)
            main.present(picker, animated: true)
            """), "")
        expectEqual(app.kit.screen.title, "Photos")
        expectEqual(app.run("picker.pick(UIImage(named: \"🏖\"))"), "picked 🏖\n")
        expectEqual(app.run("picker.cancel()"), "cancelled\n")
    }

    @Test func theProxyForwardsToTheDelegateSetBeforeIt() throws {
        let app = AppHarness()
        app.run(try Self.proxy())
        expectEqual(app.run("""
            class Logger: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { print("logger: cancelled") }
            }
            let bag = DisposeBag()
            let logger = Logger()
            let main = UIViewController(title: "Main")
            let picker = UIImagePickerController()
            picker.delegate = logger
            picker.rx.didCancel.subscribe(onNext: { print("rx: cancelled") }).disposed(by: bag)
            picker.rx.didFinishPickingMediaWithInfo.subscribe(onNext: { _ in print("rx: picked") }).disposed(by: bag)
            main.present(picker, animated: true)
            """), "")
        expectEqual(app.run("picker.cancel()"), "rx: cancelled\nlogger: cancelled\n")
        // The logger has no didFinishPicking: the proxy's optional call to it does nothing.
        expectEqual(app.run("picker.pick(UIImage(named: \"🏖\"))"), "rx: picked\n")
        expectEqual(app.run("RxImagePickerDelegateProxy.proxy(for: picker).forwardToDelegate() as? Logger === logger"), "Bool = true\n")
    }

    @Test func aMethodTheProxyLacksGoesToTheDelegateItForwardsTo() {
        let app = AppHarness()
        expectEqual(app.run("""
            class PickOnlyProxy: DelegateProxy<UIImagePickerController, UIImagePickerControllerDelegate & UINavigationControllerDelegate>, DelegateProxyType, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                static func registerKnownImplementations() { register { PickOnlyProxy(parentObject: $0, delegateProxy: PickOnlyProxy.self) } }
                static func currentDelegate(for object: UIImagePickerController) -> (UIImagePickerControllerDelegate & UINavigationControllerDelegate)? { object.delegate }
                static func setCurrentDelegate(_ delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?, to object: UIImagePickerController) { object.delegate = delegate }
                func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) { print("proxy: picked") }
            }
            class Logger: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                func imagePickerControllerDidCancel(_ picker: UIImagePickerController) { print("logger: cancelled") }
            }
            let logger = Logger()
            let main = UIViewController(title: "Main")
            let picker = UIImagePickerController()
            picker.delegate = logger
            let proxy = PickOnlyProxy.proxy(for: picker)
            main.present(picker, animated: true)
            """), "")
        expectEqual(app.run("picker.cancel()"), "logger: cancelled\n")
        expectEqual(app.run("picker.pick(UIImage(named: \"🏖\"))"), "proxy: picked\n")
    }

    @Test func theSubjectsCompleteWhenThePickerGoes() throws {
        let app = AppHarness()
        app.run(try Self.proxy())
        expectEqual(app.run("""
            let bag = DisposeBag()
            var picker: UIImagePickerController? = UIImagePickerController()
            picker!.rx.didCancel.subscribe(onNext: { print("cancelled") }, onCompleted: { print("didCancel completed") }).disposed(by: bag)
            picker!.rx.didFinishPickingMediaWithInfo.subscribe(onCompleted: { print("didFinish completed") }).disposed(by: bag)
            """), "")
        expectEqual(app.run("picker = nil"), "didFinish completed\ndidCancel completed\n")
    }

    @Test func aProxyWithoutAFactorySaysSo() {
        let app = AppHarness()
        let text = app.run("""
            class NoFactoryProxy: DelegateProxy<UIImagePickerController, UIImagePickerControllerDelegate & UINavigationControllerDelegate>, DelegateProxyType {
                static func registerKnownImplementations() {}
                static func currentDelegate(for object: UIImagePickerController) -> (UIImagePickerControllerDelegate & UINavigationControllerDelegate)? { object.delegate }
                static func setCurrentDelegate(_ delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?, to object: UIImagePickerController) { object.delegate = delegate }
            }
            NoFactoryProxy.proxy(for: UIImagePickerController())
            """)
        expectTrue(text.contains("error: 'NoFactoryProxy' has no factory for UIImagePickerController: register one in its registerKnownImplementations() with register { NoFactoryProxy(…: $0) }"), "\(text)")
    }

    @Test func aProxyWithoutCurrentDelegateSaysSo() {
        let app = AppHarness()
        let text = app.run("""
            class HalfProxy: DelegateProxy<UIImagePickerController, UIImagePickerControllerDelegate>, DelegateProxyType {
                static func registerKnownImplementations() { register { HalfProxy(parentObject: $0, delegateProxy: HalfProxy.self) } }
            }
            HalfProxy.proxy(for: UIImagePickerController())
            """)
        expectTrue(text.contains("error: type 'HalfProxy' does not conform to protocol 'DelegateProxyType': it needs static func currentDelegate(for:)"), "\(text)")
    }
}
