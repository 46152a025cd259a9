import TextWidth
import Testing

@Suite("Terminal column width")
struct TerminalWidthTests {
    @Test("widths", arguments: [
        ("abc", 3), ("", 0), ("🐶", 2), ("🐶🐱", 4), ("漢字", 4), ("ｱ", 1), ("Ａ", 2), ("한국", 4),
        ("é", 1), ("e\u{301}", 1), ("👩‍💻", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2), ("👍🏽", 2),
        ("─", 1), ("…", 1), ("a\tb", 2), ("\u{200B}", 0), ("Ｈｅｌｌｏ", 10), ("ひらがな", 8),
    ])
    func width(text: String, columns: Int) {
        #expect(TerminalWidth.of(text) == columns)
    }
}
