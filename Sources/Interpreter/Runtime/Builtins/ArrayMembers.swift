/// `Array` (and the sequence methods strings, ranges and dictionaries share).
package enum ArrayMembers {
    package static func register(_ registry: LibrarySet) {
        let statics = registry.staticTable("Array")
        statics.addMethod("init", [], result: { type, _ in type }) { _, _, _ in .array([]) }
        statics.addMethod("init", [Param.positional()], result: { type, types in
            if case .array(let element) = type, !element.isUnknown { return type }
            return .array(Builtins.elementType(of: types.first ?? .unknown))
        }) { _, arguments, site in
            .array(try Builtins.elements(arguments[0], site, 0))
        }
        statics.addMethod("init", [Param.labeled("repeating"), Param.labeled("count", .int)],
                          result: { _, types in .array(types.first ?? .unknown) }) { _, arguments, site in
            let count = try Builtins.int(arguments[1], site, 1)
            guard count >= 0 else { throw site.error("Can't construct Array with count < 0") }
            guard count <= 10_000_000 else { throw site.error("the array is too long for the playground") }
            try site.runtime.charge(bytes: Runtime.arrayBytes(count), at: site.range)
            return .array(Array(repeating: arguments[0], count: count))
        }
        let members = registry.instanceTable(.array)
        registerArrayMembers(members)
        registerSequenceMethods(members, elementOf: { type in
            if case .array(let element) = type { return element }
            return .unknown
        }, elements: { value, _ in
            if case .array(let elements) = value { return elements }
            return []
        }, rebuild: { .array($0) })
    }

    package static func elementsOf(_ value: Value) -> [Value] {
        if case .array(let elements) = value { return elements }
        return []
    }

    /// Changes an array receiver in place.
    package static func mutate(_ receiver: inout Value, _ body: (inout [Value]) throws -> Value) rethrows -> Value {
        guard case .array(var elements) = receiver else { return .void }
        receiver = .void
        defer { receiver = .array(elements) }
        return try body(&elements)
    }

    /// The bytes `joined(separator:)` would build, for the memory budget.
    private static func joinedBytes(_ elements: [Value], separator: String) -> Int {
        var total = separator.utf8.count.multipliedReportingOverflow(by: max(0, elements.count - 1))
        for element in elements where !total.overflow {
            let size: Int
            switch element {
            case .string(let text): size = text.utf8.count
            case .character(let character): size = character.utf8.count
            default: size = 0
            }
            total = total.partialValue.addingReportingOverflow(size)
        }
        return total.overflow ? .max : total.partialValue
    }

    // swiftlint:disable:next function_body_length
    private static func registerArrayMembers(_ members: MemberTable) {
        let element: (SwiftType) -> SwiftType = { type in
            if case .array(let element) = type { return element }
            return .unknown
        }
        members.addProperty("count", type: { _ in .int }) { value, _ in .int(elementsOf(value).count) }
        members.addProperty("isEmpty", type: { _ in .bool }) { value, _ in .bool(elementsOf(value).isEmpty) }
        members.addProperty("first", type: { .optional(element($0)) }) { value, _ in
            elementsOf(value).first.map { .optional($0) } ?? .none
        }
        members.addProperty("last", type: { .optional(element($0)) }) { value, _ in
            elementsOf(value).last.map { .optional($0) } ?? .none
        }
        members.addProperty("indices", type: { _ in .library("Range", [.int]) }) { value, _ in
            .range(RangeValue(lower: 0, upper: elementsOf(value).count, isClosed: false))
        }
        members.addProperty("description", type: { _ in .string }) { value, _ in .string(ValuePrinter.describe(value)) }
        members.addMethod("append", [Param.positional()], mutating: true, result: { _, _ in .void }) {
            receiver, arguments, site in
            let converted = try site.convert(arguments[0], 0, to: .unknown)
            return mutate(&receiver) { elements in
                elements.append(converted)
                return .void
            }
        }
        members.addMethod("append", [Param.labeled("contentsOf")], mutating: true, result: { _, _ in .void }) {
            receiver, arguments, site in
            let more = try Builtins.elements(arguments[0], site, 0)
            return try mutate(&receiver) { elements in
                try Operators.checkSize(elements.count + more.count, site.range)
                elements += more
                return .void
            }
        }
        members.addMethod("insert", [Param.positional(), Param.labeled("at", .int)], mutating: true,
                          result: { _, _ in .void }) { receiver, arguments, site in
            let index = try Builtins.int(arguments[1], site, 1)
            return try mutate(&receiver) { elements in
                guard index >= 0 && index <= elements.count else { throw Subscripts.outOfRange(index, elements.count, site.range) }
                elements.insert(arguments[0], at: index)
                return .void
            }
        }
        members.addMethod("remove", [Param.labeled("at", .int)], mutating: true, result: { type, _ in element(type) }) {
            receiver, arguments, site in
            let index = try Builtins.int(arguments[0], site, 0)
            return try mutate(&receiver) { elements in
                guard index >= 0 && index < elements.count else { throw Subscripts.outOfRange(index, elements.count, site.range) }
                return elements.remove(at: index)
            }
        }
        members.addMethod("removeAll", [], mutating: true, result: { _, _ in .void }) { receiver, _, _ in
            receiver = .array([])
            return .void
        }
        members.addMethod("removeAll", [Param.closure("where")], mutating: true, result: { _, _ in .void }) {
            receiver, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            return try mutate(&receiver) { elements in
                var kept: [Value] = []
                for value in elements where !(try Builtins.isTrue(try predicate.call1(value, site.runtime), site)) {
                    kept.append(value)
                }
                elements = kept
                return .void
            }
        }
        for (name, fromStart) in [("removeFirst", true), ("removeLast", false)] {
            members.addMethod(name, [], mutating: true, result: { type, _ in element(type) }) { receiver, _, site in
                try mutate(&receiver) { elements in
                    guard !elements.isEmpty else { throw site.error("Can't remove \(fromStart ? "first" : "last") element from an empty collection") }
                    return fromStart ? elements.removeFirst() : elements.removeLast()
                }
            }
        }
        members.addMethod("popLast", [], mutating: true, result: { type, _ in .optional(element(type)) }) { receiver, _, _ in
            mutate(&receiver) { elements in elements.popLast().map { .optional($0) } ?? .none }
        }
        members.addMethod("contains", [Param.positional()], result: { _, _ in .bool }) { receiver, arguments, _ in
            .bool(elementsOf(receiver).contains(arguments[0]))
        }
        members.addMethod("firstIndex", [Param.labeled("of")], result: { _, _ in .optional(.int) }) { receiver, arguments, _ in
            elementsOf(receiver).firstIndex(of: arguments[0]).map { .optional(.int($0)) } ?? .none
        }
        members.addMethod("lastIndex", [Param.labeled("of")], result: { _, _ in .optional(.int) }) { receiver, arguments, _ in
            elementsOf(receiver).lastIndex(of: arguments[0]).map { .optional(.int($0)) } ?? .none
        }
        members.addMethod("firstIndex", [Param.closure("where")], result: { _, _ in .optional(.int) },
                          closures: { type, _ in [element(type)] }) { receiver, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            for (index, value) in elementsOf(receiver).enumerated()
            where try Builtins.isTrue(try predicate.call1(value, site.runtime), site) {
                return .optional(.int(index))
            }
            return .none
        }
        members.addMethod("sort", [], mutating: true, result: { _, _ in .void }) { receiver, _, site in
            try mutate(&receiver) { elements in
                elements = try Builtins.sorted(elements, site)
                return .void
            }
        }
        members.addMethod("sort", [Param.closure("by")], mutating: true, result: { _, _ in .void },
                          closures: { type, _ in [element(type), element(type)] }) { receiver, arguments, site in
            let order = try Builtins.function(arguments[0], site, 0)
            return try mutate(&receiver) { elements in
                elements = try Builtins.sorted(elements, by: order, site)
                return .void
            }
        }
        members.addMethod("reverse", [], mutating: true, result: { _, _ in .void }) { receiver, _, _ in
            mutate(&receiver) { elements in
                elements.reverse()
                return .void
            }
        }
        members.addMethod("shuffle", [], mutating: true, result: { _, _ in .void }) { receiver, _, site in
            mutate(&receiver) { elements in
                elements.shuffle(using: &site.runtime.random)
                return .void
            }
        }
        members.addMethod("swapAt", [Param.positional(.int), Param.positional(.int)], mutating: true,
                          result: { _, _ in .void }) { receiver, arguments, site in
            let first = try Builtins.int(arguments[0], site, 0)
            let second = try Builtins.int(arguments[1], site, 1)
            return try mutate(&receiver) { elements in
                guard elements.indices.contains(first), elements.indices.contains(second) else {
                    throw Subscripts.outOfRange(max(first, second), elements.count, site.range)
                }
                elements.swapAt(first, second)
                return .void
            }
        }
        for (name, fromStart) in [("prefix", true), ("suffix", false)] {
            members.addMethod(name, [Param.positional(.int)], result: { type, _ in type }) { receiver, arguments, site in
                let count = try Builtins.int(arguments[0], site, 0)
                guard count >= 0 else { throw site.error("Can't take a \(name) of negative length from a collection") }
                let elements = elementsOf(receiver)
                return .array(Array(fromStart ? elements.prefix(count) : elements.suffix(count)))
            }
        }
        for (name, fromStart) in [("dropFirst", true), ("dropLast", false)] {
            members.addMethod(name, [Param.optional(nil, .int, default: .int(1))], result: { type, _ in type }) {
                receiver, arguments, site in
                let count = try Builtins.int(arguments[0], site, 0)
                guard count >= 0 else { throw site.error("Can't drop a negative number of elements from a collection") }
                let elements = elementsOf(receiver)
                return .array(Array(fromStart ? elements.dropFirst(count) : elements.dropLast(count)))
            }
        }
        members.addMethod("reversed", [], result: { type, _ in type }) { receiver, _, _ in
            .array(elementsOf(receiver).reversed())
        }
        members.addMethod("joined", [Param.optional("separator", .string, default: .string(""))],
                          result: { _, _ in .string }) { receiver, arguments, site in
            let separator = try Builtins.string(arguments[0], site, 0)
            let elements = elementsOf(receiver)
            if case .array? = elements.first {
                let total = elements.reduce(0) { $0 &+ elementsOf($1).count }
                try site.runtime.charge(bytes: Runtime.arrayBytes(total), at: site.range)
                return .array(elements.flatMap { elementsOf($0) })
            }
            try site.runtime.charge(bytes: joinedBytes(elements, separator: separator), at: site.range)
            return .string(try elements.enumerated().map { index, value in
                if case .string(let text) = value { return text }
                if case .character(let character) = value { return String(character) }
                throw site.error("'joined(separator:)' needs an array of strings, not '\(ValuePrinter.dynamicType(of: receiver))'")
            }.joined(separator: separator))
        }
    }

    /// Methods every sequence has: `map`, `filter`, `reduce`, `forEach`, `sorted`, …
    // swiftlint:disable:next function_body_length cyclomatic_complexity
    package static func registerSequenceMethods(_ members: MemberTable, elementOf: @escaping (SwiftType) -> SwiftType,
                                        elements: @escaping (Value, CallSite) throws -> [Value],
                                        rebuild: @escaping ([Value]) -> Value) {
        func add(_ name: String, _ parameters: [ParameterInfo],
                 result: @escaping (SwiftType, [SwiftType]) -> SwiftType,
                 closures: @escaping (SwiftType, Int) -> [SwiftType]? = { _, _ in nil },
                 _ body: @escaping ([Value], [Value], CallSite) throws -> Value) {
            let labels = parameters.map(\.label)
            if members.methods(name).contains(where: { $0.parameters.map(\.label) == labels }) { return }
            members.addMethod(name, parameters, result: result, closures: closures) { receiver, arguments, site in
                try body(try elements(receiver, site), arguments, site)
            }
        }
        let one: (SwiftType, Int) -> [SwiftType]? = { type, _ in [elementOf(type)] }
        add("map", [Param.closure(nil)], result: { _, types in .array(Builtins.result(of: types[0])) }, closures: one) {
            values, arguments, site in
            let transform = try Builtins.function(arguments[0], site, 0)
            return .array(try values.map { try transform.call1($0, site.runtime) })
        }
        add("compactMap", [Param.closure(nil)], result: { _, types in
            .array(Builtins.result(of: types[0]).optionalWrapped ?? Builtins.result(of: types[0]))
        }, closures: one) { values, arguments, site in
            let transform = try Builtins.function(arguments[0], site, 0)
            return .array(try values.compactMap { value in
                let result = try transform.call1(value, site.runtime)
                if case .optional(let wrapped) = result { return wrapped }
                return result
            })
        }
        add("flatMap", [Param.closure(nil)], result: { _, types in Builtins.result(of: types[0]) }, closures: one) {
            values, arguments, site in
            let transform = try Builtins.function(arguments[0], site, 0)
            var result: [Value] = []
            for value in values {
                let mapped = try transform.call1(value, site.runtime)
                switch mapped {
                case .optional(let wrapped): if let wrapped { result.append(wrapped) }
                default: result += try Builtins.elements(mapped, site, 0)
                }
            }
            return .array(result)
        }
        add("filter", [Param.closure(nil)], result: { type, _ in type }, closures: one) { values, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            return rebuild(try values.filter { try Builtins.isTrue(try predicate.call1($0, site.runtime), site) })
        }
        add("forEach", [Param.closure(nil)], result: { _, _ in .void }, closures: one) { values, arguments, site in
            let body = try Builtins.function(arguments[0], site, 0)
            for value in values {
                try site.runtime.tick()
                _ = try body.call1(value, site.runtime)
            }
            return .void
        }
        add("reduce", [Param.positional(), Param.closure(nil)], result: { _, types in types[0] },
            closures: { type, _ in [.unknown, elementOf(type)] }) { values, arguments, site in
            let combine = try Builtins.function(arguments[1], site, 1)
            var result = arguments[0]
            for value in values { result = try combine.call([result, value], site.runtime) }
            return result
        }
        add("reduce", [Param.labeled("into"), Param.closure(nil)], result: { _, types in types[0] },
            closures: { type, _ in [.unknown, elementOf(type)] }) { values, arguments, site in
            guard case .function(let combine as LearnerFunction) = arguments[1] else {
                throw site.error("'reduce(into:)' needs a closure")
            }
            var result = arguments[0]
            for value in values { result = try combine.callUpdating(first: result, value, site.runtime) }
            return result
        }
        add("contains", [Param.closure("where")], result: { _, _ in .bool }, closures: one) { values, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            for value in values where try Builtins.isTrue(try predicate.call1(value, site.runtime), site) { return .bool(true) }
            return .bool(false)
        }
        add("allSatisfy", [Param.closure(nil)], result: { _, _ in .bool }, closures: one) { values, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            for value in values where !(try Builtins.isTrue(try predicate.call1(value, site.runtime), site)) {
                return .bool(false)
            }
            return .bool(true)
        }
        add("first", [Param.closure("where")], result: { type, _ in .optional(elementOf(type)) }, closures: one) {
            values, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            for value in values where try Builtins.isTrue(try predicate.call1(value, site.runtime), site) {
                return .optional(value)
            }
            return .none
        }
        add("count", [Param.closure("where")], result: { _, _ in .int }, closures: one) { values, arguments, site in
            let predicate = try Builtins.function(arguments[0], site, 0)
            return .int(try values.filter { try Builtins.isTrue(try predicate.call1($0, site.runtime), site) }.count)
        }
        add("sorted", [], result: { type, _ in .array(elementOf(type)) }) { values, _, site in
            .array(try Builtins.sorted(values, site))
        }
        add("sorted", [Param.closure("by")], result: { type, _ in .array(elementOf(type)) },
            closures: { type, _ in [elementOf(type), elementOf(type)] }) { values, arguments, site in
            .array(try Builtins.sorted(values, by: try Builtins.function(arguments[0], site, 0), site))
        }
        for name in ["min", "max"] {
            add(name, [], result: { type, _ in .optional(elementOf(type)) }) { values, _, site in
                guard var best = values.first else { return .none }
                for value in values.dropFirst() {
                    guard let less = Value.less(value, best) else { throw site.error("the elements cannot be compared") }
                    if name == "min" ? less : Value.less(best, value) == true { best = value }
                }
                return .optional(best)
            }
            add(name, [Param.closure("by")], result: { type, _ in .optional(elementOf(type)) },
                closures: { type, _ in [elementOf(type), elementOf(type)] }) { values, arguments, site in
                let sorted = try Builtins.sorted(values, by: try Builtins.function(arguments[0], site, 0), site)
                return (name == "min" ? sorted.first : sorted.last).map { .optional($0) } ?? .none
            }
        }
        add("enumerated", [], result: { type, _ in
            .array(.tuple([.int, elementOf(type)], labels: ["offset", "element"]))
        }) { values, _, _ in
            .array(values.enumerated().map { .tuple(TupleValue([.int($0), $1], labels: ["offset", "element"])) })
        }
        add("shuffled", [], result: { type, _ in .array(elementOf(type)) }) { values, _, site in
            .array(values.shuffled(using: &site.runtime.random))
        }
        add("randomElement", [], result: { type, _ in .optional(elementOf(type)) }) { values, _, site in
            values.randomElement(using: &site.runtime.random).map { .optional($0) } ?? .none
        }
        add("reversed", [], result: { type, _ in .array(elementOf(type)) }) { values, _, _ in .array(values.reversed()) }
        add("elementsEqual", [Param.positional()], result: { _, _ in .bool }) { values, arguments, site in
            .bool(values == (try Builtins.elements(arguments[0], site, 0)))
        }
        members.addProperty("lazy", type: { $0 }) { value, _ in value }
    }
}

extension Builtins {
    /// The element type of a sequence type.
    package static func elementType(of type: SwiftType) -> SwiftType {
        switch type {
        case .array(let element): return element
        case .string: return .character
        case .library("Range", _), .library("ClosedRange", _): return .int
        default: return .unknown
        }
    }
}

extension LearnerFunction {
    /// Calls a closure whose first parameter is `inout` (`reduce(into:)`), returning that
    /// parameter's final value.
    package func callUpdating(first: Value, _ second: Value, _ runtime: Runtime) throws -> Value {
        let frame = Frame.make(count: code.frameSize, parent: environment)
        frame[0] = first
        if code.parameters.count > 1 { frame[1] = second }
        _ = try runtime.invoke(code, frame)
        return frame[0]
    }
}
