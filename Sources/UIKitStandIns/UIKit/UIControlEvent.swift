import Interpreter

/// A `UIControl.Event` value (`.touchUpInside`, `.editingChanged`, `.valueChanged`…): UIKit's
/// bit mask, printed as Swift prints it (`UIControlEvents(rawValue: 64)`).
final class UIControlEventObject: RuntimeObject {
    let rawValue: UInt

    init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    var type: SwiftType { .library("UIControl.Event", []) }
    var family: MemberFamily { .library("UIControl.Event") }
    var printed: String { "UIControlEvents(rawValue: \(rawValue))" }
    func isEqual(to other: RuntimeObject) -> Bool { (other as? UIControlEventObject)?.rawValue == rawValue }
    func conforms(to expected: SwiftType) -> Bool { expected.libraryName == "UIControl.Event" }

    /// UIKit's events and their bits.
    static let named: [(String, UInt)] = [
        ("touchDown", 1 << 0), ("touchDownRepeat", 1 << 1), ("touchDragInside", 1 << 2), ("touchDragOutside", 1 << 3),
        ("touchDragEnter", 1 << 4), ("touchDragExit", 1 << 5), ("touchUpInside", 1 << 6), ("touchUpOutside", 1 << 7),
        ("touchCancel", 1 << 8), ("valueChanged", 1 << 12), ("primaryActionTriggered", 1 << 13),
        ("menuActionTriggered", 1 << 14), ("editingDidBegin", 1 << 16), ("editingChanged", 1 << 17),
        ("editingDidEnd", 1 << 18), ("editingDidEndOnExit", 1 << 19), ("allTouchEvents", 0x0000_0FFF),
        ("allEditingEvents", 0x000F_0000), ("applicationReserved", 0x0F00_0000), ("systemReserved", 0xF000_0000),
        ("allEvents", 0xFFFF_FFFF),
    ]

    static func bits(of name: String) -> UInt { named.first { $0.0 == name }?.1 ?? 0 }

    static func register(_ registry: LibrarySet) {
        let statics = registry.staticTable("UIControl.Event")
        for (name, bits) in named {
            statics.addProperty(name, type: { _ in .library("UIControl.Event", []) }) { _, _ in
                .object(UIControlEventObject(rawValue: bits))
            }
            registry.implicitMembers[name] = .library("UIControl.Event", [])
        }
        registry.typeNames["UIControl.Event"] = { _ in .library("UIControl.Event", []) }
        // `UIControl.Event.touchUpInside`: the nested type as a member of `UIControl`.
        registry.staticTable("UIControl").addProperty("Event", type: { _ in .unknown }) { _, _ in
            .type(.library("UIControl.Event", []))
        }
    }
}

/// A `UIControl`: enabled or not, and the targets that `sendActions(for:)` calls for each event.
class UIControlObject: UIKitObject {
    var isEnabled = true
    private var targets: [(id: Int, events: UInt, action: () -> Void)] = []
    private var nextTarget = 0

    /// Registers `action` for `events`; disposing the result removes it (as RxCocoa's target does).
    func addTarget(for events: UInt, _ action: @escaping () -> Void) -> () -> Void {
        nextTarget += 1
        let id = nextTarget
        targets.append((id, events, action))
        return { [weak self] in self?.targets.removeAll { $0.id == id } }
    }

    /// Calls every target registered for an event among `events`, in the order they were added.
    /// As in UIKit, this does not look at `isEnabled`: it is the control telling its targets.
    func sendActions(for events: UInt) {
        for target in targets where target.events & events != 0 { target.action() }
    }

    static func register(_ registry: LibrarySet, into table: MemberTable) {
        table.addMethod("sendActions", [Param.labeled("for", .library("UIControl.Event", []))],
                        result: { _, _ in .void }) { receiver, arguments, site in
            let control = try StandIns.object(receiver, site, as: UIControlObject.self)
            let event = try StandIns.object(arguments[0], site, as: UIControlEventObject.self, 0)
            try site.runtime.checkPending()
            control.sendActions(for: event.rawValue)
            try site.runtime.checkPending()
            return .void
        }
        StandIns.property(table, "isEnabled", .bool, of: UIControlObject.self, get: { .bool($0.isEnabled) }) {
            control, new, site in control.isEnabled = try Builtins.bool(new, site, 0)
        }
        StandIns.addViewProperties(table, of: UIControlObject.self)
    }
}
