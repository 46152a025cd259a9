import Interpreter

/// The names RxSwift and RxRelay give learner code: types, the implicit members of their enums
/// (`.next`, `.seconds`), and what Tab completion offers.
enum RxTypes {
    /// Rx types kept as `.library(name, arguments)`.
    static let names: Set<String> = [
        "Observable", "GroupedObservable", "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject",
        "PublishRelay", "BehaviorRelay", "ReplayRelay", "Variable",
        "Single", "Maybe", "Event", "MaybeEvent", "CompletableEvent",
        "Disposable", "Cancelable", "DisposeBag", "Disposables", "CompositeDisposable", "SerialDisposable",
        "SingleAssignmentDisposable", "BooleanDisposable",
        "AnyObserver", "ObserverType", "ObservableType", "ObservableConvertibleType",
        "RxTimeInterval",
        "MainScheduler", "CurrentThreadScheduler", "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler",
        "SchedulerType", "ImmediateSchedulerType", "ConcurrentMainScheduler", "OperationQueueScheduler",
        "RxError", "Resources", "Hooks", "SubjectLifetimeScope", "DispatchQoS",
        "Driver", "Signal", "ControlEvent", "ControlProperty", "Binder",
    ]

    /// What Tab offers at the start of a name.
    static let completionNames: Set<String> = [
        "Observable", "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject", "PublishRelay", "BehaviorRelay",
        "ReplayRelay", "Single", "Maybe", "Completable", "DisposeBag", "Disposables", "MainScheduler", "Event",
    ]

    static func register(into libraries: LibrarySet) {
        for name in names { libraries.typeNames[name] = { .library(name, $0) } }
        libraries.typeNames["Completable"] = { _ in .library("Completable", []) }
        libraries.typeNames["SingleEvent"] = { .library("Result", [$0.first ?? .unknown]) }
        libraries.typeNames["DispatchTimeInterval"] = { _ in .library("RxTimeInterval", []) }
        libraries.completionNames.formUnion(completionNames)
        libraries.modules.formUnion(["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking", "RxSwift"])
        libraries.modulesNote = "the playground provides RxSwift, RxRelay, RxCocoa's relays and Foundation basics"
        for name in ["next", "error", "completed"] { libraries.implicitMembers[name] = .library("Event", [.unknown]) }
        for name in ["success", "failure"] { libraries.implicitMembers[name] = .library("Result", [.unknown]) }
        for name in ["milliseconds", "seconds", "microseconds", "nanoseconds", "never"] {
            libraries.implicitMembers[name] = .library("RxTimeInterval", [])
        }
        let payloads: (String, SwiftType) -> [SwiftType] = { caseName, element in
            switch caseName {
            case "next", "success": return [element]
            case "error", "failure": return [.error]
            default: return []
            }
        }
        for name in ["Event", "Result", "MaybeEvent", "CompletableEvent"] { libraries.enumPayloads[name] = payloads }
        libraries.caseAliases["Result"] = [
            "error": ("failure", "'.error' is now '.failure' in a Single (RxSwift 6): case .failure(let error)"),
        ]
    }
}
