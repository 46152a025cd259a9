import Interpreter
import RxLibrary
import RxSwift

/// `UIViewController`: `title`, `view` (a screen-sized frame), `navigationItem`,
/// `navigationController`, `present(_:animated:completion:)`, `dismiss(animated:completion:)`,
/// `presentedViewController`, and its lifecycle methods, which UIKit calls at its moments (a
/// learner subclass's overrides, and observable as `rx.viewWillAppear`, `rx.viewDidAppear`,
/// `rx.viewWillDisappear`, `rx.viewDidDisappear`). A learner subclass is built on one
/// (`UIViewControllerSubclassing`).
class UIViewControllerObject: UIKitObject {
    var title: String?
    let view = UIViewObject(frame: CGGeometryObject.rect(0, 0, UIViewObject.screenWidth, UIViewObject.screenHeight))
    let navigationItem = UINavigationItemObject()
    weak var navigationController: UINavigationControllerObject?
    var presented: UIViewControllerObject?
    weak var presenting: UIViewControllerObject?
    /// One subject per lifecycle method, made on first use.
    private var lifecycleSubjects: [String: PublishSubject<Value>] = [:]
    private var lifecycleObservables: [String: ObservableObject] = [:]
    /// Whether `viewDidLoad` ran (it runs once, when the view is first needed).
    var isViewLoaded = false
    /// The learner's instance built on this controller, held while a container shows it (a
    /// navigation stack, a presenter, the window), as UIKit's containers hold their children.
    var heldInstance: Value?
    /// The views a storyboard connected to the controller's outlets: its view holds them.
    var subviews: [UIKitObject] = []
    /// The storyboard the controller was made from (`instantiateViewController(withIdentifier:)`).
    var storyboard: UIStoryboardObject?

    /// The values the controller holds strongly (see `HoldsValues`); containers add their children.
    var containedValues: [Value] { [heldInstance, presented.map { .object($0) }].compactMap { $0 } }

    override init() {
        super.init()
        navigationItem.owner = self
        view.owner = self
    }

