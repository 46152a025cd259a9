/// Helpers shared by the builtin tables.
package enum Builtins {
    /// The function in an argument, or a Swift-like error.
    package static func function(_ value: Value, _ site: CallSite, _ index: Int) throws -> Function {
        if case .function(let function) = value { return function }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type '(…) -> …'",
                         at: site.range(of: index))
    }

    /// The optional function in an argument (nil when the argument is `nil` or left out).
    package static func optionalFunction(_ value: Value, _ site: CallSite, _ index: Int) throws -> Function? {
        switch value {
        case .optional(nil): return nil
        case .optional(.some(let inner)): return try function(inner, site, index)
        default: return try function(value, site, index)
        }
    }

    package static func int(_ value: Value, _ site: CallSite, _ index: Int) throws -> Int {
        if case .int(let number) = value { return number }
        if case .optional(.some(.int(let number))) = value { return number }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'Int'",
                         at: site.range(of: index))
    }

    package static func double(_ value: Value, _ site: CallSite, _ index: Int) throws -> Double {
        if case .double(let number) = value { return number }
        if case .int(let number) = value { return Double(number) }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'Double'",
                         at: site.range(of: index))
    }

    package static func string(_ value: Value, _ site: CallSite, _ index: Int) throws -> String {
        if case .string(let text) = value { return text }
        if case .character(let character) = value { return String(character) }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'String'",
                         at: site.range(of: index))
    }

    package static func bool(_ value: Value, _ site: CallSite, _ index: Int) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'Bool'",
                         at: site.range(of: index))
    }

    /// The elements of anything a learner may iterate: arrays, ranges, strings, dictionaries.
    package static func elements(_ value: Value, _ site: CallSite, _ index: Int) throws -> [Value] {
        switch value {
        case .array(let elements): return elements
        case .range(let range):
            guard range.count <= 10_000_000 else {
                throw Diagnostic(.error, "the range \(range.lower)\(range.isClosed ? "..." : "..<")\(range.upper) is too long for the playground",
                                 at: site.range(of: index))
            }
            try site.runtime.tick(elements: range.count)
            return range.elements
        case .string(let text): return text.map(Value.character)
        case .dictionary(let dictionary):
            return zip(dictionary.keys, dictionary.values).map { .tuple(TupleValue([$0, $1], labels: ["key", "value"])) }
        case .optional(.some(let inner)): return try elements(inner, site, index)
        default:
            throw Diagnostic(.error, "argument type '\(ValuePrinter.dynamicType(of: value))' does not conform to 'Sequence'",
                             at: site.range(of: index))
        }
    }

    /// The result type of a closure type.
    package static func result(of closure: SwiftType) -> SwiftType {
        if case .function(_, let result) = closure.optionalWrapped ?? closure { return result }
        return .unknown
    }

    /// Whether a closure returned `true`.
    package static func isTrue(_ value: Value, _ site: CallSite) throws -> Bool {
        if case .bool(let flag) = value { return flag }
        throw Diagnostic(.error, "the closure must return a 'Bool', not '\(ValuePrinter.dynamicType(of: value))'",
                         at: site.range)
    }

    /// Sorts values with Swift's `<`, or an error when they cannot be compared.
    package static func sorted(_ values: [Value], _ site: CallSite) throws -> [Value] {
        let runtime = site.runtime
        try runtime.tick(elements: values.count)
        var failure: Diagnostic?
        var comparisons = 0
        let result = values.sorted { a, b in
            if failure != nil { return false }
            comparisons &+= 1
            // A sort of millions of elements takes seconds: Ctrl-C must not wait for it.
            if comparisons & 0xFFFF == 0, runtime.takeInterruptRequest() {
                failure = Diagnostic(.error, "stopped: interrupted", at: runtime.statementRange)
                return false
            }
            guard let less = Value.less(a, b) else {
                failure = Diagnostic(.error, "the elements of type '\(ValuePrinter.dynamicType(of: a))' cannot be compared with '<'",
                                     at: site.range)
                return false
            }
            return less
        }
        if let failure { throw failure }
        return result
    }

    /// Sorts values with a learner's `areInIncreasingOrder` closure.
    package static func sorted(_ values: [Value], by function: Function, _ site: CallSite) throws -> [Value] {
        var failure: Swift.Error?
        let result = values.sorted { a, b in
            if failure != nil { return false }
            do {
                return try isTrue(try function.call([a, b], site.runtime), site)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return result
    }

    /// A seeded random generator (SplitMix64) so every run of a lesson prints the same; the fuzz
    /// tests draw their inputs from it too.
    package struct SeededGenerator: RandomNumberGenerator {
        package var state: UInt64

        package init(state: UInt64) {
            self.state = state
        }

        package mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}

extension Runtime {
    /// The learner's random numbers, seeded so runs are reproducible.
    package var random: Builtins.SeededGenerator {
        get { randomState }
        set { randomState = newValue }
    }
}
