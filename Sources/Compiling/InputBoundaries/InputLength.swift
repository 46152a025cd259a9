/// The longest text the playground reads with swift-syntax as one piece: an input, a statement
/// of a script, one file of a program, an app or a playground's `Sources`. swift-syntax in
/// rxplay's debug build reads about 50 KB a second (a 20,000-clause `if … else if …` chain,
/// 780 KB, took 23 s to parse once), so a longer text is refused before anything parses it, and
/// the input ends where its characters say it may (`LexicalScan.mayEnd`). 64 KB is over 1,500
/// lines, far more than anyone types or pastes at a prompt, and than any lesson's code.
public enum InputLength {
    /// The most UTF-8 bytes of one piece of code.
    public static let largest = 65_536

    /// The length of `text` in UTF-8 bytes when it is longer than `largest`; nil when it is not.
    public static func tooLong(_ text: String) -> Int? {
        let length = text.utf8.count
        return length > largest ? length : nil
    }
}