    override var typeName: String { "UIViewController" }
    override var printed: String { "<\(typeName): \(displayTitle.map { "\"\($0)\"" } ?? "nil")>" }

    /// The title the screen shows: the controller's, or its navigation item's.
    var displayTitle: String? { navigationItem.title ?? title }

    /// The lifecycle methods UIKit calls, in the order of a transition.
    static let lifecycleMethods = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]

    /// What UIKit calls at a moment of the controller's life (`viewWillDisappear` with
    /// `animated`): the learner's override, then what observes the method (`rx.viewWillDisappear`).
    func lifecycle(_ method: String, animated: Bool, _ runtime: Runtime) {
        guard runtime.pendingFailure == nil else { return }
        runOverride(method, [.bool(animated)], runtime)
        guard runtime.pendingFailure == nil else { return }
        lifecycleSubjects[method]?.on(.next(.void))
    }

    /// `viewDidLoad`, the first time the view is needed (read, or about to appear).
    func loadViewIfNeeded(_ runtime: Runtime) {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        loadScene(runtime)
        runOverride("viewDidLoad", [], runtime)
    }

    /// `rx.viewWillDisappear` and the others: the same observable every time, one lane.
    func lifecycleObservable(_ method: String, _ events: EventHub) -> ObservableObject {
        if let made = lifecycleObservables[method] { return made }
        let subject = lifecycleSubjects[method] ?? PublishSubject<Value>()
        lifecycleSubjects[method] = subject
        let made = ObservableObject(.values(subject.asObservable()), elementType: .void, upstream: [], events: events)
        lifecycleObservables[method] = made
        return made
    }

    /// The controller comes on screen: `viewWillAppear` now, `viewDidAppear` at the next turn.
    func appear(animated: Bool, _ runtime: Runtime, then: (() -> Void)? = nil) {
        loadViewIfNeeded(runtime)
        lifecycle("viewWillAppear", animated: animated, runtime)
        runtime.rx.dispatch.async(on: runtime.rx.dispatch.main) { [self] in
            lifecycle("viewDidAppear", animated: animated, runtime)
            then?()
        }
    }

    /// The controller leaves the screen: `viewWillDisappear` now, `viewDidDisappear` at the next turn.
    func disappear(animated: Bool, _ runtime: Runtime, then: (() -> Void)? = nil) {
        lifecycle("viewWillDisappear", animated: animated, runtime)
        runtime.rx.dispatch.async(on: runtime.rx.dispatch.main) { [self] in
            lifecycle("viewDidDisappear", animated: animated, runtime)
            then?()
        }
    }

    static func register(_ registry: LibrarySet) {
        let type = SwiftType.library("UIViewController", [])
        let statics = registry.staticTable("UIViewController")
        statics.addMethod("init", [], result: { _, _ in type }) { _, _, site in
            let screen = try UIScreenState.current(site, "UIViewController")
            let controller = UIViewControllerObject()
            screen.controllers.append(controller)
            return .object(controller)
        }
        // Until learner classes can subclass it, a titled controller in one call.
        statics.addMethod("init", [Param.labeled("title", .optional(.string))], result: { _, _ in type }) {
            _, arguments, site in
            let screen = try UIScreenState.current(site, "UIViewController")
            let controller = UIViewControllerObject()
            controller.title = try StandIns.optionalString(arguments[0], site, 0)
            screen.controllers.append(controller)
            return .object(controller)
        }
        registerMembers(registry.instanceTable(.library("UIViewController")))
        registerSubclassing(registry)
    }

    private static func registerMembers(_ table: MemberTable) {
        let type = SwiftType.library("UIViewController", [])
        let completion = Param.optional("completion", .optional(.function([], .void)), default: .optional(nil))
        StandIns.property(table, "title", .optional(.string), of: UIViewControllerObject.self, get: { StandIns.optional($0.title) }) {
            controller, new, site in controller.title = try StandIns.optionalString(new, site, 0)
        }
        table.addProperty("view", type: { _ in .library("UIView", []) }) { receiver, site in
            let controller = try StandIns.object(receiver, site, as: UIViewControllerObject.self)
            controller.loadViewIfNeeded(site.runtime)
            try site.runtime.checkPending()
            return .object(controller.view)
        }
        StandIns.property(table, "navigationItem", .library("UINavigationItem", []), of: UIViewControllerObject.self) {
            .object($0.navigationItem)
        }
        StandIns.property(table, "navigationController", .optional(.library("UINavigationController", [])),
                          of: UIViewControllerObject.self) { StandIns.optional($0.navigationController) }
        table.addProperty("presentedViewController", type: { _ in .optional(type) }) { receiver, site in
            StandIns.optionalController(try StandIns.object(receiver, site, as: UIViewControllerObject.self).presented,
                                        site.runtime)
        }
        table.addProperty("presentingViewController", type: { _ in .optional(type) }) { receiver, site in
            StandIns.optionalController(try StandIns.object(receiver, site, as: UIViewControllerObject.self).presenting,
                                        site.runtime)
        }
        table.addMethod("present", [Param.positional(type), Param.labeled("animated", .bool), completion],
                        result: { _, _ in .void }) { receiver, arguments, site in
            let presenter = try StandIns.object(receiver, site, as: UIViewControllerObject.self)
            let presented = try StandIns.object(arguments[0], site, as: UIViewControllerObject.self, 0)
            if presenter.presented != nil {
                site.runtime.write("Warning: Attempt to present \(presented.printed) on \(presenter.printed) which is already presenting \(presenter.presented?.printed ?? "")\n")
                return .void
            }
            presenter.presented = presented
            presented.presenting = presenter
            let runtime = site.runtime
            presented.hold(runtime)
            let animated = try Builtins.bool(arguments[1], site, 1)
            presented.appear(animated: animated, runtime) { StandIns.call(arguments[2], [], runtime) }
            try runtime.checkPending()
            return .void
        }
        table.addMethod("dismiss", [Param.labeled("animated", .bool), completion], result: { _, _ in .void }) {
            receiver, arguments, site in
            let controller = try StandIns.object(receiver, site, as: UIViewControllerObject.self)
            // UIKit: a controller presenting nothing asks its presenter to dismiss it.
            guard let presenter = controller.presented != nil ? controller : controller.presenting,
                  let presented = presenter.presented else { return .void }
            presenter.presented = nil
            presented.presenting = nil
            let runtime = site.runtime
            presented.disappear(animated: try Builtins.bool(arguments[0], site, 0), runtime) {
                StandIns.call(arguments[1], [], runtime)
                presented.heldInstance = nil
            }
            try runtime.checkPending()
            return .void
        }
        for method in lifecycleMethods {
            table.addMethod(method, [Param.positional(.bool)], result: { _, _ in .void }) { receiver, arguments, site in
                let controller = try StandIns.object(receiver, site, as: UIViewControllerObject.self)
                // From the learner's override (`super.viewWillAppear(animated)`), UIKit's own does nothing more.
                if site.runtime.learnerOverrides(method, on: controller) { return .void }
                controller.lifecycle(method, animated: try Builtins.bool(arguments[0], site, 0), site.runtime)
                try site.runtime.checkPending()
                return .void
            }
        }
        table.addMethod("viewDidLoad", [], result: { _, _ in .void }) { _, _, _ in .void }
    }
}

