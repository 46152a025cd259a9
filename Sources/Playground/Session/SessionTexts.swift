/// What the playground itself says at the prompt, in the session's language: the meta-commands'
/// errors, usages and confirmations, and the REPL's own notes. Every text is a switch over the
/// language, so none can be added in English alone.
///
/// Not here: the compiler's diagnostics and Swift's trap messages (Swift's own words), RxSwift's
/// printed texts, code, command names and flags, and the names of lanes and variables. The tag
/// `error:` stays English too, as the compiler's diagnostics write it on the lines around it.
/// Korean puts no particle right after an interpolated name: the sentence is turned instead.
public struct SessionTexts: Sendable {
    /// The language of every text.
    public let language: LessonLanguage

    /// The texts of `language`.
    public init(language: LessonLanguage) {
        self.language = language
    }

    // MARK: - Commands in general

    /// What comes before a command's form under a wrong argument, `usage:`.
    var usageLabel: String {
        switch language {
        case .en: return "usage:"
        case .vi: return "cú pháp:"
        case .ko: return "사용법:"
        }
    }

    var noCommandName: String {
        switch language {
        case .en: return "a command name follows the colon; :help lists them"
        case .vi: return "sau dấu hai chấm phải là tên một lệnh; :help liệt kê các lệnh"
        case .ko: return "콜론 뒤에는 명령 이름이 와야 합니다. :help로 명령 목록을 보세요"
        }
    }

    /// `near`, a command whose name is close, is suggested.
    func unknownCommand(_ name: String, near: String?) -> String {
        switch language {
        case .en: return "unknown command :\(name)" + (near.map { "; did you mean :\($0)?" } ?? "")
        case .vi: return "không có lệnh :\(name)" + (near.map { "; có phải ý bạn là :\($0)?" } ?? "")
        case .ko: return "없는 명령입니다: :\(name)" + (near.map { ". 혹시 :\($0) 명령인가요?" } ?? "")
        }
    }

    var helpListsCommands: String {
        switch language {
        case .en: return ":help lists the commands"
        case .vi: return ":help liệt kê các lệnh"
        case .ko: return ":help로 명령 목록을 볼 수 있습니다"
        }
    }

    /// `command` is spelled with its colon, `:undo`.
    func takesNoArguments(_ command: String) -> String {
        switch language {
        case .en: return "\(command) takes no arguments"
        case .vi: return "\(command) không nhận tham số nào"
        case .ko: return "\(command) 명령은 인자를 받지 않습니다"
        }
    }

    var giveOneFileName: String {
        switch language {
        case .en: return "give one file name"
        case .vi: return "cần đúng một tên tệp"
        case .ko: return "파일 이름을 하나 주세요"
        }
    }

    func unknownOption(_ option: String) -> String {
        switch language {
        case .en: return "unknown option \(option)"
        case .vi: return "không có tùy chọn \(option)"
        case .ko: return "없는 옵션입니다: \(option)"
        }
    }

    /// A lane `:marbles` or `:play` was asked for and the timeline lacks; `known` are its lanes.
    func noLane(_ name: String, known: [String]) -> String {
        let list = known.joined(separator: ", ")
        switch language {
        case .en: return "no lane called \(name) (lanes: \(known.isEmpty ? "none yet" : list))"
        case .vi: return "không có lane nào tên \(name) (các lane: \(known.isEmpty ? "chưa có" : list))"
        case .ko: return "없는 lane입니다: \(name) (lane 목록: \(known.isEmpty ? "아직 없음" : list))"
        }
    }

    /// What `:marbles`, `:play` and the exports show for a timeline with nothing in it.
    var emptyTimeline: String {
        switch language {
        case .en: return "(empty timeline: nothing recorded yet)"
        case .vi: return "(timeline trống: chưa ghi lại gì)"
        case .ko: return "(빈 타임라인: 아직 기록된 것이 없습니다)"
        }
    }
}

extension SessionHost {
    /// The texts of the session's language.
    var texts: SessionTexts { SessionTexts(language: options.lessonLanguage) }
}
