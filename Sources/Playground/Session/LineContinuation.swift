/// Lines that continue the statement before them, as Swift reads them: RxSwift code is written
/// with one operator per line (`images` / `.asObservable()` / `.disposed(by: bag)`), and a line
/// that starts with `.member` belongs to the statement above it, also across blank lines and
/// comments.
enum LineContinuation {
    /// Whether `line` starts with `.` and a member name (`.share(replay: 1)`, `` .`default` ``),
    /// not a range operator.
    static func continuesPrevious(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        guard text.first == ".", let next = text.dropFirst().first else { return false }
        return next.isLetter || next == "_" || next == "`"
    }

    /// Whether `line` is blank or holds only a `//` comment: it may stand between a statement
    /// and the line that continues it.
    static func isBlankOrComment(_ line: String) -> Bool {
        let text = line.drop { $0 == " " || $0 == "\t" }
        return text.isEmpty || text.hasPrefix("//")
    }
}
