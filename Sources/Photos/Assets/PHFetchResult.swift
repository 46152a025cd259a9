import Foundation

/// The objects a fetch found, in order.
open class PHFetchResult<ObjectType: AnyObject>: NSObject {
    let objects: [ObjectType]

    init(_ objects: [ObjectType]) {
        self.objects = objects
        super.init()
    }

    /// How many objects were found.
    open var count: Int { objects.count }
    /// The first object.
    open var firstObject: ObjectType? { objects.first }
    /// The last object.
    open var lastObject: ObjectType? { objects.last }

    /// The object at `index`.
    open func object(at index: Int) -> ObjectType { objects[index] }

    /// The object at `index`.
    open subscript(index: Int) -> ObjectType { objects[index] }

    /// The objects at `indexes`.
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }

    /// Whether `object` was found.
    open func contains(_ object: ObjectType) -> Bool { objects.contains { $0 === object } }

    /// The index of `object`, or `NSNotFound`.
    open func index(of object: ObjectType) -> Int { objects.firstIndex { $0 === object } ?? NSNotFound }

    /// Calls `block` with each object and its index; setting the flag to true stops.
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for (index, object) in objects.enumerated() {
            block(object, index, &stop)
            if stop.boolValue { return }
        }
    }
}
