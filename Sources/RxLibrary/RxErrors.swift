import Interpreter
import RxSwift

/// `RxError`'s cases as values learner code can name (`RxError.noElements`), and
/// `Resources.total`, RxSwift's count of live resources.
package enum RxErrors {
    /// The cases without a payload, by RxSwift's name.
    package static let cases: [(String, RxError)] = [
        ("unknown", .unknown), ("overflow", .overflow), ("argumentOutOfRange", .argumentOutOfRange),
        ("noElements", .noElements), ("moreThanOneElement", .moreThanOneElement), ("timeout", .timeout),
    ]

    package static func register(_ registry: LibrarySet) {
        let errors = registry.staticTable("RxError")
        let errorType = SwiftType.library("RxError", [])
        for (name, error) in cases {
            errors.addProperty(name, type: { _ in errorType }) { _, _ in .object(NativeErrorObject(error)) }
        }
        errors.addMethod("disposed", [Param.labeled("object")], result: { _, _ in errorType }) { _, arguments, site in
            guard case .object(let object) = arguments[0] else {
                throw Diagnostic(.error, "argument type '\(ValuePrinter.dynamicType(of: arguments[0]))' expected to be an instance of a class or class-constrained type",
                                 at: site.range(of: 0))
            }
            // A subject is named after the engine's subject it wraps, as RxSwift's text names it.
            let engineObject: AnyObject = (object as? SubjectObject).map { $0.observable as AnyObject } ?? object
            let error = RxError.disposed(object: engineObject)
            return .object(NativeErrorObject(error, text: site.runtime.events.disposedNames.text(of: error)))
        }
        registry.staticTable("Resources").addProperty("total", type: { _ in .int }) { _, _ in
            .int(Int(Resources.total))
        }
    }
}
