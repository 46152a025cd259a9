import ArgumentParser
import Foundation
import Marbles
import Playground

#if canImport(Glibc)
import Glibc
#endif

/// When to color timelines.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
}

/// How timelines are drawn: colors, ASCII, width.
struct DisplayOptions: ParsableArguments {
    @Option(help: "Color timelines: auto (on a color terminal), always, never.") var color: ColorChoice = .auto
    @Flag(help: "Draw with plain ASCII characters.") var ascii = false
    @Option(help: "The width timelines must fit (default: the terminal's, else $COLUMNS, else 80).") var width: Int?

    @Option(help: "The language of lessons and :help: en, vi or ko (default: from LC_ALL, LC_MESSAGES or LANG).")
    var lang: LessonLanguage?

    func validate() throws {
        if let width, width < SessionOptions.widths.lowerBound {
            throw ValidationError("--width must be at least \(SessionOptions.widths.lowerBound)")
        }
        if let width, width > SessionOptions.widths.upperBound {
            throw ValidationError("--width must be at most \(SessionOptions.widths.upperBound)")
        }
    }

    func sessionOptions(environment: [String: String] = ProcessInfo.processInfo.environment) -> SessionOptions {
        var options = SessionOptions(
            width: width ?? Self.terminalWidth(environment: environment),
            style: ascii || !Self.terminalShowsUnicode(environment: environment) ? .ascii : .unicode,
            colors: useColors(environment: environment),
            lessonsDirectory: LessonLibrary.locate())
        options.lessonLanguage = lang ?? LessonLanguage.from(environment: environment)
        options.wrapsDiagnostics = isatty(STDOUT_FILENO) != 0
        return options
    }

    private func useColors(environment: [String: String]) -> Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            if environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false { return false }
            if environment["TERM"] == "dumb" || environment["TERM"] == nil { return false }
            return isatty(STDOUT_FILENO) != 0
        }
    }

    /// The terminal's columns, else `$COLUMNS`, else 80; a wider one is drawn at the widest
    /// width (`SessionOptions.widths`).
    static func terminalWidth(environment: [String: String]) -> Int {
        let narrowest = SessionOptions.widths.lowerBound
        var size = winsize()
        if isatty(STDOUT_FILENO) != 0, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= narrowest {
            return SessionOptions.clampedWidth(Int(size.ws_col))
        }
        if let columns = environment["COLUMNS"].flatMap(Int.init), columns >= narrowest {
            return SessionOptions.clampedWidth(columns)
        }
        return 80
    }

    /// A dumb terminal, or a locale that is not UTF-8, gets ASCII.
    static func terminalShowsUnicode(environment: [String: String]) -> Bool {
        if environment["TERM"] == "dumb" { return false }
        let locale = environment["LC_ALL"] ?? environment["LC_CTYPE"] ?? environment["LANG"] ?? ""
        if locale.isEmpty || locale == "C" || locale == "POSIX" { return true }
        return locale.uppercased().replacingOccurrences(of: "-", with: "").contains("UTF8")
    }
}

extension LessonLanguage: ExpressibleByArgument {}
