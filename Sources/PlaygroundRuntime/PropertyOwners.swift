import Foundation
import RunnerProtocol
@_spi(Playground) import RxSwift

/// The learner's objects seen holding a dispose bag or an Rx object (a subject, a relay) in a
/// stored property, remembered weakly from walk to walk: after an input, the object a variable
/// held may be held by nothing the learner can reach, or be gone.
///
/// Only instances of the learner's own classes are remembered (not UIKit's or RxSwift's).
final class PropertyOwners {
    /// A stored property of a learner object and what it held, both weakly.
    struct Holding {
        weak var owner: AnyObject?
        weak var held: AnyObject?
        /// The owner's class, module and property, as the report names them.
        let place: RunnerSubscription.Place
    }

    private let lock = NSLock()
    private var bags: [ObjectIdentifier: Holding] = [:]
    private var sources: [ObjectIdentifier: Holding] = [:]

    /// Notes what `owner`'s stored `properties` hold, if `owner` is a learner object.
    func note(_ owner: AnyObject, properties: [Mirror.Child]) {
        guard let type = Self.learnerType(of: owner) else { return }
        for property in properties {
            // A cast from `Any` looks through optionals; no mirror is made for other values.
            guard let label = property.label,
                let held = (property.value as? DisposeBag)
                    ?? (property.value as? any ObservableConvertibleType)
                    .flatMap({ Swift.type(of: $0) is AnyClass ? $0 as AnyObject : nil })
            else { continue }
            let name = label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label
            let holding = Holding(
                owner: owner, held: held,
                place: RunnerSubscription.Place(module: type.module, className: type.name, property: name))
            lock.withLock {
                if held is DisposeBag {
                    bags[ObjectIdentifier(held)] = holding
                } else if held is any ObservableConvertibleType {
                    sources[ObjectIdentifier(held)] = holding
                    // A relay's subscribers subscribe to the subject inside it.
                    if !(held is any SubjectType), let inner = Self.innerSubject(of: held) {
                        sources[ObjectIdentifier(inner)] = Holding(owner: owner, held: inner, place: holding.place)
                    }
                }
            }
        }
    }

    /// The subject a relay (or another wrapper) keeps in a stored property.
    private static func innerSubject(of wrapper: AnyObject) -> AnyObject? {
        for child in StrongFields.children(of: Mirror(reflecting: wrapper)) ?? [] {
            if let object = ObjectWalk.object(in: child.value), object is any SubjectType { return object }
        }
        return nil
    }

    /// Forgets what is gone: bags that were freed, sources that were freed.
    func prune() {
        lock.withLock {
            bags = bags.filter { $0.value.held != nil }
            sources = sources.filter { $0.value.held != nil }
        }
    }

    /// The bags remembered whose owners are alive.
    var ownedBags: [(bag: DisposeBag, owner: AnyObject, place: RunnerSubscription.Place)] {
        lock.withLock {
            bags.values.compactMap { holding in
                guard let bag = holding.held as? DisposeBag, let owner = holding.owner else { return nil }
                return (bag, owner, holding.place)
            }
        }
    }

    /// The living learner object holding the living source with identity `id`, and where.
    func owner(ofSource id: ObjectIdentifier) -> (owner: AnyObject, place: RunnerSubscription.Place)? {
        lock.withLock {
            guard let holding = sources[id], let owner = holding.owner, let source = holding.held,
                ObjectIdentifier(source) == id
            else { return nil }
            return (owner, holding.place)
        }
    }

    /// The name and module of a learner class (one the compiled inputs declared), nil for the
    /// playground's own classes; known per type once asked.
    static func learnerType(of object: AnyObject) -> (name: String, module: String)? {
        let type = type(of: object)
        let key = ObjectIdentifier(type)
        if let known = typesLock.withLock({ types[key] }) { return known }
        let qualified = String(reflecting: type)
        var found: (name: String, module: String)?
        if let dot = qualified.firstIndex(of: "."), !libraryModules.contains(String(qualified[..<dot])) {
            found = (String(describing: type), String(qualified[..<dot]))
        }
        typesLock.withLock { types[key] = .some(found) }
        return found
    }

    private static let typesLock = NSLock()
    nonisolated(unsafe) private static var types: [ObjectIdentifier: (name: String, module: String)?] = [:]

    /// The modules of the playground and the toolchain, whose classes are not the learner's.
    static let libraryModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "RxSwift", "RxRelay", "RxCocoa", "RxTest",
        "RxBlocking", "UIKit", "Photos", "PlaygroundSupport", "PlaygroundRuntime", "PlaygroundTime", "VirtualClock",
        "ScreenModel", "Marbles",
        // The engine's queues (`concatMap`'s waiting sequences, `zip`'s buffers): a learner's own
        // mirror would make every walk through them incomplete.
        "DequeModule",
    ]
}
