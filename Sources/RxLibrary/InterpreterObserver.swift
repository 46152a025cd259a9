import Interpreter

/// The identity of an Rx object (subject, relay, observable, subscription, bag) in one
/// interpreter, stable for the object's life.
public struct RxObjectID: Hashable, Sendable, CustomStringConvertible {
    /// The number, unique within one interpreter.
    public let rawValue: Int

    /// The id as text.
    public var description: String { "#\(rawValue)" }
}

/// What kind of Rx object a variable holds.
public enum RxObjectKind: String, Sendable {
    /// A `PublishSubject`.
    case publishSubject
    /// A `BehaviorSubject`.
    case behaviorSubject
    /// A `ReplaySubject`.
    case replaySubject
    /// An `AsyncSubject`.
    case asyncSubject
    /// A `PublishRelay`.
    case publishRelay
    /// A `BehaviorRelay`.
    case behaviorRelay
    /// A `ReplayRelay`.
    case replayRelay
    /// RxSwift 4's `Variable` (a behavior relay here).
    case variable
    /// An `Observable` made by a creation operator or an operator.
    case observable
    /// A `Single`.
    case single
    /// A `Maybe`.
    case maybe
    /// A `Completable`.
    case completable
    /// What `subscribe` returned.
    case subscription
    /// Any other disposable (`Disposables.create`).
    case disposable
    /// A `DisposeBag`.
    case disposeBag

    /// Whether events are pushed into it by the learner (subjects and relays).
    public var isSubjectOrRelay: Bool {
        switch self {
        case .publishSubject, .behaviorSubject, .replaySubject, .asyncSubject, .publishRelay, .behaviorRelay,
             .replayRelay, .variable:
            return true
        default: return false
        }
    }
}

/// An Rx object as the timeline sees it.
public struct RxObjectInfo: Sendable {
    /// Its identity.
    public let id: RxObjectID
    /// What it is.
    public let kind: RxObjectKind
    /// Its Swift type, e.g. `PublishSubject<String>`.
    public let typeName: String
    /// The objects it was made from, nearest first, up to the subjects and creation operators
    /// at the top (empty for a subject).
    public let lineage: [RxObjectID]
    /// The source text of the call that made it (`s.map { $0 * 2 }`), for an operator's result.
    public var sourceText: String?
}

/// One event an Rx object emitted or a subscription received. Its text is made only when asked.
public struct RxEventRecord: CustomStringConvertible {
    /// The kind of event.
    public enum Kind: Sendable {
        /// An element.
        case next
        /// An error that ended the sequence.
        case error
        /// The end of the sequence.
        case completed
    }

    /// The kind of event.
    public let kind: Kind
    package let value: Value?

    /// The element or error as `print` shows it (empty for `completed`).
    public var text: String { value.map(ValuePrinter.describe) ?? "" }

    /// The event as RxSwift prints it: `next(1)`, `error(boom)`, `completed`.
    public var description: String {
        switch kind {
        case .next: return "next(\(text))"
        case .error: return "error(\(text))"
        case .completed: return "completed"
        }
    }
}

/// Watches what learner code does with Rx objects, so the REPL can draw timelines. Every method
/// has an empty default; all are called on the interpreter's evaluation thread.
public protocol InterpreterObserver: AnyObject {
    /// A top-level variable now holds an Rx object (`let subject = PublishSubject<Int>()`,
    /// `bag = DisposeBag()`).
    func interpreter(_ interpreter: Interpreter, didBind name: String, to object: RxObjectInfo)
    /// A subscription was made on `source`.
    func interpreter(_ interpreter: Interpreter, didSubscribe subscription: RxObjectID, to source: RxObjectInfo)
    /// A subscription (or other disposable) was disposed.
    func interpreter(_ interpreter: Interpreter, didDispose disposable: RxObjectID)
    /// A subject or relay emitted an event, or a subscription received one.
    func interpreter(_ interpreter: Interpreter, object: RxObjectID, didEmit event: RxEventRecord)
    /// A disposable was put into a dispose bag.
    func interpreter(_ interpreter: Interpreter, didAdd disposable: RxObjectID, to bag: RxObjectID)
    /// A named observable passed `event` on, in the chain that `subscription` (a subscription made
    /// through it, further down the chain) built.
    func interpreter(_ interpreter: Interpreter, observable: RxObjectID, didDeliver event: RxEventRecord,
                     toSubscription subscription: RxObjectID)
}

extension InterpreterObserver {
    /// Does nothing.
    public func interpreter(_ interpreter: Interpreter, didBind name: String, to object: RxObjectInfo) {}
    /// Does nothing.
    public func interpreter(_ interpreter: Interpreter, didSubscribe subscription: RxObjectID, to source: RxObjectInfo) {}
    /// Does nothing.
    public func interpreter(_ interpreter: Interpreter, didDispose disposable: RxObjectID) {}
    /// Does nothing.
    public func interpreter(_ interpreter: Interpreter, object: RxObjectID, didEmit event: RxEventRecord) {}
    /// Does nothing.
    public func interpreter(_ interpreter: Interpreter, didAdd disposable: RxObjectID, to bag: RxObjectID) {}
    /// Does nothing.
    public func interpreter(_ interpreter: Interpreter, observable: RxObjectID, didDeliver event: RxEventRecord,
                            toSubscription subscription: RxObjectID) {}
}
