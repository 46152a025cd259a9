/// What a learner's program prints, on its way to the terminal: text and the sequences a
/// program's own build uses to color and place its text pass byte for byte; the sequences that
/// reach past the program's text are shown visibly instead, so output cannot write the
/// clipboard, retitle the window, clear the screen, hide text or end a paste early.
///
/// Shown visibly (`␛` for the escape, `␇` for a bell, `�` for a C1 control):
/// - control strings: OSC (`ESC ]`: the clipboard with OSC 52, window titles, links), DCS
///   (`ESC P`), APC (`ESC _`), PM (`ESC ^`), SOS (`ESC X`), their C1 forms, and GNU screen's
///   title (`ESC k`);
/// - bracketed-paste markers `ESC [ 200 ~` and `ESC [ 201 ~`;
/// - SGR 8, concealed text (`ESC [ 8 m`, also among other attributes: `ESC [ 1;8 m`);
/// - screen clears: `ESC [ 2 J`, `ESC [ 3 J` (the scrollback; also spelled `ESC [ 02 J`,
///   `ESC [ 2 ; J`), `ESC c` (a full reset), `ESC # 8` (the screen filled with `E`);
/// - what makes the terminal answer, and so type into rxplay's prompt: status and cursor
///   reports (`ESC [ 6 n`), the terminal's identity (`ESC [ c`, `ESC [ > c`, `ESC Z`,
///   `ESC [ > q`), window reports and moves (`ESC [ … t`), mode, parameter, color and screen
///   requests (`ESC [ ? 2004 $ p`, `ESC [ x`, `ESC [ 1 $ w`, `ESC [ # R`, `ESC [ # |`,
///   `ESC [ … * y`, `ESC [ ? 1 ; 1 ; 0 S`), 8-bit answers (`ESC SP G`);
/// - what stays after the output and changes the terminal for rxplay and the shell after it:
///   modes set or reset (`ESC [ ? 1000 h` mouse reports, `ESC [ ? 2004 l` bracketed paste off,
///   `ESC [ ? 1049 h` the other screen, `ESC [ 12 l` local echo; only the cursor's visibility,
///   `ESC [ ? 25 h`/`l`, passes), the keys' encodings (`ESC =` the keypad's, `ESC [ > 4 ; 2 m`,
///   `ESC [ > 1 u`), a scrolling region (`ESC [ 5 ; 10 r`), a soft reset (`ESC [ ! p`), tab
///   stops cleared (`ESC [ 3 g`), a character set other than ASCII (`ESC ( 0` line drawing,
///   `ESC % G`, SO shown as `␎`);
/// - an escape that starts no complete sequence (the sequence cannot end in a later piece of
///   the terminal's input with what rxplay prints in between).
///
/// Output arrives in chunks and a sequence may be split between two: the filter holds the
/// unfinished part until the chunk that ends it. `finish()` ends the output of one request:
/// what is held is shown visibly.
///
/// ```swift
/// var filter = ProgramOutputFilter()
/// filter.pass(Array("\u{1B}[31mred\u{1B}[0m".utf8))  // unchanged
/// filter.pass(Array("\u{1B}]52;c;aGk=\u{07}".utf8))  // "␛]52;c;aGk=␇"
/// ```
struct ProgramOutputFilter {
    /// Whether everything passes unchanged (`--raw-output`).
    var passesEverything = false

    private enum State {
        /// Text: bytes pass.
        case text
        /// After ESC.
        case escape
        /// After ESC and intermediate bytes (`ESC # 8`, `ESC ( B`).
        case escapeIntermediates
        /// After CSI (`ESC [` or C1 `U+009B`), in its parameters.
        case controlSequence
        /// After the first byte of a two-byte UTF-8 character that may be a C1 control.
        case c1Lead
        /// Inside a control string whose start was shown: until BEL, ST or a line's end.
        case controlString
        /// After ESC inside a control string (`ESC \` ends it).
        case controlStringEscape
        /// After the first byte of a possible C1 ST inside a control string.
        case controlStringC1Lead
    }

    private var state = State.text
    /// The bytes of a sequence not finished yet.
    private var held: [UInt8] = []
    /// The longest control sequence held; a longer one is shown (no terminal takes more).
    private static let longestSequence = 64

    private static let escape: UInt8 = 0x1B
    private static let bell: UInt8 = 0x07
    private static let shiftOut: UInt8 = 0x0E
    private static let shownShiftOut = Array("\u{240E}".utf8)
    private static let c1Lead: UInt8 = 0xC2
    private static let shownEscape = Array("\u{241B}".utf8)
    private static let shownBell = Array("\u{2407}".utf8)
    private static let shownC1 = Array("\u{FFFD}".utf8)

    /// A filter that shows the sequences above (`passesEverything` false) or passes everything.
    init(passesEverything: Bool = false) {
        self.passesEverything = passesEverything
    }

    /// `bytes`, the next piece of output, as the terminal may get it; a sequence it leaves
    /// unfinished is held for the next piece.
    mutating func pass(_ bytes: [UInt8]) -> [UInt8] {
        pass(bytes[...])
    }

