@testable import Playground
import TestSupport
import Testing

/// The filter between a learner's program and the terminal: each sequence that reaches past
/// the text is shown, text and colors pass byte for byte, a sequence split between chunks is
/// judged whole.
@Suite("Program output on its way to the terminal")
struct ProgramOutputFilterTests {
    /// `text` through a fresh filter in one chunk, then the end of the request.
    static func filtered(_ text: String) -> String {
        var filter = ProgramOutputFilter()
        return String(decoding: filter.pass(Array(text.utf8)) + filter.finish(), as: UTF8.self)
    }

    @Test(
        "text, colors and the cursor moves of a program's own output pass unchanged",
        arguments: [
            "plain text\n",
            "tab\tand 🐶 and 한국어 and é\n",
            "\u{1B}[31mred\u{1B}[0m \u{1B}[1;4;38;5;208mbold orange\u{1B}[m\n",
            "\u{1B}[38;2;8;8;8mtrue color with 8s\u{1B}[48;5;8mgrey\u{1B}[38:5:8msub-parameters\u{1B}[0m\n",
            "progress 50%\r\u{1B}[Kprogress 100%\n",
            "\u{1B}[2A\u{1B}[J\u{1B}[1J\u{1B}[0J\u{1B}[2K\u{1B}[10;20H\u{1B}7\u{1B}8\u{1B}M\u{1B}(B\u{1B}>\n",
            // The cursor saved and restored, its shape, scrolled, its column; the keypad back to digits.
            "\u{1B}[s\u{1B}[u\u{1B}[2 q\u{1B}[3S\u{1B}[5G\u{1B}[4C\u{1B}[P\u{1B}[2@\n",
            // Erasing below or above the cursor, back to ASCII (also G1), shift in.
            "\u{1B}[0J\u{1B}[1J\u{1B}[J\u{1B}(B\u{1B})B\u{0F}\n",
            "\u{1B}[?25l\u{1B}[?25h\u{1B}[28m\u{1B}[18m\n",
            "bell\u{07} backspace\u{08}\n",
            "",
        ])
    func passes(text: String) {
        expectEqual(Self.filtered(text), text)
    }

