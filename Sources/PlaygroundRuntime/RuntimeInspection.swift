import Foundation
import RunnerProtocol
@_spi(Playground) import RxSwift

/// The runner's answers to the session's questions about the learner's state: variables,
/// subscriptions, the screen, live resources. Each answer is JSON (or a number) for
/// `RunnerReply.payload`; asking changes nothing.
enum RuntimeInspection {
    /// The answer to `request`, or nil when it is not a question.
    static func answer(_ request: RunnerRequest) -> String? {
        switch request {
        case .variables: return json(RuntimeState.variables.report)
        case .subscriptions: return json(RuntimeState.timeline.subscriptions(bags: BagFinder.bags()))
        case .screen: return json(RuntimeScreen.snapshot)
        case .resources: return String(Resources.total)
        default: return nil
        }
    }

    private static func json<Value: Encodable>(_ value: Value) -> String {
        let data = (try? JSONEncoder().encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Finds the dispose bags the learner can name: a variable holding one (`bag`), or a stored
/// property of an object a variable reaches (`MainViewController.bag`), and what each holds.
enum BagFinder {
    /// How far from a variable objects are searched, and how many at most.
    static let depth = 4
    static let limit = 5_000

    /// The bag holding each disposable (by the disposable's identity), named as the learner would.
    static func bags() -> [ObjectIdentifier: String] {
        var names: [ObjectIdentifier: (bag: DisposeBag, name: String)] = [:]
        var seen: Set<ObjectIdentifier> = []
        var queue: [(value: Any, depth: Int)] = []
        for (name, value) in RuntimeState.variables.values {
            if let bag = value as? DisposeBag {
                names[ObjectIdentifier(bag)] = (bag, name)
            } else {
                queue.append((value, 0))
            }
        }
        var index = 0
        while index < queue.count, seen.count < limit {
            let (value, depth) = queue[index]
            index += 1
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
            }
            guard depth < Self.depth else { continue }
            let owner = mirror.displayStyle == .class ? String(describing: type(of: value as AnyObject)) : nil
            for child in allChildren(of: mirror) {
                if let bag = child.value as? DisposeBag {
                    if names[ObjectIdentifier(bag)] == nil, let owner, let label = child.label {
                        names[ObjectIdentifier(bag)] = (bag, "\(owner).\(label)")
                    }
                } else {
                    queue.append((child.value, depth + 1))
                }
            }
        }
        var holders: [ObjectIdentifier: String] = [:]
        for (_, entry) in names {
            for disposable in contents(of: entry.bag) { holders[ObjectIdentifier(disposable)] = entry.name }
        }
        return holders
    }

    /// A value's stored properties, its superclasses' included.
    private static func allChildren(of mirror: Mirror) -> [Mirror.Child] {
        var children = Array(mirror.children)
        var current = mirror.superclassMirror
        while let next = current {
            children += next.children
            current = next.superclassMirror
        }
        return children
    }

    /// The disposables `bag` holds, read through reflection (the bag offers no way to list them).
    private static func contents(of bag: DisposeBag) -> [AnyObject] {
        let held = Mirror(reflecting: bag).children.first { $0.label == "disposables" }?.value
        return (held as? [Disposable])?.map { $0 as AnyObject } ?? []
    }
}
