import Foundation
import Interpreter
import RxSwift

/// The learner-facing type names of the engine's subjects, so `RxError.disposed` reads as it
/// does in RxSwift (``Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.``)
/// rather than naming the engine's `Value` specialization.
/// One per interpreter (its `RxLibrary`); locked, as the engine may report from another thread.
package final class DisposedObjectNames {
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]

    /// Remembers `object`'s name while its wrapper lives.
    package func register(_ object: AnyObject, base: String, element: SwiftType) {
        let name = "RxSwift.\(base)<\(Self.qualified(element))>"
        lock.lock()
        names[ObjectIdentifier(object)] = name
        lock.unlock()
    }

    /// Forgets `object` (its wrapper is going away).
    package func unregister(_ object: AnyObject) {
        lock.lock()
        names[ObjectIdentifier(object)] = nil
        lock.unlock()
    }

    /// The text of `error` when it is `RxError.disposed` of a known object.
    package func text(of error: Swift.Error) -> String? {
        guard case RxError.disposed(let object) = error else { return nil }
        lock.lock()
        let name = names[ObjectIdentifier(object)]
        lock.unlock()
        return name.map { "Object `\($0)` was already disposed." }
    }

    /// A type as Swift's runtime names it, module included (`Swift.Int`, `Swift.Array<Swift.String>`).
    package static func qualified(_ type: SwiftType) -> String {
        switch type {
        case .int: return "Swift.Int"
        case .double: return "Swift.Double"
        case .string: return "Swift.String"
        case .bool: return "Swift.Bool"
        case .character: return "Swift.Character"
        case .array(let element): return "Swift.Array<\(qualified(element))>"
        case .optional(let wrapped): return "Swift.Optional<\(qualified(wrapped))>"
        case .dictionary(let key, let value): return "Swift.Dictionary<\(qualified(key)), \(qualified(value))>"
        default: return type.description
        }
    }
}
