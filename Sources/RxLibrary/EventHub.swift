import Interpreter

/// Hands the interpreter's Rx activity to its observer; costs one flag test when nobody listens.
package final class EventHub {
    package private(set) weak var observer: InterpreterObserver?
    /// Whether an observer listens (read on every event, so kept as a plain flag).
    package private(set) var isActive = false
    /// The names of the subjects made in this interpreter, for `RxError.disposed`.
    package let disposedNames = DisposedObjectNames()
    /// The library set of the interpreter it reports on.
    package weak var libraries: LibrarySet?
    private var nextID = 0

    /// An engine error as a learner value, with RxSwift's name for a disposed subject.
    package func value(of error: Swift.Error) -> Value {
        Value.fromError(error, text: disposedNames.text(of: error))
    }

    package func setObserver(_ observer: InterpreterObserver?) {
        self.observer = observer
        isActive = observer != nil
    }

    package func newID() -> RxObjectID {
        nextID += 1
        return RxObjectID(rawValue: nextID)
    }

    private func send(_ body: (InterpreterObserver, Interpreter) -> Void) {
        guard let observer, let interpreter = libraries?.interpreter else {
            isActive = false
            return
        }
        body(observer, interpreter)
    }

    package func bound(name: String, value: Value, declared: SwiftType) {
        guard isActive, case .object(let object as RxObject) = value else { return }
        let info = object.info
        send { $0.interpreter($1, didBind: name, to: info) }
    }

    @inline(__always)
    package func emitted(_ id: RxObjectID, _ kind: RxEventRecord.Kind, _ value: Value?) {
        guard isActive else { return }
        send { $0.interpreter($1, object: id, didEmit: RxEventRecord(kind: kind, value: value)) }
    }

    package func subscribed(_ subscription: RxObjectID, to source: RxObject) {
        guard isActive else { return }
        let info = source.info
        send { $0.interpreter($1, didSubscribe: subscription, to: info) }
    }

    package func disposed(_ id: RxObjectID) {
        guard isActive else { return }
        send { $0.interpreter($1, didDispose: id) }
    }

    package func added(_ disposable: RxObjectID, to bag: RxObjectID) {
        guard isActive else { return }
        send { $0.interpreter($1, didAdd: disposable, to: bag) }
    }
}
