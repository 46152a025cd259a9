/// A library object the learner holds: a subject, observable, disposable, scheduler, error…
/// Each kind of object names the member table its methods come from. Libraries in other
/// targets declare their objects as classes conforming to it.
package protocol RuntimeObject: AnyObject {
    /// The type as the learner sees it, e.g. `PublishSubject<String>`.
    var type: SwiftType { get }
    /// The table its members are looked up in.
    var family: MemberFamily { get }
    /// What `print` shows.
    var printed: String { get }
    /// What the REPL shows for it as a value.
    var summary: String { get }
    /// Whether two values hold the same object (or equal ones).
    func isEqual(to other: RuntimeObject) -> Bool
    /// Whether the object can stand where `type` is expected.
    func conforms(to expected: SwiftType) -> Bool
}

extension RuntimeObject {
    package var family: MemberFamily { .none }
    package var printed: String { type.description }
    package var summary: String { printed }
    package func isEqual(to other: RuntimeObject) -> Bool { self === other }
    package func conforms(to expected: SwiftType) -> Bool { RuntimeObjects.sameLibraryType(type, expected) }
}

/// Helpers for objects' conformances.
package enum RuntimeObjects {
    /// Whether `actual` and `expected` are the same library type by name.
    package static func sameLibraryType(_ actual: SwiftType, _ expected: SwiftType) -> Bool {
        if case .library(let name, _) = expected, case .library(let mine, _) = actual { return name == mine }
        return false
    }
}

/// An error thrown by the engine (such as `RxError.noElements`), kept as a value.
package final class NativeErrorObject: RuntimeObject {
    package let error: Swift.Error
    /// The text a library gave the error (RxSwift's name for a disposed subject), if any.
    private let knownText: String?

    package init(_ error: Swift.Error, text: String? = nil) {
        self.error = error
        knownText = text
    }

    package var type: SwiftType { .library(String(describing: Swift.type(of: error)), []) }
    package var printed: String { knownText ?? String(describing: error) }
    package var family: MemberFamily { .error }

    package func conforms(to expected: SwiftType) -> Bool {
        if case .error = expected { return true }
        return RuntimeObjects.sameLibraryType(type, expected)
    }
}

/// A learner value thrown as a Swift error (so it can travel through the engine as `.error`).
package struct ThrownValue: Swift.Error, CustomStringConvertible {
    package let value: Value

    package var description: String { ValuePrinter.describe(value) }
}

extension Value {
    /// A learner value from an error: the thrown value itself, or the engine's error.
    package static func fromError(_ error: Swift.Error, in runtime: Runtime) -> Value {
        fromError(error, text: runtime.libraries.text(of: error))
    }

    /// A learner value from an error, printed as `text` when a library knows better.
    package static func fromError(_ error: Swift.Error, text: String?) -> Value {
        if let thrown = error as? ThrownValue { return thrown.value }
        return .object(NativeErrorObject(error, text: text))
    }

    /// The value as a Swift error for the engine.
    package var asError: Swift.Error {
        if case .object(let object) = self, let native = object as? NativeErrorObject { return native.error }
        return ThrownValue(value: self)
    }
}
