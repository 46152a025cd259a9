import Interpreter
import RxLibrary

/// `UIImagePickerController()`: the system's photo picker, a controller to present, with
/// `sourceType` (`.photoLibrary`, `.camera`), `allowsEditing` and a weak `delegate` that adopts
/// `UIImagePickerControllerDelegate` and `UINavigationControllerDelegate`.
///
/// UIKit has no public way to act as the user in the picker, so the playground adds
/// `pick(_:)` and `cancel()`: they call the delegate's `imagePickerController(_:didFinishPickingMediaWithInfo:)`
/// or `imagePickerControllerDidCancel(_:)` when it implements them (the methods are optional:
/// a delegate without one hears nothing). Dismissing the picker is the delegate's job, as in UIKit.
final class UIImagePickerControllerObject: UIViewControllerObject {
    var sourceType = "photoLibrary"
    var allowsEditing = false
    /// The delegate, held weakly as UIKit does.
    var delegate: WeakReference?

    override var typeName: String { "UIImagePickerController" }
    override var printed: String { "<UIImagePickerController: \(sourceType)>" }

    /// The title the picker shows for its source.
    override var displayTitle: String? { sourceType == "camera" ? "Camera" : "Photos" }

    static let type = SwiftType.library("UIImagePickerController", [])
    static let sourceTypes = ["photoLibrary", "camera", "savedPhotosAlbum"]
    static let delegateProtocols = ["UIImagePickerControllerDelegate", "UINavigationControllerDelegate"]

    static func registerPicker(_ registry: LibrarySet) {
        registry.staticTable("UIImagePickerController").addMethod("init", [], result: { _, _ in type }) { _, _, site in
            _ = try UIScreenState.current(site, "UIImagePickerController")
            return .object(UIImagePickerControllerObject())
        }
        let sources = registry.staticTable("UIImagePickerController.SourceType")
        for name in sourceTypes {
            sources.addProperty(name, type: { _ in .library("UIImagePickerController.SourceType", []) }) { _, _ in .string(name) }
            registry.implicitMembers[name] = .library("UIImagePickerController.SourceType", [])
        }
        registry.staticTable("UIImagePickerController").addProperty("SourceType", type: { _ in .unknown }) { _, _ in
            .type(.library("UIImagePickerController.SourceType", []))
        }
        InfoKeyObject.register(registry)
        for name in delegateProtocols {
            registry.typeNames[name] = { _ in .any }
            registry.protocolNames.insert(name)
        }
        registerMembers(registry.instanceTable(.library("UIImagePickerController"),
                                               parent: registry.instanceTable(.library("UIViewController"))))
    }

    private static func registerMembers(_ table: MemberTable) {
        let sourceType = SwiftType.library("UIImagePickerController.SourceType", [])
        StandIns.property(table, "sourceType", sourceType, of: UIImagePickerControllerObject.self, get: { .string($0.sourceType) }) {
            picker, new, site in picker.sourceType = try Builtins.string(new, site, 0)
        }
        StandIns.property(table, "allowsEditing", .bool, of: UIImagePickerControllerObject.self, get: { .bool($0.allowsEditing) }) {
            picker, new, site in picker.allowsEditing = try Builtins.bool(new, site, 0)
        }
        StandIns.property(table, "delegate", .optional(.any), of: UIImagePickerControllerObject.self,
                          get: { $0.delegate?.value ?? .none }) { picker, new, site in
            picker.delegate = try delegateReference(new, site)
        }
        table.addMethod("pick", [Param.positional(.optional(UIImageObject.imageType))], result: { _, _ in .void }) {
            receiver, arguments, site in
            let picker = try onScreen(receiver, site, "pick(_:)")
            guard let image = try StandIns.optionalObject(arguments[0], site, as: UIImageObject.self) else {
                throw site.error("pick needs an image: UIImage(named:) found none")
            }
            try picker.tellDelegate("imagePickerController", labels: [nil, "didFinishPickingMediaWithInfo"],
                                    [receiver, picker.info(for: image)], site)
            return .void
        }
        table.addMethod("cancel", [], result: { _, _ in .void }) { receiver, _, site in
            let picker = try onScreen(receiver, site, "cancel()")
            try picker.tellDelegate("imagePickerControllerDidCancel", labels: [nil], [receiver], site)
            return .void
        }
    }

