@_exported import ScreenModel
import Interpreter
import RxLibrary

/// Stand-ins for UIKit, RxCocoa, Photos and Dispatch, with their real names, for learner code
/// that replays an iOS app: controls, labels, image views, tables, view controllers, a
/// navigation stack, alerts, the photo library and dispatch queues on the virtual clock. They
/// report their state (`screen`); the session draws it.
///
/// ```swift
/// let rx = RxLibrary(scheduler: clock)
/// let kit = UIKitStandIns()
/// let interpreter = Interpreter(configuration: .init(), libraries: [rx, kit])
/// interpreter.run("let button = UIButton(type: .system); button.setTitle(\"Save\", for: .normal)")
/// kit.screen.buttons   // [Save, enabled]
/// ```
public final class UIKitStandIns: InterpreterLibrary {
    let screenState = UIScreenState()
    let delegateProxies = DelegateProxyFactories()

    /// A set of stand-ins for one interpreter.
    public init() {}

    /// What is on screen now.
    public var screen: ScreenSnapshot { screenState.snapshot }

    /// Type names learner code can write.
    static let typeNames: Set<String> = [
        "UIImage", "UIButton", "UIBarButtonItem", "UIViewController", "UIImageView", "UITextField", "UILabel", "UISwitch",
        "UITableView", "UITableViewCell", "UINavigationController", "UIAlertController", "UIAlertAction", "UIView",
        "UIControl", "UINavigationItem", "CGSize", "CGPoint", "CGRect", "CGFloat", "PHPhotoLibrary", "PHAssetChangeRequest",
        "PHObjectPlaceholder", "DispatchQueue", "Reactive", "UIStoryboard", "UITableViewController", "NSCoder",
        "UIImagePickerController", "DelegateProxy",
    ]

    package func register(into libraries: LibrarySet) {
        libraries.keep(self)
        let control = libraries.instanceTable(.library("UIControl"))
        UIControlEventObject.register(libraries)
        UIControlObject.register(libraries, into: control)
        UIButtonObject.register(libraries, control: control)
        UIBarButtonItemObject.register(libraries)
        UITextFieldObject.register(libraries, control: control)
        UISwitchObject.register(libraries, control: control)
        UILabelObject.register(libraries)
        UIImageObject.register(libraries)
        UIImageViewObject.register(libraries)
        CGGeometryObject.register(libraries)
        UIViewObject.register(libraries)
        UINavigationItemObject.register(libraries)
        UIViewControllerObject.register(libraries)
        UINavigationControllerObject.registerNavigation(libraries)
        UIStoryboardObject.register(libraries)
        UITableViewControllerObject.registerTableController(libraries)
        UIAlertControllerObject.registerAlert(libraries)
        UIImagePickerControllerObject.registerPicker(libraries)
        UITableViewObject.register(libraries)
        PHPhotoLibraryObject.register(libraries)
        DispatchQueues.register(libraries)
        let reactive = libraries.instanceTable(.library("Reactive"))
        ControlEvents.register(reactive)
        Binders.register(reactive)
        ReactiveObject.registerBase(reactive, libraries)
        DelegateProxyObject.register(libraries)
        TableItemsObject.register(reactive: reactive, observable: libraries.instanceTable(.library("Observable")))
        ReactiveObject.addRx(to: ["UIButton", "UIBarButtonItem", "UITextField", "UISwitch", "UILabel", "UIImageView", "UITableView",
                                  "UIViewController", "UINavigationController", "UIAlertController", "UIView", "UITableViewController",
                                  "UIImagePickerController"]
            .map { libraries.instanceTable(.library($0)) })
        for name in Self.typeNames { libraries.typeNames[name] = { .library(name, $0) } }
        libraries.typeNames["CGFloat"] = { _ in .double }
        libraries.completionNames.formUnion(Self.typeNames.subtracting(["Reactive", "CGFloat"]))
        libraries.modules.formUnion(["UIKit", "PlaygroundSupport", "Dispatch", "Photos", "CoreGraphics"])
        libraries.outsideNames["DispatchQueue"] = nil
    }
}
