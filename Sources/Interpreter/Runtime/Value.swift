/// A value of the learner's program.
package enum Value {
    case void
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case character(Character)
    /// `Optional`: `.optional(nil)` is `nil`.
    indirect case optional(Value?)
    case array([Value])
    case dictionary(DictionaryValue)
    case tuple(TupleValue)
    /// `a..<b` (half-open) and `a...b`.
    case range(RangeValue)
    /// An instance of a learner's struct.
    case instance(Instance)
    /// A case of an enum (the learner's, or `Event`, `SingleEvent`…).
    case enumCase(EnumInstance)
    case function(Function)
    /// A library object: subject, observable, disposable, scheduler, error…
    case object(RuntimeObject)
    /// A type used as a value: `Int.self`, the callee in `Point(x: 1)`.
    case type(SwiftType)

    package static let none = Value.optional(nil)
}

/// The elements of a tuple and their labels.
package struct TupleValue {
    package var elements: [Value]
    package var labels: [String?]

    package init(_ elements: [Value], labels: [String?]? = nil) {
        self.elements = elements
        self.labels = labels ?? Array(repeating: nil, count: elements.count)
    }
}

/// A range of integers.
package final class RangeValue {
    package let lower: Int
    /// The upper bound as written.
    package let upper: Int
    package let isClosed: Bool

    package init(lower: Int, upper: Int, isClosed: Bool) {
        self.lower = lower
        self.upper = upper
        self.isClosed = isClosed
    }

    /// The exclusive upper bound.
    package var end: Int { isClosed ? (upper == .max ? upper : upper + 1) : upper }
    package var count: Int { exactCount ?? Int.max }
    /// Swift's `count`, or nil where Swift traps because the count does not fit in an `Int`
    /// (`(0...Int.max).count`, `(Int.min..<Int.max).count`).
    package var exactCount: Int? {
        guard upper >= lower else { return 0 }
        let (difference, overflow) = upper.subtractingReportingOverflow(lower)
        if overflow { return nil }
        if !isClosed { return difference }
        let (closed, overflowClosed) = difference.addingReportingOverflow(1)
        return overflowClosed ? nil : closed
    }
    package func contains(_ value: Int) -> Bool { value >= lower && (isClosed ? value <= upper : value < upper) }
    /// The last element, also of a range ending at `Int.max`.
    package var last: Int? {
        if isClosed { return upper >= lower ? upper : nil }
        return upper > lower ? upper - 1 : nil
    }
    package var elements: [Value] { lower < end ? (lower..<end).map(Value.int) : [] }
}

/// An instance of a learner's struct: its type and stored properties in declaration order.
package struct Instance {
    package let type: StructType
    package var fields: [Value]
}

/// A case of an enum with its associated values.
package final class EnumInstance {
    package let type: EnumType
    package let caseIndex: Int
    package private(set) var payload: [Value]
    /// The element type of a library enum (`Event<Int>`), for its type name.
    package let elementType: SwiftType

    package init(type: EnumType, caseIndex: Int, payload: [Value], elementType: SwiftType = .unknown) {
        self.type = type
        self.caseIndex = caseIndex
        self.payload = payload
        self.elementType = elementType
    }

    package var caseName: String { type.cases[caseIndex].name }

    deinit {
        // A million-deep `indirect enum` list is freed link by link (see `ValueRelease`).
        if !payload.isEmpty { ValueRelease.release(&payload) }
    }
}

/// A dictionary that keeps insertion order (Swift's own order is unspecified; insertion order
/// is the one a learner expects).
package struct DictionaryValue {
    package final class Storage {
        package var keys: [Value] = []
        package var values: [Value] = []
        package var index: [Value: Int] = [:]

        package func copy() -> Storage {
            let copy = Storage()
            copy.keys = keys
            copy.values = values
            copy.index = index
            return copy
        }
    }

    private var storage = Storage()

    package init() {}

    package init(_ pairs: [(Value, Value)]) {
        for (key, value) in pairs { self[key] = value }
    }

    package var count: Int { storage.keys.count }
    package var keys: [Value] { storage.keys }
    package var values: [Value] { storage.values }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    package subscript(key: Value) -> Value? {
        get { storage.index[key].map { storage.values[$0] } }
        set {
            makeUnique()
            if let position = storage.index[key] {
                if let newValue {
                    storage.values[position] = newValue
                } else {
                    storage.keys.remove(at: position)
                    storage.values.remove(at: position)
                    storage.index = [:]
                    for (offset, key) in storage.keys.enumerated() { storage.index[key] = offset }
                }
            } else if let newValue {
                storage.index[key] = storage.keys.count
                storage.keys.append(key)
                storage.values.append(newValue)
            }
        }
    }

    package mutating func removeAll() {
        storage = Storage()
    }
}
