import Interpreter
import RxSwift

/// The learner's body of a `create` (`Observable.create`, `Single.create`, `Infallible.create`):
/// called with what it sends events to, it returns its `Disposable`. A body cannot throw; an
/// error it raises stops the statement and leaves an empty disposable.
enum CreateBody {
    static func run(_ body: Function, with argument: Value, _ runtime: Runtime, _ site: CallSite) -> Disposable {
        guard runtime.pendingFailure == nil else { return Disposables.create() }
        do {
            return RxValues.disposable(from: try body.call1(argument, runtime))
        } catch let diagnostic as Diagnostic {
            runtime.fail(diagnostic)
        } catch {
            runtime.fail(Diagnostic(.error, "the error '\(Compiler.errorText(error, in: runtime))' was thrown from a 'create' body, which cannot throw",
                                    at: site.range))
        }
        return Disposables.create()
    }
}
