/// Hands the interpreter's Rx activity to its observer; costs one flag test when nobody listens.
final class EventHub {
    private(set) weak var observer: InterpreterObserver?
    /// Whether an observer listens (read on every event, so kept as a plain flag).
    private(set) var isActive = false
    weak var interpreter: Interpreter?
    private var nextID = 0

    func setObserver(_ observer: InterpreterObserver?) {
        self.observer = observer
        isActive = observer != nil
    }

    func newID() -> RxObjectID {
        nextID += 1
        return RxObjectID(rawValue: nextID)
    }

    private func send(_ body: (InterpreterObserver, Interpreter) -> Void) {
        guard let observer, let interpreter else {
            isActive = false
            return
        }
        body(observer, interpreter)
    }

    func bound(name: String, value: Value, declared: SwiftType) {
        guard isActive, case .object(let object as RxObject) = value else { return }
        let info = object.info
        send { $0.interpreter($1, didBind: name, to: info) }
    }

    @inline(__always)
    func emitted(_ id: RxObjectID, _ kind: RxEventRecord.Kind, _ value: Value?) {
        guard isActive else { return }
        send { $0.interpreter($1, object: id, didEmit: RxEventRecord(kind: kind, value: value)) }
    }

    func subscribed(_ subscription: RxObjectID, to source: RxObject) {
        guard isActive else { return }
        let info = source.info
        send { $0.interpreter($1, didSubscribe: subscription, to: info) }
    }

    func disposed(_ id: RxObjectID) {
        guard isActive else { return }
        send { $0.interpreter($1, didDispose: id) }
    }

    func added(_ disposable: RxObjectID, to bag: RxObjectID) {
        guard isActive else { return }
        send { $0.interpreter($1, didAdd: disposable, to: bag) }
    }
}
