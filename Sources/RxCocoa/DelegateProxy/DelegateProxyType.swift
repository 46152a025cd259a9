import Foundation
import RxSwift
import UIKit

/// A delegate proxy: one object per parent object (a picker, a table) that is its delegate, turns
/// the delegate calls into sequences, and forwards each call to the delegate that was there
/// before (`forwardToDelegate()`).
///
/// ```swift
/// class RxPickerProxy: DelegateProxy<UIImagePickerController, UIImagePickerControllerDelegate & UINavigationControllerDelegate>,
///     DelegateProxyType, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
///     static func registerKnownImplementations() { register { RxPickerProxy(parentObject: $0, delegateProxy: RxPickerProxy.self) } }
///     static func currentDelegate(for object: UIImagePickerController) -> Delegate? { object.delegate }
///     static func setCurrentDelegate(_ delegate: Delegate?, to object: UIImagePickerController) { object.delegate = delegate }
/// }
/// RxPickerProxy.proxy(for: picker)   // the same proxy each time, installed as the picker's delegate
/// ```
public protocol DelegateProxyType: AnyObject {
    /// The type of the object whose delegate the proxy is.
    associatedtype ParentObject: AnyObject
    /// The delegate type.
    associatedtype Delegate

    /// Registers the factories of the proxy class's implementations (`register { … }`); called
    /// once, before the first proxy is made.
    static func registerKnownImplementations()

    /// Identifies the kind of proxy: one proxy per kind per parent object.
    static var identifier: UnsafeRawPointer { get }

    /// The parent object's delegate now.
    static func currentDelegate(for object: ParentObject) -> Delegate?

    /// Sets the parent object's delegate.
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    /// The delegate calls are forwarded to.
    func forwardToDelegate() -> Delegate?

    /// Sets the delegate calls are forwarded to, kept strongly when `retainDelegate`.
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
    /// One identifier per delegate type.
    public static var identifier: UnsafeRawPointer {
        let id = ObjectIdentifier(Delegate.self)
        guard let pointer = UnsafeRawPointer(bitPattern: Int(bitPattern: id)) else {
            fatalError("a type's identifier is never null")
        }
        return pointer
    }

    /// Registers `make` as how a proxy is made for a parent of class `Parent` (and its
    /// subclasses without a factory of their own).
    public static func register<Parent>(make: @escaping (Parent) -> Self) {
        DelegateProxyFactory.forProxy(identifier).register(Parent.self) { object in
            guard let parent = object as? Parent else { fatalError("\(object) is not a \(Parent.self)") }
            return make(parent)
        }
    }

    /// A new proxy for `object`, made by the factory registered for its class or the nearest
    /// superclass.
    public static func createProxy(for object: AnyObject) -> Self {
        let factory = DelegateProxyFactory.forProxy(identifier)
        factory.registerOnce(registerKnownImplementations)
        guard let made = factory.make(for: object) else {
            fatalError("\(self) has no factory for \(type(of: object)): register one in registerKnownImplementations()")
        }
        guard let proxy = made as? Self else {
            fatalError("the factory registered for \(self) made a \(type(of: made))")
        }
        return proxy
    }

    /// The proxy of `object`: made the first time and kept by `object`, and installed as its
    /// delegate whenever its delegate is not the proxy (the delegate found there becomes the one
    /// the proxy forwards to, held weakly).
    public static func proxy(for object: ParentObject) -> Self {
        MainScheduler.ensureRunningOnMainThread()
        let proxy: Self
        if let assigned = DelegateProxyStorage.proxy(identifier, of: object) as? Self {
            proxy = assigned
        } else {
            proxy = createProxy(for: object)
            DelegateProxyStorage.assign(proxy, identifier, to: object)
        }
        let current = currentDelegate(for: object)
        if current.map({ $0 as AnyObject }) !== proxy {
            proxy.setForwardToDelegate(current, retainDelegate: false)
            setCurrentDelegate(proxy as? Delegate, to: object)
        }
        return proxy
    }

    /// Makes `forwardDelegate` the delegate the proxy of `object` forwards to, until the returned
    /// disposable is disposed.
    public static func installForwardDelegate(
        _ forwardDelegate: Delegate, retainDelegate: Bool, onProxyForObject object: ParentObject
    ) -> Disposable {
        weak let weakProxy: Self? = proxy(for: object)
        weakProxy?.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
        return Disposables.create {
            weakProxy?.setForwardToDelegate(nil, retainDelegate: retainDelegate)
        }
    }
}

/// An object with a `delegate`: a proxy of it needs no `currentDelegate`/`setCurrentDelegate`.
public protocol HasDelegate: AnyObject {
    /// The delegate type.
    associatedtype Delegate
    /// The delegate.
    var delegate: Delegate? { get set }
}

extension DelegateProxyType where ParentObject: HasDelegate, Self.Delegate == ParentObject.Delegate {
    /// The object's `delegate`.
    public static func currentDelegate(for object: ParentObject) -> Delegate? { object.delegate }

    /// Sets the object's `delegate`.
    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) { object.delegate = delegate }
}

extension UITextField: HasDelegate {
    /// A text field's delegate type.
    public typealias Delegate = UITextFieldDelegate
}
