import Interpreter
import RxSwift

/// RxSwift and RxRelay for learner code: subjects, relays, observables and their operators,
/// traits, disposables and schedulers, as member tables over the interpreter's values.
///
/// ```swift
/// let rx = RxLibrary(scheduler: HistoricalScheduler())
/// let interpreter = Interpreter(libraries: [rx])
/// rx.observer = timeline   // hears subjects, subscriptions and events
/// ```
public final class RxLibrary: InterpreterLibrary {
    /// The scheduler behind `MainScheduler.instance` and every scheduler argument: a virtual-time
    /// one, so nothing waits on the wall clock.
    public let scheduler: any SchedulerType
    let events = EventHub()
    /// The dispatch queues on the virtual clock: the main queue, global queues, labelled ones.
    package private(set) lazy var dispatch = VirtualDispatch(clock: scheduler)
    /// `MainScheduler.instance`: one per interpreter, as RxSwift has one per process.
    package private(set) lazy var mainScheduler = VirtualMainScheduler(dispatch: dispatch, alwaysAsync: false)
    /// `MainScheduler.asyncInstance`.
    package private(set) lazy var mainAsyncScheduler = VirtualMainScheduler(dispatch: dispatch, alwaysAsync: true)

    /// The library on `scheduler` (a fresh `HistoricalScheduler` by default).
    public init(scheduler: (any SchedulerType)? = nil) {
        self.scheduler = scheduler ?? HistoricalScheduler()
    }

    /// Who is told about subjects, subscriptions and events, for the timeline. Held weakly.
    public var observer: InterpreterObserver? {
        get { events.observer }
        set { events.setObserver(newValue) }
    }

    package func register(into libraries: LibrarySet) {
        libraries.keep(self)
        events.libraries = libraries
        for register in RxBridge.groups { register(libraries) }
        RxTypes.register(into: libraries)
        RxProtocols.register(into: libraries)
        libraries.errorCaseNames.append(RxErrorCases.name)
        libraries.errorTexts.append { [events] error in events.disposedNames.text(of: error) }
        libraries.bindingObservers.append { [events] name, value, declared in
            events.bound(name: name, value: value, declared: declared)
        }
    }
}

extension Runtime {
    /// The Rx library registered in this runtime's interpreter.
    package var rx: RxLibrary {
        guard let library = libraries.state(RxLibrary.self) else {
            preconditionFailure("the Rx library's tables run only in an interpreter that registered it")
        }
        return library
    }

    /// The hub that tells the timeline about Rx objects and events.
    package var events: EventHub { rx.events }

    /// The scheduler behind `MainScheduler.instance` and every scheduler argument.
    package var scheduler: any SchedulerType { rx.scheduler }
}
