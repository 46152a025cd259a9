/// Reactive extensions of a base object: `button.rx.tap`, `label.rx.text`.
///
/// Extensions are written as `extension Reactive where Base: UIButton { … }` and reached through
/// the `rx` property of any `ReactiveCompatible` type.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The object the extensions act on.
    public let base: Base

    /// Reactive extensions of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder that sets the property at `keyPath` of `base`, for classes.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// A type with reactive extensions, reached through `rx`.
public protocol ReactiveCompatible {
    /// The type the extensions act on.
    associatedtype ReactiveBase

    /// Reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// Reactive extensions of this value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// Reactive extensions of the type.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // Setting exists so that `rx` can be used with mutating extensions.
        set {}
    }

    /// Reactive extensions of this value.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // Setting exists so that `rx` can be used with mutating extensions.
        set {}
    }
}

#if canImport(Foundation)
import Foundation

/// Every object that inherits from `NSObject` (UIKit's views and controllers) has `rx`.
extension NSObject: ReactiveCompatible {}
#endif
