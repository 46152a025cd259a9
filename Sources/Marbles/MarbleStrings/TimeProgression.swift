/// RxJS's time progression syntax: a number, a unit (`ms`, `s`, `m`) and a space, read where a
/// value could start after a space or at the very beginning.
enum TimeProgression {
    /// The milliseconds and the number of characters of `10ms ` starting at `index`, or `nil`
    /// when the characters there are not time progression.
    static func match(_ characters: [Unicode.Scalar], at index: Int) -> (milliseconds: Double, length: Int)? {
        var cursor = index
        func digits() -> Bool {
            let begin = cursor
            while cursor < characters.count, isDigit(characters[cursor]) { cursor += 1 }
            return cursor > begin
        }
        guard digits() else { return nil }
        if cursor + 1 < characters.count, characters[cursor] == ".", isDigit(characters[cursor + 1]) {
            cursor += 1
            _ = digits()
        }
        let number = String(String.UnicodeScalarView(characters[index..<cursor]))
        guard let value = Double(number) else { return nil }
        for (unit, factor) in [("ms", 1.0), ("s", 1_000.0), ("m", 60_000.0)] {
            let unitScalars = Array(unit.unicodeScalars) + [" "]
            let end = cursor + unitScalars.count
            if end <= characters.count, Array(characters[cursor..<end]) == unitScalars {
                return (value * factor, end - index)
            }
        }
        return nil
    }

    /// Whether time progression may start at `index`: at the beginning or after a space.
    static func mayStart(_ characters: [Unicode.Scalar], at index: Int) -> Bool {
        isDigit(characters[index]) && (index == 0 || characters[index - 1] == " ")
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// `250ms`, `1.5s`, `2m`: the shortest spelling of `milliseconds`.
    static func spelling(milliseconds: Double) -> String {
        if milliseconds >= 60_000, milliseconds.truncatingRemainder(dividingBy: 60_000) == 0 {
            return "\(number(milliseconds / 60_000))m"
        }
        if milliseconds >= 1_000, milliseconds.truncatingRemainder(dividingBy: 1_000) == 0 {
            return "\(number(milliseconds / 1_000))s"
        }
        return "\(number(milliseconds))ms"
    }

    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