    /// What a delegate assignment stores: nil, or a weak reference to a learner object (the
    /// delegate protocols are class protocols).
    private static func delegateReference(_ value: Value, _ site: CallSite) throws -> WeakReference? {
        switch value {
        case .optional(nil): return nil
        case .object(is ClassInstance), .optional(.some(.object(is ClassInstance))): return WeakReference(value)
        case .optional(.some(let wrapped)):
            throw site.error("cannot assign value of type '\(ValuePrinter.dynamicType(of: wrapped))' to type "
                             + "'(any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?'")
        default:
            throw site.error("cannot assign value of type '\(ValuePrinter.dynamicType(of: value))' to type "
                             + "'(any UIImagePickerControllerDelegate & UINavigationControllerDelegate)?'")
        }
    }

    /// The picker a `pick`/`cancel` acts on; the user can only act on a picker on screen.
    private static func onScreen(_ receiver: Value, _ site: CallSite, _ action: String) throws -> UIImagePickerControllerObject {
        let picker = try StandIns.object(receiver, site, as: UIImagePickerControllerObject.self)
        guard picker.presenting != nil else {
            throw site.error("the picker is not on screen: present it first (\(action) acts as the user in it)")
        }
        return picker
    }

    /// The `info` UIKit hands the delegate for a picked image.
    private func info(for image: UIImageObject) -> Value {
        var info: [(Value, Value)] = [(InfoKeyObject.value("mediaType"), .string("public.image")),
                                      (InfoKeyObject.value("originalImage"), .object(image))]
        if allowsEditing { info.append((InfoKeyObject.value("editedImage"), .object(image))) }
        return .dictionary(DictionaryValue(info))
    }

    /// Calls the delegate's method when it has one (an optional protocol method: otherwise nothing happens).
    private func tellDelegate(_ name: String, labels: [String?], _ arguments: [Value], _ site: CallSite) throws {
        guard let delegate = delegate?.value, case .optional(.some(let object)) = delegate else { return }
        let answered = try site.runtime.callLearnerMethod(on: object, name, labels: labels, arguments) != nil
        try site.runtime.checkPending()
        // RxCocoa's proxy hands a method it does not implement itself to the delegate it forwards to.
        if !answered, case .object(let instance as ClassInstance) = object, let proxy = instance.base as? DelegateProxyObject {
            _ = try site.runtime.callLearnerMethod(on: proxy.forwardValue, name, labels: labels, arguments)
            try site.runtime.checkPending()
        }
    }
}

/// `UIImagePickerController.InfoKey` (`.originalImage`, `.editedImage`, `.mediaType`): the keys of
/// the `info` dictionary, printed as Swift prints them. One object per key, so keys hash alike.
final class InfoKeyObject: RuntimeObject {
    let rawValue: String

    private init(rawValue: String) {
        self.rawValue = rawValue
    }

    var type: SwiftType { .library("UIImagePickerController.InfoKey", []) }
    var family: MemberFamily { .library("UIImagePickerController.InfoKey") }
    var printed: String { "UIImagePickerControllerInfoKey(_rawValue: \(rawValue))" }
    func isEqual(to other: RuntimeObject) -> Bool { (other as? InfoKeyObject)?.rawValue == rawValue }
    func conforms(to expected: SwiftType) -> Bool { expected.libraryName == "UIImagePickerController.InfoKey" }

    /// UIKit's keys, by their Swift names; immutable, so shared by every interpreter.
    private static let keys: [String: InfoKeyObject] = Dictionary(uniqueKeysWithValues: [
        "mediaType", "originalImage", "editedImage", "cropRect", "imageURL",
    ].map { name in
        (name, InfoKeyObject(rawValue: "UIImagePickerController" + name.prefix(1).uppercased() + name.dropFirst()))
    })

    static func value(_ name: String) -> Value { keys[name].map { .object($0) } ?? .none }

    static func register(_ registry: LibrarySet) {
        let type = SwiftType.library("UIImagePickerController.InfoKey", [])
        let statics = registry.staticTable("UIImagePickerController.InfoKey")
        for name in keys.keys.sorted() {
            statics.addProperty(name, type: { _ in type }) { _, _ in value(name) }
            registry.implicitMembers[name] = type
        }
        registry.typeNames["UIImagePickerController.InfoKey"] = { _ in type }
        registry.typeNames["UIImagePickerController.SourceType"] = { _ in .library("UIImagePickerController.SourceType", []) }
        registry.staticTable("UIImagePickerController").addProperty("InfoKey", type: { _ in .unknown }) { _, _ in .type(type) }
    }
}
