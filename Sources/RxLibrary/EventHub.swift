import Interpreter
import RxSwift

/// Hands the interpreter's Rx activity to its observer; costs one flag test when nobody listens.
package final class EventHub {
    package private(set) weak var observer: InterpreterObserver?
    /// Whether an observer listens (read on every event, so kept as a plain flag).
    package private(set) var isActive = false
    /// Observables and traits bound to a variable: their lanes show what they pass on.
    private var namedObservables: Set<RxObjectID> = []
    /// The top-level subscription being made, while its `subscribe` call runs.
    private(set) var currentSubscription: RxObjectID?
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
        if object is ObservableObject || object is TraitObject { namedObservables.insert(object.id) }
        let info = object.info
        send { $0.interpreter($1, didBind: name, to: info) }
    }

    @inline(__always)
    package func emitted(_ id: RxObjectID, _ kind: RxEventRecord.Kind, _ value: Value?) {
        guard isActive else { return }
        send { $0.interpreter($1, object: id, didEmit: RxEventRecord(kind: kind, value: value)) }
    }

    /// Runs `body` (a `subscribe` or `bind` call) with `subscription` as the one being made, so
    /// the taps on named observables in its chain report to it.
    package func subscribing<Result>(_ subscription: RxObjectID, _ body: () throws -> Result) rethrows -> Result {
        let outer = currentSubscription
        currentSubscription = subscription
        defer { currentSubscription = outer }
        return try body()
    }

    /// `observable` (a named one) passed an event on in the chain of `subscription`.
    package func delivered(_ observable: RxObjectID, _ kind: RxEventRecord.Kind, _ value: Value?,
                           to subscription: RxObjectID) {
        guard isActive else { return }
        send {
            $0.interpreter($1, observable: observable, didDeliver: RxEventRecord(kind: kind, value: value),
                           toSubscription: subscription)
        }
    }

    /// `observable` with a tap reporting what it passes on to the subscription whose chain
    /// includes it, when it is named (bound to a variable) and somebody listens.
    package func tapped(_ observable: Observable<Value>, of object: RxObject) -> Observable<Value> {
        guard isActive, namedObservables.contains(object.id) else { return observable }
        let id = object.id
        return Observable.deferred { [weak self] in
            guard let self, let subscription = self.currentSubscription else { return observable }
            return observable.do(
                onNext: { [weak self] in self?.delivered(id, .next, $0, to: subscription) },
                onError: { [weak self] in
                    guard let self else { return }
                    self.delivered(id, .error, self.value(of: $0), to: subscription)
                },
                onCompleted: { [weak self] in self?.delivered(id, .completed, nil, to: subscription) })
        }
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
