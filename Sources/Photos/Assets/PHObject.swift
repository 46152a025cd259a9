import Foundation

/// An object of the photo library, known by its identifier.
open class PHObject: NSObject {
    /// The identifier the library knows the object by.
    public let localIdentifier: String

    init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? PHObject)?.localIdentifier == localIdentifier
    }

    open override var hash: Int { localIdentifier.hashValue }
}

/// An object being created in a change block: what its identifier will be.
open class PHObjectPlaceholder: PHObject {}
