import Interpreter
import RxSwift

/// RxCocoa's `Binder` (`button.rx.isEnabled`, `label.rx.text`): an observer that sets a property
/// of a UI object for each element, on `MainScheduler.instance`. It cannot take an error: RxCocoa
/// stops the app with "Binding error" in a debug build, the playground stops the statement.
package final class BinderObject: RxObject, ObserverTarget {
    private let binding: (Value) throws -> Void
    private let scheduler: ImmediateSchedulerType
    private let runtime: Runtime

    /// A binder calling `binding` with each element on `scheduler`.
    package init(elementType: SwiftType, scheduler: ImmediateSchedulerType, runtime: Runtime,
                 binding: @escaping (Value) throws -> Void) {
        self.binding = binding
        self.scheduler = scheduler
        self.runtime = runtime
        super.init(id: runtime.events.newID(), kind: .observable, elementType: elementType)
    }

    package override var typeBaseName: String { "Binder" }
    package override var family: MemberFamily { .library("Binder") }

    package func receive(_ event: Event<Value>) {
        switch event {
        case .next(let value):
            let runtime = self.runtime
            let binding = self.binding
            _ = scheduler.schedule(value) { value in
                do {
                    try binding(value)
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                } catch {
                    runtime.fail(Diagnostic(.error, "\(error)", at: runtime.statementRange))
                }
                return Disposables.create()
            }
        case .error(let error):
            let text = ValuePrinter.describe(Value.fromError(error, in: runtime))
            runtime.fail(Diagnostic(.error, "Fatal error: Binding error: \(text)", at: runtime.statementRange))
        case .completed:
            break
        }
    }
}
