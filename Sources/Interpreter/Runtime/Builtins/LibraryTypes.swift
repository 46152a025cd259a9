/// The library types the playground knows by name.
enum LibraryTypes {
    /// Rx and Foundation types kept as `.library(name, arguments)`.
    static let libraryNames: Set<String> = [
        "Observable", "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject",
        "PublishRelay", "BehaviorRelay", "ReplayRelay", "Variable",
        "Single", "Maybe", "Completable", "Event", "MaybeEvent", "CompletableEvent",
        "Disposable", "Cancelable", "DisposeBag", "Disposables", "CompositeDisposable", "SerialDisposable",
        "SingleAssignmentDisposable", "BooleanDisposable",
        "AnyObserver", "ObserverType", "ObservableType", "ObservableConvertibleType",
        "RxTimeInterval", "DispatchTimeInterval",
        "MainScheduler", "CurrentThreadScheduler", "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler",
        "SchedulerType", "ImmediateSchedulerType", "ConcurrentMainScheduler", "OperationQueueScheduler",
        "RxError", "UUID", "Never", "Range", "ClosedRange", "Resources", "Hooks", "SubjectLifetimeScope", "DispatchQoS",
        "NSError",
    ]

    static func resolve(_ name: String, arguments: [SwiftType]) -> SwiftType? {
        switch name {
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": return .int
        case "Double", "Float", "Float32", "Float64", "CGFloat", "TimeInterval": return .double
        case "Bool": return .bool
        case "String", "Substring": return .string
        case "Character": return .character
        case "Any", "AnyObject", "AnyHashable": return .any
        case "Void": return .void
        case "Error", "LocalizedError": return .error
        case "Array", "ArraySlice": return .array(arguments.first ?? .unknown)
        case "Dictionary":
            return .dictionary(arguments.first ?? .unknown, arguments.count > 1 ? arguments[1] : .unknown)
        case "Optional": return .optional(arguments.first ?? .unknown)
        case "Result", "SingleEvent": return .library("Result", [arguments.first ?? .unknown])
        case "Completable": return .library("Completable", [])
        case "DispatchTimeInterval": return .library("RxTimeInterval", [])
        default:
            guard libraryNames.contains(name) || MockUI.typeNames.contains(name) else { return nil }
            return .library(name, arguments)
        }
    }
}