/// A controller's `view`: its `frame` and `bounds` (a phone's screen, 390 × 844 points).
final class UIViewObject: UIKitObject {
    static let screenWidth = 390.0
    static let screenHeight = 844.0
    var frame: CGGeometryObject

    init(frame: CGGeometryObject) {
        self.frame = frame
    }

    override var typeName: String { "UIView" }

    static func register(_ registry: LibrarySet) {
        registry.staticTable("UIView").addMethod("init", [], result: { _, _ in .library("UIView", []) }) { _, _, site in
            .object(try UIScreenState.current(site, "UIView").adopt(UIViewObject(frame: .rect(0, 0, 0, 0))))
        }
        let table = registry.instanceTable(.library("UIView"))
        StandIns.property(table, "frame", .library("CGRect", []), of: UIViewObject.self, get: { .object($0.frame) }) {
            view, new, site in view.frame = try StandIns.object(new, site, as: CGGeometryObject.self)
        }
        StandIns.property(table, "bounds", .library("CGRect", []), of: UIViewObject.self) {
            .object(CGGeometryObject.rect(0, 0, $0.frame.numbers[2], $0.frame.numbers[3]))
        }
        StandIns.addViewProperties(table, of: UIViewObject.self)
    }
}

/// A controller's `navigationItem`: `title`, `rightBarButtonItem`, `leftBarButtonItem` (an item
/// put there shows on that controller's screen).
final class UINavigationItemObject: UIKitObject {
    var title: String?
    var right: UIBarButtonItemObject?
    var left: UIBarButtonItemObject?

    override var typeName: String { "UINavigationItem" }

    static func register(_ registry: LibrarySet) {
        let table = registry.instanceTable(.library("UINavigationItem"))
        let itemType = SwiftType.optional(.library("UIBarButtonItem", []))
        StandIns.property(table, "title", .optional(.string), of: UINavigationItemObject.self, get: { StandIns.optional($0.title) }) {
            item, new, site in item.title = try StandIns.optionalString(new, site, 0)
        }
        StandIns.property(table, "rightBarButtonItem", itemType, of: UINavigationItemObject.self, get: { StandIns.optional($0.right) }) {
            item, new, site in
            item.right = try StandIns.optionalObject(new, site, as: UIBarButtonItemObject.self)
            item.right?.owner = item.owner
        }
        StandIns.property(table, "leftBarButtonItem", itemType, of: UINavigationItemObject.self, get: { StandIns.optional($0.left) }) {
            item, new, site in
            item.left = try StandIns.optionalObject(new, site, as: UIBarButtonItemObject.self)
            item.left?.owner = item.owner
        }
    }
}