    /// `bytes`, the next piece of output, as the terminal may get it; a sequence it leaves
    /// unfinished is held for the next piece.
    mutating func pass(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        if passesEverything {
            out.append(contentsOf: held)
            held.removeAll()
            state = .text
            out.append(contentsOf: bytes)
            return out
        }
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if state == .text {
                    // Text up to the next byte that may start a sequence passes in one piece.
                    var stop = index
                    while stop < buffer.count, buffer[stop] != Self.escape, buffer[stop] != Self.c1Lead,
                        buffer[stop] != Self.shiftOut
                    {
                        stop += 1
                    }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[index..<stop]))
                    index = stop
                    if index == buffer.count { break }
                }
                take(buffer[index], into: &out)
                index += 1
            }
        }
        return out
    }

    /// The end of one request's output: a sequence held unfinished is shown, and the next
    /// output starts as text.
    mutating func finish() -> [UInt8] {
        var out: [UInt8] = []
        switch state {
        case .escape, .escapeIntermediates, .controlSequence: out += Self.shown(held)
        case .c1Lead, .controlStringC1Lead: out += held
        case .controlStringEscape: out += Self.shownEscape
        case .text, .controlString: break
        }
        held.removeAll()
        state = .text
        return out
    }

    // MARK: - One byte

    private mutating func take(_ byte: UInt8, into out: inout [UInt8]) {
        switch state {
        case .text: text(byte, into: &out)
        case .escape: afterEscape(byte, into: &out)
        case .escapeIntermediates: afterIntermediates(byte, into: &out)
        case .controlSequence: inControlSequence(byte, into: &out)
        case .c1Lead: afterC1Lead(byte, into: &out)
        case .controlString: inControlString(byte, into: &out)
        case .controlStringEscape: afterEscapeInControlString(byte, into: &out)
        case .controlStringC1Lead: afterC1LeadInControlString(byte, into: &out)
        }
    }

    private mutating func text(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case Self.escape: hold(byte, then: .escape)
        case Self.c1Lead: hold(byte, then: .c1Lead)
        // SO: the other character set (line drawing) for all text after, the shell's too.
        case Self.shiftOut: out += Self.shownShiftOut
        default: out.append(byte)
        }
    }

    private mutating func afterEscape(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "["):
            held.append(byte)
            state = .controlSequence
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"),
            UInt8(ascii: "k"):
            out += Self.shownEscape + [byte]
            startControlString()
        case UInt8(ascii: "c"), UInt8(ascii: "Z"), UInt8(ascii: "="):
            // A full reset; the terminal's identity (DECID); the keypad's application keys.
            out += Self.shownEscape + [byte]
            backToText()
        case 0x20...0x2F:
            held.append(byte)
            state = .escapeIntermediates
        case 0x30...0x7E:
            out += held + [byte]
            backToText()
        default:
            out += Self.shownEscape
            backToText()
            text(byte, into: &out)
        }
    }

    private mutating func afterIntermediates(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case 0x20...0x2F where held.count < Self.longestSequence:
            held.append(byte)
        case 0x30...0x7E:
            let reaches = Self.escapeReachesPastText(intermediates: Array(held.dropFirst()), final: byte)
            out += (reaches ? Self.shown(held) : held) + [byte]
            backToText()
        default:
            out += Self.shown(held)
            backToText()
            text(byte, into: &out)
        }
    }

    private mutating func inControlSequence(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case 0x20...0x3F where held.count < Self.longestSequence:
            held.append(byte)
        case 0x40...0x7E:
            // The introducer is two bytes either way: `ESC [`, or C1 CSI as UTF-8 (`C2 9B`).
            let parameters = String(decoding: held.dropFirst(2), as: UTF8.self)
            let reaches = Self.reachesPastText(parameters: parameters, final: byte)
            out += (reaches ? Self.shown(held) : held) + [byte]
            backToText()
        default:
            // A byte no control sequence holds: a terminal would obey it and go on reading the
            // sequence, so what came before is shown.
            out += Self.shown(held)
            backToText()
            text(byte, into: &out)
        }
    }

    private mutating func afterC1Lead(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case 0x9B:
            held.append(byte)
            state = .controlSequence
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
            out += Self.shownC1
            startControlString()
        default:
            out += held
            backToText()
            text(byte, into: &out)
        }
    }

    private mutating func inControlString(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case Self.bell:
            out += Self.shownBell
            backToText()
        case Self.escape:
            state = .controlStringEscape
        case Self.c1Lead:
            held = [byte]
            state = .controlStringC1Lead
        case UInt8(ascii: "\n"):
            out.append(byte)
            backToText()
        default:
            out.append(byte)
        }
    }

    private mutating func afterEscapeInControlString(_ byte: UInt8, into out: inout [UInt8]) {
        if byte == UInt8(ascii: "\\") {
            out += Self.shownEscape + [byte]
            backToText()
        } else {
            // An escape ends a control string and starts a sequence of its own.
            held = [Self.escape]
            state = .escape
            afterEscape(byte, into: &out)
        }
    }

    private mutating func afterC1LeadInControlString(_ byte: UInt8, into out: inout [UInt8]) {
        if byte == 0x9C {
            out += Self.shownC1
            backToText()
        } else {
            out += held
            held.removeAll()
            state = .controlString
            inControlString(byte, into: &out)
        }
    }

    // MARK: - States

    private mutating func hold(_ byte: UInt8, then next: State) {
        held = [byte]
        state = next
    }

    private mutating func backToText() {
        held.removeAll()
        state = .text
    }

    private mutating func startControlString() {
        held.removeAll()
        state = .controlString
    }

    /// `held`, a sequence's start, with its introducer shown: `␛` for ESC, `�` for C1 CSI.
    private static func shown(_ held: [UInt8]) -> [UInt8] {
        guard let first = held.first else { return [] }
        if first == escape { return shownEscape + held.dropFirst() }
        return shownC1 + held.dropFirst(2)
    }

    // MARK: - Control sequences

    /// Whether the control sequence with `parameters` (with any intermediate bytes) and `final`
    /// reaches past the program's text: a bracketed-paste marker, a screen or scrollback clear,
    /// SGR that conceals, a request the terminal answers, or a mode or setting that outlives the
    /// output.
    static func reachesPastText(parameters: String, final: UInt8) -> Bool {
        let prefix = parameters.unicodeScalars.first.map { "<=>?".unicodeScalars.contains($0) } ?? false
        switch final {
        case UInt8(ascii: "~"):
            return parameters == "200" || parameters == "201"
        case UInt8(ascii: "J"):
            // `ESC [ 2 J`, also spelled `ESC [ 02 J`, `ESC [ 2 ; J` or `ESC [ ? 2 J`.
            let erased = parameters.hasPrefix("?") ? String(parameters.dropFirst()) : parameters
            return erased.split(separator: ";").contains { Int($0) == 2 || Int($0) == 3 }
        case UInt8(ascii: "m"):
            // `ESC [ > 4 ; 2 m`: how the keys are encoded, not an attribute.
            return prefix || conceals(parameters)
        case UInt8(ascii: "n"), UInt8(ascii: "c"), UInt8(ascii: "t"), UInt8(ascii: "x"), UInt8(ascii: "p"),
            UInt8(ascii: "r"), UInt8(ascii: "w"), UInt8(ascii: "y"), UInt8(ascii: "|"), UInt8(ascii: "R"),
            UInt8(ascii: "g"):
            // Reports, the terminal's identity, window operations, requests (`ESC [ 1 $ w`,
            // `ESC [ … * y` a checksum of the screen, `ESC [ # |`, `ESC [ # R`), soft reset,
            // scrolling regions (and `ESC [ ? … r`, modes restored), tab stops cleared.
            return true
        case UInt8(ascii: "S"):
            // `ESC [ ? 1 ; 1 ; 0 S` asks for the graphics' sizes; `ESC [ 3 S` scrolls.
            return prefix
        case UInt8(ascii: "q"), UInt8(ascii: "u"):
            // `ESC [ > q` asks the terminal's version and `ESC [ > 1 u` sets the keys' encoding;
            // `ESC [ 2 SP q` (the cursor's shape) and `ESC [ u` (the cursor restored) draw.
            return prefix
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            return parameters != "?25"
        default:
            return false
        }
    }

    /// Whether `ESC` with `intermediates` and `final` reaches past the program's text: `ESC # 8`
    /// (DECALN) fills the screen with `E`; `ESC SP G` makes the terminal answer in 8-bit
    /// controls; a character set other than ASCII (`ESC ( 0`, line drawing) or `ESC % …` stays
    /// for all text after, the shell's too. `ESC ( B` (back to ASCII) passes.
    static func escapeReachesPastText(intermediates: [UInt8], final: UInt8) -> Bool {
        guard let first = intermediates.first else { return false }
        switch first {
        case UInt8(ascii: "#"): return final == UInt8(ascii: "8")
        case UInt8(ascii: " "), UInt8(ascii: "%"): return true
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"),
            UInt8(ascii: "."), UInt8(ascii: "/"):
            return intermediates.count > 1 || final != UInt8(ascii: "B")
        default: return false
        }
    }

    /// Whether SGR `parameters` turn on concealed text (8): a color's own numbers
    /// (`38;5;8`, `48;2;8;8;8`) are not attributes.
    static func conceals(_ parameters: String) -> Bool {
        // Private SGR forms (`ESC [ > 4 ; 2 m`) are not attributes.
        guard let first = parameters.unicodeScalars.first, !"<=>?".unicodeScalars.contains(first) else {
            return false
        }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        var index = 0
        while index < fields.count {
            let field = fields[index]
            // `38:5:8`: a color with its numbers as sub-parameters, one field.
            if field.contains(":") {
                index += 1
                continue
            }
            switch Int(field) ?? 0 {
            case 8:
                return true
            case 38, 48, 58:
                let mode = index + 1 < fields.count ? fields[index + 1] : ""
                index += mode == "5" ? 3 : mode == "2" ? 5 : 1
            default:
                index += 1
            }
        }
        return false
    }
}