    @Test(
        "sequences that reach past the text are shown, whatever the text around them",
        arguments: [
            // The clipboard (OSC 52), ended by BEL or by ST.
            ("\u{1B}]52;c;cm0gLXJmIH4=\u{07}after", "␛]52;c;cm0gLXJmIH4=␇after"),
            ("\u{1B}]52;c;aGk=\u{1B}\\after", "␛]52;c;aGk=␛\\after"),
            // Window and icon titles.
            ("\u{1B}]0;pwned\u{07}", "␛]0;pwned␇"), ("\u{1B}]1;icon\u{07}", "␛]1;icon␇"),
            ("\u{1B}]2;title\u{1B}\\", "␛]2;title␛\\"),
            // A link, and any other OSC.
            ("\u{1B}]8;;http://x\u{1B}\\x\u{1B}]8;;\u{1B}\\", "␛]8;;http://x␛\\x␛]8;;␛\\"),
            // DCS, APC, PM, SOS.
            ("\u{1B}P+q544e\u{1B}\\", "␛P+q544e␛\\"), ("\u{1B}_apc\u{1B}\\", "␛_apc␛\\"),
            ("\u{1B}^pm\u{1B}\\", "␛^pm␛\\"), ("\u{1B}Xsos\u{1B}\\", "␛Xsos␛\\"),
            // Bracketed-paste markers.
            ("\u{1B}[200~:save x\u{1B}[201~", "␛[200~:save x␛[201~"),
            // Concealed text, alone or among other attributes.
            ("\u{1B}[8mhidden\u{1B}[0m", "␛[8mhidden\u{1B}[0m"), ("\u{1B}[1;8m", "␛[1;8m"), ("\u{1B}[08m", "␛[08m"),
            ("\u{1B}[38;5;1;8m", "␛[38;5;1;8m"),
            // Screen and scrollback clears, a full reset, the alignment test's screen of E.
            ("\u{1B}[2J", "␛[2J"), ("\u{1B}[3J", "␛[3J"), ("\u{1B}[?2J", "␛[?2J"), ("\u{1B}c", "␛c"),
            ("\u{1B}#8", "␛#8"),
            // Requests the terminal answers by typing: reports, its identity, window reports.
            ("\u{1B}[6n", "␛[6n"), ("\u{1B}[5n", "␛[5n"), ("\u{1B}[?6n", "␛[?6n"), ("\u{1B}[c", "␛[c"),
            ("\u{1B}[>c", "␛[>c"), ("\u{1B}[=0c", "␛[=0c"), ("\u{1B}Z", "␛Z"), ("\u{1B}[>0q", "␛[>0q"),
            ("\u{1B}[21t", "␛[21t"), ("\u{1B}[8;1;1t", "␛[8;1;1t"), ("\u{1B}[?2004$p", "␛[?2004$p"),
            ("\u{1B}[1x", "␛[1x"),
            // Modes that outlive the output: mouse reports, paste markers off, the other screen,
            // local echo, the cursor keys' encoding; several at once, even with the cursor's.
            ("\u{1B}[?1000h", "␛[?1000h"), ("\u{1B}[?1006;1000h", "␛[?1006;1000h"), ("\u{1B}[?2004l", "␛[?2004l"),
            ("\u{1B}[?1049h", "␛[?1049h"), ("\u{1B}[12l", "␛[12l"), ("\u{1B}[4h", "␛[4h"), ("\u{1B}[?1h", "␛[?1h"),
            ("\u{1B}[?25;1000h", "␛[?25;1000h"),
            // The keys' encodings, a scrolling region, modes restored, a soft reset.
            ("\u{1B}=", "␛="), ("\u{1B}[>4;2m", "␛[>4;2m"), ("\u{1B}[>1u", "␛[>1u"), ("\u{1B}[=1;1u", "␛[=1;1u"),
            ("\u{1B}[?u", "␛[?u"), ("\u{1B}[5;10r", "␛[5;10r"), ("\u{1B}[r", "␛[r"), ("\u{1B}[!p", "␛[!p"),
            ("\u{9B}6n", "\u{FFFD}6n"),
            // Requests xterm answers too (found by a hostile-input round), clears spelled otherwise,
            // 8-bit answers, character sets and tab stops that stay, GNU screen's title.
            ("\u{1B}[1$w", "␛[1$w"), ("\u{1B}[2$w", "␛[2$w"), ("\u{1B}[?1;1;0S", "␛[?1;1;0S"),
            ("\u{1B}[1;1;2;2#|", "␛[1;1;2;2#|"), ("\u{1B}[#R", "␛[#R"), ("\u{1B}[1;1;1;1;2;2*y", "␛[1;1;1;1;2;2*y"),
            ("\u{1B}[02J", "␛[02J"), ("\u{1B}[2;J", "␛[2;J"), ("\u{1B}[003J", "␛[003J"), ("\u{1B} G", "␛ G"),
            ("\u{1B}(0", "␛(0"), ("\u{1B})0", "␛)0"), ("\u{1B}%G", "␛%G"), ("line\u{0E}drawing", "line␎drawing"),
            ("\u{1B}[3g", "␛[3g"), ("\u{1B}kscreen title\u{1B}\\", "␛kscreen title␛\\"),
            // C1 controls as UTF-8: OSC, CSI, ST.
            ("\u{9D}0;title\u{9C}", "\u{FFFD}0;title\u{FFFD}"), ("\u{9B}2J", "\u{FFFD}2J"), ("\u{9B}31m", "\u{9B}31m"),
            // An escape in a sequence's parameters ends it: what came before is shown.
            ("\u{1B}[2\nJ", "␛[2\nJ"), ("\u{1B}[2\u{1B}[31m", "␛[2\u{1B}[31m"),
            // An escape before something no sequence starts with, or another escape.
            ("\u{1B}\u{1B}]0;x\u{07}", "␛␛]0;x␇"), ("\u{1B}\n", "␛\n"),
        ])
    func shown(text: String, expected: String) {
        expectEqual(Self.filtered(text), expected)
    }

    @Test("a control string ends at its line's end; a later bell rings")
    func controlStringEndsAtLineEnd() {
        expectEqual(Self.filtered("\u{1B}]0;no end\nbell\u{07}\n"), "␛]0;no end\nbell\u{07}\n")
    }

