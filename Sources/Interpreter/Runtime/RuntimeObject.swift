/// A library object the learner holds: a subject, observable, disposable, scheduler, error…
/// Each kind of object names the member table its methods come from.
class RuntimeObject {
    /// The type as the learner sees it, e.g. `PublishSubject<String>`.
    var type: SwiftType { .library("Object", []) }

    /// The table its members are looked up in.
    var family: MemberFamily { .none }

    /// What `print` shows.
    var printed: String { type.description }

    /// What the REPL shows for it as a value.
    var summary: String { printed }

    /// Whether two values hold the same object (or equal ones).
    func isEqual(to other: RuntimeObject) -> Bool { self === other }

    /// Whether the object can stand where `type` is expected.
    func conforms(to expected: SwiftType) -> Bool {
        if case .library(let name, _) = expected, case .library(let mine, _) = type { return name == mine }
        return false
    }
}

/// An error thrown by the engine (such as `RxError.noElements`), kept as a value.
final class NativeErrorObject: RuntimeObject {
    let error: Swift.Error

    init(_ error: Swift.Error) {
        self.error = error
    }

    override var type: SwiftType { .library(String(describing: Swift.type(of: error)), []) }
    override var printed: String { DisposedObjectNames.text(of: error) ?? String(describing: error) }
    override var family: MemberFamily { .error }

    override func conforms(to expected: SwiftType) -> Bool {
        if case .error = expected { return true }
        return super.conforms(to: expected)
    }
}

/// A learner value thrown as a Swift error (so it can travel through the engine as `.error`).
struct ThrownValue: Swift.Error, CustomStringConvertible {
    let value: Value

    var description: String { ValuePrinter.describe(value) }
}

extension Value {
    /// A learner value from an error: the thrown value itself, or the engine's error.
    static func fromError(_ error: Swift.Error) -> Value {
        if let thrown = error as? ThrownValue { return thrown.value }
        return .object(NativeErrorObject(error))
    }

    /// The value as a Swift error for the engine.
    var asError: Swift.Error {
        if case .object(let object) = self, let native = object as? NativeErrorObject { return native.error }
        return ThrownValue(value: self)
    }
}
