import Foundation

/// `Int`, `Double` and `Bool`: conversions, constants and common members.
package enum NumberMembers {
    package static func register(_ registry: LibrarySet) {
        registerInt(registry)
        registerDouble(registry)
        registerBool(registry)
    }

    private static func registerInt(_ registry: LibrarySet) {
        let statics = registry.staticTable("Int")
        statics.addMethod("init", [Param.positional()], result: { _, types in
            Conversion.fromText(types.first, .int)
        }) { _, arguments, site in
            switch arguments[0] {
            case .int: return arguments[0]
            case .double(let number): return .int(try NumericTraps.int(from: number, site))
            case .string(let text): return Int(text).map { .optional(.int($0)) } ?? .none
            case .character(let character): return Int(String(character)).map { .optional(.int($0)) } ?? .none
            case .bool(let flag): return .int(flag ? 1 : 0)
            case .object(let sized as SizedInteger):
                guard let number = sized.intValue else {
                    throw site.error("Fatal error: Not enough bits to represent the passed value")
                }
                return .int(number)
            default: throw site.error("no exact matches in call to initializer 'Int'")
            }
        }
        statics.addMethod("init", [Param.positional(.string), Param.labeled("radix", .int)],
                          result: { _, _ in .optional(.int) }) { _, arguments, site in
            let text = try Builtins.string(arguments[0], site, 0)
            let radix = try NumericTraps.radix(try Builtins.int(arguments[1], site, 1), site)
            return Int(text, radix: radix).map { .optional(.int($0)) } ?? .none
        }
        statics.addProperty("max", type: { _ in .int }) { _, _ in .int(.max) }
        statics.addProperty("min", type: { _ in .int }) { _, _ in .int(.min) }
        statics.addMethod("random", [Param.labeled("in")], result: { _, _ in .int }) { _, arguments, site in
            guard case .range(let range) = arguments[0] else {
                throw site.error("'random(in:)' needs a range of Int")
            }
            if range.isClosed { return .int(Int.random(in: range.lower...range.upper, using: &site.runtime.random)) }
            guard range.lower < range.upper else { throw site.error("Fatal error: Range requires lowerBound <= upperBound") }
            return .int(Int.random(in: range.lower..<range.upper, using: &site.runtime.random))
        }
        let members = registry.instanceTable(.int)
        members.addProperty("description", type: { _ in .string }) { value, _ in .string(ValuePrinter.describe(value)) }
        members.addProperty("magnitude", type: { _ in IntegerKind.uint.type }) { value, _ in
            if case .int(let number) = value { return NumericTraps.magnitude(of: number) }
            return value
        }
        members.addProperty("isZero", type: { _ in .bool }) { value, _ in .bool(value == .int(0)) }
        members.addMethod("isMultiple", [Param.labeled("of", .int)], result: { _, _ in .bool }) { receiver, arguments, site in
            guard case .int(let number) = receiver else { return .bool(false) }
            let divisor = try Builtins.int(arguments[0], site, 0)
            return .bool(number.isMultiple(of: divisor))
        }
        members.addMethod("signum", [], result: { _, _ in .int }) { receiver, _, _ in
            if case .int(let number) = receiver { return .int(number.signum()) }
            return receiver
        }
        members.addMethod("advanced", [Param.labeled("by", .int)], result: { _, _ in .int }) { receiver, arguments, site in
            guard case .int(let number) = receiver else { return receiver }
            return .int(try NumericTraps.advanced(number, by: try Builtins.int(arguments[0], site, 0), site))
        }
        members.addMethod("distance", [Param.labeled("to", .int)], result: { _, _ in .int }) { receiver, arguments, site in
            guard case .int(let number) = receiver else { return receiver }
            return .int(try NumericTraps.distance(from: number, to: try Builtins.int(arguments[0], site, 0), site))
        }
        members.addMethod("quotientAndRemainder", [Param.labeled("dividingBy", .int)]) { receiver, arguments, site in
            guard case .int(let number) = receiver else { return receiver }
            let divisor = try Builtins.int(arguments[0], site, 0)
            if divisor == 0 { throw Operators.divisionByZero(site.range) }
            if number == .min && divisor == -1 { throw site.error("Fatal error: Division results in an overflow") }
            let result = number.quotientAndRemainder(dividingBy: divisor)
            return .tuple(TupleValue([.int(result.quotient), .int(result.remainder)], labels: ["quotient", "remainder"]))
        }
    }

    private static func registerDouble(_ registry: LibrarySet) {
        let statics = registry.staticTable("Double")
        statics.addMethod("init", [Param.positional()], result: { _, types in
            Conversion.fromText(types.first, .double)
        }) { _, arguments, site in
            switch arguments[0] {
            case .double: return arguments[0]
            case .int(let number): return .double(Double(number))
            case .object(let sized as SizedInteger): return .double(Double(sized.value))
            case .string(let text): return Double(text).map { .optional(.double($0)) } ?? .none
            default: throw site.error("no exact matches in call to initializer 'Double'")
            }
        }
        statics.addProperty("pi", type: { _ in .double }) { _, _ in .double(.pi) }
        statics.addProperty("infinity", type: { _ in .double }) { _, _ in .double(.infinity) }
        statics.addProperty("nan", type: { _ in .double }) { _, _ in .double(.nan) }
        statics.addProperty("greatestFiniteMagnitude", type: { _ in .double }) { _, _ in .double(.greatestFiniteMagnitude) }
        statics.addMethod("random", [Param.labeled("in")], result: { _, _ in .double }) { _, arguments, site in
            .double(try NumericTraps.randomDouble(in: arguments[0], site))
        }
        let members = registry.instanceTable(.double)
        members.addProperty("description", type: { _ in .string }) { value, _ in .string(ValuePrinter.describe(value)) }
        func property(_ name: String, _ type: SwiftType, _ body: @escaping (Double) -> Value) {
            members.addProperty(name, type: { _ in type }) { value, _ in
                if case .double(let number) = value { return body(number) }
                return value
            }
        }
        property("isNaN", .bool) { .bool($0.isNaN) }
        property("isInfinite", .bool) { .bool($0.isInfinite) }
        property("isFinite", .bool) { .bool($0.isFinite) }
        property("isZero", .bool) { .bool($0.isZero) }
        property("magnitude", .double) { .double($0.magnitude) }
        func method(_ name: String, _ body: @escaping (Double) -> Double) {
            members.addMethod(name, [], result: { _, _ in .double }) { receiver, _, _ in
                if case .double(let number) = receiver { return .double(body(number)) }
                return receiver
            }
        }
        method("rounded") { $0.rounded() }
        method("squareRoot") { $0.squareRoot() }
        members.addMethod("truncatingRemainder", [Param.labeled("dividingBy", .double)], result: { _, _ in .double }) {
            receiver, arguments, site in
            guard case .double(let number) = receiver else { return receiver }
            return .double(number.truncatingRemainder(dividingBy: try Builtins.double(arguments[0], site, 0)))
        }
        members.addMethod("formatted", []) { receiver, _, _ in .string(ValuePrinter.describe(receiver)) }
    }

    private static func registerBool(_ registry: LibrarySet) {
        let statics = registry.staticTable("Bool")
        statics.addMethod("init", [Param.positional()], result: { _, types in
            Conversion.fromText(types.first, .bool)
        }) { _, arguments, site in
            switch arguments[0] {
            case .bool: return arguments[0]
            case .string(let text): return Bool(text).map { .optional(.bool($0)) } ?? .none
            default: throw site.error("no exact matches in call to initializer 'Bool'")
            }
        }
        statics.addMethod("random", [], result: { _, _ in .bool }) { _, _, site in
            .bool(Bool.random(using: &site.runtime.random))
        }
        let members = registry.instanceTable(.bool)
        members.addProperty("description", type: { _ in .string }) { value, _ in .string(ValuePrinter.describe(value)) }
        members.addMethod("toggle", [], mutating: true, result: { _, _ in .void }) { receiver, _, _ in
            if case .bool(let flag) = receiver { receiver = .bool(!flag) }
            return .void
        }
    }
}
