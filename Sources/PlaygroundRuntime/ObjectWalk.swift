import Foundation
@_spi(Playground) import UIKit

/// One walk over what the learner's program holds: everything its top-level variables and the
/// app's windows (the screen, its navigation stacks and presented controllers) reach through
/// stored properties, optionals, tuples, arrays, sets and dictionaries, read with `Mirror`.
///
/// What is reached only through a closure is not reached: a closure hides what it captures, as
/// it does from the learner. The walk reads and keeps nothing: each object is held only while
/// it is looked at. Past `budget` values it stops and says so (`isComplete`), so a huge array
/// of values costs bounded time and nothing is called unreachable that was not looked at.
struct ObjectWalk {
    /// How many values one walk looks at, at most.
    static let budget = 50_000

    /// The identities of the objects reached.
    private(set) var reached: Set<ObjectIdentifier> = []
    /// Whether the walk looked at everything (it stopped at `budget` otherwise).
    private(set) var isComplete = true

    /// Walks from `roots` (the learner's variables) and the app, breadth first, calling `visit`
    /// with each object reached the first time and its strong stored properties (its
    /// superclasses' included, `StrongFields`); a root that is an object is visited too. Weak
    /// and unowned references are not followed: they keep nothing alive.
    init(roots: [Any], visit: (AnyObject, [Mirror.Child]) -> Void) {
        var queue: [Any] = roots + [UIApplication.shared]
        var index = 0
        while index < queue.count {
            let value = queue[index]
            queue[index] = ()
            index += 1
            if Self.holdsNoObjects(value) { continue }
            // A learner type's own mirror is learner code, and its children are not its fields.
            if value is CustomReflectable, !Self.isLibraryType(type(of: value)) {
                isComplete = false
                continue
            }
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .class:
                let object = value as AnyObject
                guard reached.insert(ObjectIdentifier(object)).inserted else { continue }
                guard let properties = StrongFields.children(of: mirror) else {
                    isComplete = false
                    continue
                }
                visit(object, properties)
                enqueue(properties.lazy.map(\.value), to: &queue)
            case .struct:
                guard let properties = StrongFields.children(of: mirror) else {
                    isComplete = false
                    continue
                }
                enqueue(properties.lazy.map(\.value), to: &queue)
            default:
                enqueue(mirror.children.lazy.map(\.value), to: &queue)
            }
        }
    }

    /// Adds `values` to `queue`, leaving out what holds no object; values that would take the
    /// queue past the budget are not added, and the walk is incomplete (a million elements are
    /// never listed).
    private mutating func enqueue<Values: Collection>(_ values: Values, to queue: inout [Any])
    where Values.Element == Any {
        guard queue.count + values.count <= Self.budget else {
            isComplete = false
            return
        }
        queue += values.lazy.filter { !Self.holdsNoObjects($0) }
    }

    /// Whether `type` is the standard library's, Foundation's or the playground's (their
    /// mirrors are not learner code); known per type once asked.
    static func isLibraryType(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = libraryTypesLock.withLock({ libraryTypes[key] }) { return known }
        let name = String(reflecting: type)
        let answer =
            name.firstIndex(of: ".").map { PropertyOwners.libraryModules.contains(String(name[..<$0])) } ?? true
        libraryTypesLock.withLock { libraryTypes[key] = answer }
        return answer
    }

    private static let libraryTypesLock = NSLock()
    nonisolated(unsafe) private static var libraryTypes: [ObjectIdentifier: Bool] = [:]

    /// The object a stored property holds, through optionals; nil for values.
    static func object(in value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .class: return value as AnyObject
        case .optional: return mirror.children.first.flatMap { object(in: $0.value) }
        default: return nil
        }
    }

    private static func holdsNoObjects(_ value: Any) -> Bool {
        PlainTypes.holdNoObjects(type(of: value))
    }
}
