/// Conversions Swift refuses at compile time that the static types alone show: between the
/// basic value types (`Int`, `Double`, `String`, `Bool`, and their optionals as targets),
/// where only an integer literal may still become a `Double`. Caught while compiling, so an
/// input with such a mistake runs none of its statements, as Swift does.
enum StaticConversion {
    private static let basics: [SwiftType] = [.int, .double, .string, .bool]

    static func isImpossible(from source: SwiftType, literal: Bool, to target: SwiftType) -> Bool {
        let wanted = target.optionalWrapped ?? target
        guard basics.contains(source), basics.contains(wanted), source != wanted else { return false }
        return !(literal && source == .int && wanted == .double)
    }
}
