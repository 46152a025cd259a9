import Foundation
import UIKit

/// How proxies of one kind are made, by the class of their parent object.
final class DelegateProxyFactory: @unchecked Sendable {
    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var factories: [UnsafeRawPointer: DelegateProxyFactory] = [:]

    private var makers: [ObjectIdentifier: (AnyObject) -> AnyObject] = [:]
    private var registered = false

    /// The factory of the proxies identified by `identifier`.
    static func forProxy(_ identifier: UnsafeRawPointer) -> DelegateProxyFactory {
        lock.withLock {
            if let factory = factories[identifier] { return factory }
            let factory = DelegateProxyFactory()
            factories[identifier] = factory
            return factory
        }
    }

    /// Runs `register` the first time only.
    func registerOnce(_ register: () -> Void) {
        let first = Self.lock.withLock {
            defer { registered = true }
            return !registered
        }
        if first { register() }
    }

    func register<Parent>(_ parent: Parent.Type, _ make: @escaping (AnyObject) -> AnyObject) {
        Self.lock.withLock { makers[ObjectIdentifier(parent)] = make }
    }

    /// A proxy for `object`, by the maker of its class or its nearest superclass.
    func make(for object: AnyObject) -> AnyObject? {
        var type: AnyClass? = Swift.type(of: object)
        while let current = type {
            if let make = Self.lock.withLock({ makers[ObjectIdentifier(current)] }) { return make(object) }
            type = _getSuperclass(current)
        }
        return nil
    }
}

/// Where each parent object keeps its proxies: UIKit objects keep them (and release them with
/// themselves); other objects in a table of their own for the program's life.
enum DelegateProxyStorage {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var others: [ObjectIdentifier: [UnsafeRawPointer: AnyObject]] = [:]

    static func proxy(_ identifier: UnsafeRawPointer, of object: AnyObject) -> AnyObject? {
        if let owner = object as? AssociatedObjectsOwner { return owner.associatedObjects[identifier] }
        return lock.withLock { others[ObjectIdentifier(object)]?[identifier] }
    }

    static func assign(_ proxy: AnyObject, _ identifier: UnsafeRawPointer, to object: AnyObject) {
        if let owner = object as? AssociatedObjectsOwner {
            owner.associatedObjects[identifier] = proxy
            return
        }
        lock.withLock { others[ObjectIdentifier(object), default: [:]][identifier] = proxy }
    }
}
