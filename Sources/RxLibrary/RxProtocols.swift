import Interpreter

/// RxSwift's protocols as learner code sees them: which names are protocols (written
/// `any Disposable` in Swift's messages), and the types learner code may extend, as RxSwift's
/// own playground does (`extension ObservableType { func addObserver(_ id: String) -> Disposable
/// { … } }`): which values get the extension's members and how `self` is typed inside it.
enum RxProtocols {
    static let names: Set<String> = [
        "Disposable", "Cancelable", "ObservableType", "ObservableConvertibleType", "ObserverType", "SchedulerType",
        "ImmediateSchedulerType",
    ]

    static func register(into libraries: LibrarySet) {
        libraries.protocolNames.formUnion(names)
        let observable = ExtensionTarget(selfType: .library("Observable", [.unknown])) { value in
            guard case .object(let object as RxObject) = value else { return false }
            return object is RelayObject || RxObject.isKind(object.typeBaseName, of: "ObservableType")
        }
        for name in ["ObservableType", "ObservableConvertibleType", "Observable"] {
            libraries.extensionTargets[name] = observable
        }
        for (name, traits) in [("PrimitiveSequence", ["Single", "Maybe", "Completable"]),
                               ("PrimitiveSequenceType", ["Single", "Maybe", "Completable"]),
                               ("Single", ["Single"]), ("Maybe", ["Maybe"]), ("Completable", ["Completable"])] {
            libraries.extensionTargets[name] = ExtensionTarget(selfType: .library(traits[0], [.unknown])) { value in
                guard case .object(let object as TraitObject) = value else { return false }
                return traits.contains(object.typeBaseName)
            }
        }
        // `extension Reactive where Base: UIButton`: accepted; its members reach no value yet.
        libraries.extensionTargets["Reactive"] = ExtensionTarget(selfType: .unknown) { _ in false }
    }
}
