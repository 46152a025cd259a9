import Foundation
import RxSwift
import UIKit

/// The base class of delegate proxies: it keeps its parent object weakly and the delegate it
/// forwards to (weakly, or strongly when asked). Subclasses adopt `DelegateProxyType` and the
/// delegate protocols, and forward each call they handle with `forwardToDelegate()`.
///
/// Linux has no Objective-C runtime: a proxy hears the delegate methods it implements, and
/// `methodInvoked(_:)` is not available.
open class DelegateProxy<P: AnyObject, D>: NSObject {
    /// The type of the object whose delegate the proxy is.
    public typealias ParentObject = P
    /// The delegate type.
    public typealias Delegate = D

    /// The object whose delegate the proxy is.
    public private(set) weak var parentObject: ParentObject?
    private weak var weakForward: AnyObject?
    private var strongForward: AnyObject?

    /// A proxy of the kind `delegateProxy` for `parentObject`.
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate {
        self.parentObject = parentObject
        super.init()
    }

    /// The delegate calls are forwarded to.
    open func forwardToDelegate() -> Delegate? {
        (strongForward ?? weakForward) as? Delegate
    }

    /// Sets the delegate calls are forwarded to, kept strongly when `retainDelegate`.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        let object = delegate.map { $0 as AnyObject }
        weakForward = object
        strongForward = retainDelegate ? object : nil
    }
}