    @Test("a sequence split anywhere between chunks is judged as a whole")
    func splitAnywhere() {
        let cases = [
            ("a\u{1B}]52;c;aGk=\u{07}b", "a␛]52;c;aGk=␇b"),
            ("a\u{1B}[201~b", "a␛[201~b"),
            ("a\u{1B}[1;8mb", "a␛[1;8mb"),
            ("a\u{1B}[2Jb", "a␛[2Jb"),
            ("a\u{1B}[38;5;208mb\u{1B}[0m", "a\u{1B}[38;5;208mb\u{1B}[0m"),
            ("a\u{9D}0;t\u{9C}b", "a\u{FFFD}0;t\u{FFFD}b"),
            ("a\u{1B}]0;t\u{1B}\\b", "a␛]0;t␛\\b"),
            ("é한\u{1B}#8", "é한␛#8"),
        ]
        for (text, expected) in cases {
            let bytes = Array(text.utf8)
            for split in 0...bytes.count {
                var filter = ProgramOutputFilter()
                let out = filter.pass(bytes[..<split]) + filter.pass(bytes[split...]) + filter.finish()
                expectEqual(
                    String(decoding: out, as: UTF8.self), expected, "split at \(split) of \(text.debugDescription)")
            }
        }
    }

    @Test("a byte at a time, the same as all at once")
    func byteAtATime() {
        let text = "x\u{1B}[31mred\u{1B}[0m\u{1B}]0;t\u{07}\u{1B}[2J\u{1B}[8m\u{1B}[200~é\n"
        var filter = ProgramOutputFilter()
        var out: [UInt8] = []
        for byte in text.utf8 { out += filter.pass([byte]) }
        out += filter.finish()
        expectEqual(String(decoding: out, as: UTF8.self), Self.filtered(text))
        expectEqual(Self.filtered(text), "x\u{1B}[31mred\u{1B}[0m␛]0;t␇␛[2J␛[8m␛[200~é\n")
    }

    @Test("a sequence the request's output leaves unfinished is shown at its end, and the next starts as text")
    func unfinishedAtEnd() {
        for (start, shown) in [("\u{1B}", "␛"), ("\u{1B}[2", "␛[2"), ("\u{1B}#", "␛#"), ("\u{1B}[", "␛[")] {
            var filter = ProgramOutputFilter()
            let first = filter.pass(Array(("a" + start).utf8))
            expectEqual(String(decoding: first + filter.finish(), as: UTF8.self), "a" + shown)
            expectEqual(String(decoding: filter.pass(Array("J1".utf8)), as: UTF8.self), "J1")
        }
        var filter = ProgramOutputFilter()
        // Half a two-byte character stays its byte.
        expectEqual(filter.pass([0x41, 0xC2]) + filter.finish(), [0x41, 0xC2])
    }

    @Test("a control sequence longer than any terminal takes is shown")
    func overlong() {
        let digits = String(repeating: "1", count: 100)
        expectEqual(Self.filtered("\u{1B}[" + digits + "m"), "␛[" + digits + "m")
    }

    @Test("invalid UTF-8 passes byte for byte")
    func invalidBytes() {
        var filter = ProgramOutputFilter()
        let bytes: [UInt8] = [0xFF, 0xFE, 0x41, 0xC2, 0x0A, 0x80, 0xF4, 0x8F, 0xBF, 0xBF, 0x0A]
        expectEqual(filter.pass(bytes) + filter.finish(), bytes)
    }

    @Test("--raw-output: everything passes as printed, also what is held when it is turned on")
    func raw() {
        let text = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{1B}[8m\u{1B}[201~\u{1B}c"
        var filter = ProgramOutputFilter(passesEverything: true)
        expectEqual(String(decoding: filter.pass(Array(text.utf8)) + filter.finish(), as: UTF8.self), text)
        var switched = ProgramOutputFilter()
        let held = switched.pass(Array("\u{1B}[2".utf8))
        switched.passesEverything = true
        expectEqual(String(decoding: held + switched.pass(Array("J".utf8)), as: UTF8.self), "\u{1B}[2J")
    }

    @Test(
        "SGR parameters: a color's own numbers are not the concealing attribute",
        arguments: [
            ("8", true), ("1;8", true), ("0;08", true), ("38;5;8", false), ("48;5;8;8", true), ("38;2;8;8;8", false),
            ("38;2;8;8;8;8", true), ("38:5:8", false), ("58;5;8", false), ("", false), ("28", false), ("18", false),
            (">4;8", false),
        ])
    func conceals(parameters: String, conceals: Bool) {
        expectEqual(ProgramOutputFilter.conceals(parameters), conceals)
    }
}
