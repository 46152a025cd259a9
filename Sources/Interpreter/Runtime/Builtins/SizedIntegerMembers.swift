/// The sized integer types (`Int8` … `UInt64`, `UInt`) and the conversions between integer
/// types that `Int` shares with them: `init(_:)`, `init(exactly:)`, `init(truncatingIfNeeded:)`,
/// `init(clamping:)`, `min`, `max`, `bitWidth`.
package enum SizedIntegerMembers {
    package static func register(_ registry: LibrarySet) {
        for kind in IntegerKind.allCases {
            registerConversions(registry.staticTable(kind.name), name: kind.name, min: kind.min, max: kind.max,
                                make: { .sized(kind, $0) }, type: kind.type, trap: kind.conversionTrap)
        }
        let int = registry.staticTable("Int")
        registerConversions(int, name: "Int", min: Int128(Int.min), max: Int128(Int.max), make: { .int(Int($0)) },
                            type: .int, plainInit: false, trap: { value in
                                Int(exactly: value) == nil ? "Fatal error: Not enough bits to represent the passed value" : nil
                            })
        int.addProperty("bitWidth", type: { _ in .int }) { _, _ in .int(Int.bitWidth) }
        registerInstanceMembers(registry.instanceTable(.library("SizedInteger")))
    }

    // swiftlint:disable:next function_parameter_count
    private static func registerConversions(_ statics: MemberTable, name: String, min: Int128, max: Int128,
                                            make: @escaping (Int128) -> Value, type: SwiftType, plainInit: Bool = true,
                                            trap: @escaping (Int128) -> String?) {
        if plainInit {
            statics.addMethod("init", [Param.positional()], result: { _, types in Conversion.fromText(types.first, type) }) {
                _, arguments, site in
                switch arguments[0] {
                case .string(let text):
                    guard let number = Int128(text), number >= min, number <= max else { return .none }
                    return .optional(make(number))
                case .double(let number):
                    return make(try NumericTraps.integer(from: number, name: name, min: min, max: max, site))
                case let value:
                    guard let number = value.wideInteger else {
                        throw site.error("no exact matches in call to initializer '\(name)'")
                    }
                    if let message = trap(number) { throw site.error(message) }
                    return make(number)
                }
            }
            statics.addMethod("random", [Param.labeled("in")], result: { _, _ in type }) { _, arguments, site in
                guard case .range(let range) = arguments[0], Int128(range.lower) >= min, Int128(range.upper) <= max else {
                    throw site.error("'random(in:)' needs a range of \(name)")
                }
                if range.isClosed {
                    return make(Int128(Int.random(in: range.lower...range.upper, using: &site.runtime.random)))
                }
                guard range.lower < range.upper else { throw site.error("Fatal error: Range requires lowerBound <= upperBound") }
                return make(Int128(Int.random(in: range.lower..<range.upper, using: &site.runtime.random)))
            }
            statics.addProperty("max", type: { _ in type }) { _, _ in make(max) }
            statics.addProperty("min", type: { _ in type }) { _, _ in make(min) }
            statics.addProperty("bitWidth", type: { _ in .int }) { _, _ in .int(bitWidth(min, max)) }
        }
        statics.addMethod("init", [Param.labeled("exactly")], result: { _, _ in .optional(type) }) { _, arguments, site in
            switch arguments[0] {
            case .double(let number):
                guard number.isFinite, let exact = Int128(exactly: number), exact >= min, exact <= max else { return .none }
                return .optional(make(exact))
            case let value:
                guard let number = value.wideInteger else {
                    throw site.error("no exact matches in call to initializer '\(name)'")
                }
                return number >= min && number <= max ? .optional(make(number)) : .none
            }
        }
        statics.addMethod("init", [Param.labeled("truncatingIfNeeded")], result: { _, _ in type }) {
            _, arguments, site in
            guard let number = arguments[0].wideInteger else {
                throw site.error("no exact matches in call to initializer '\(name)'")
            }
            let width = bitWidth(min, max)
            let mask = (Int128(1) << width) - 1
            var low = number & mask
            if low > max { low -= Int128(1) << width }
            return make(low)
        }
        statics.addMethod("init", [Param.labeled("clamping")], result: { _, _ in type }) { _, arguments, site in
            guard let number = arguments[0].wideInteger else {
                throw site.error("no exact matches in call to initializer '\(name)'")
            }
            return make(Swift.min(Swift.max(number, min), max))
        }
    }

    /// The width of the integer type with these bounds.
    private static func bitWidth(_ min: Int128, _ max: Int128) -> Int {
        (max - min).bitWidth - (max - min).leadingZeroBitCount
    }

    private static func registerInstanceMembers(_ members: MemberTable) {
        func sized(_ value: Value) -> SizedInteger? { value.sizedInteger }
        members.addProperty("description", type: { _ in .string }) { value, _ in .string(ValuePrinter.describe(value)) }
        members.addProperty("magnitude", type: { type in IntegerKind(type).map { $0.unsigned.type } ?? .unknown }) {
            value, _ in
            guard let number = sized(value) else { return value }
            return .sized(number.kind.unsigned, number.value.magnitude > Int128.max.magnitude ? 0 : Int128(number.value.magnitude))
        }
        members.addProperty("bitWidth", type: { _ in .int }) { value, _ in .int(sized(value)?.kind.bitWidth ?? 64) }
        members.addMethod("signum", [], result: { type, _ in type }) { receiver, _, _ in
            guard let number = sized(receiver) else { return receiver }
            return .sized(number.kind, Int128(number.value.signum()))
        }
        members.addMethod("isMultiple", [Param.labeled("of")], result: { _, _ in .bool }) { receiver, arguments, site in
            guard let number = sized(receiver), let divisor = arguments[0].wideInteger else {
                throw site.error("no exact matches in call to instance method 'isMultiple'")
            }
            return .bool(number.value.isMultiple(of: divisor))
        }
    }
}
