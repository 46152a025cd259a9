/// What `:save`, `:load` and `:marbles`' options say: files written, read or refused, and the
/// options' wrong values. A file's name is shown with its control characters visible
/// (`ControlCharacters`): a name can hold an escape, and the terminal would obey it.
extension SessionTexts {
    // MARK: - Files

    /// `:save`'s answer.
    func saved(_ count: Int, to path: String) -> String {
        let path = ControlCharacters.visible(path)
        switch language {
        case .en: return "saved \(count) input\(count == 1 ? "" : "s") to \(path)"
        case .vi: return "đã lưu \(count) lần nhập vào \(path)"
        case .ko: return "입력 \(count)개를 저장했습니다: \(path)"
        }
    }

    /// A picture or page `:marbles` wrote.
    func wrote(_ path: String) -> String {
        let path = ControlCharacters.visible(path)
        switch language {
        case .en: return "wrote \(path)"
        case .vi: return "đã ghi \(path)"
        case .ko: return "파일을 썼습니다: \(path)"
        }
    }

    /// A file that is there and not this session's; `replacingForm` replaces it anyway.
    func notWrittenHere(_ path: String, replacingForm: String) -> String {
        let path = ControlCharacters.visible(path)
        switch language {
        case .en:
            return "\(path) exists and this session did not write it (or it changed since); \(replacingForm) replaces it"
        case .vi:
            return "\(path) đã có sẵn và không do phiên này ghi ra (hoặc đã đổi từ đó); \(replacingForm) sẽ ghi đè nó"
        case .ko:
            return "이 세션이 쓰지 않았거나 그 뒤에 바뀐 파일이 이미 있습니다: \(path). "
                + "덮어쓰려면 이 명령을 쓰세요: \(replacingForm)"
        }
    }

    /// `reason` is the system's, or the file's kind (`AtomicFile.Failure`).
    func cannotWrite(_ path: String, reason: String) -> String {
        let path = ControlCharacters.visible(path)
        switch language {
        case .en: return "cannot write \(path): \(reason)"
        case .vi: return "không ghi được \(path): \(reason)"
        case .ko: return "파일을 쓸 수 없습니다: \(path): \(reason)"
        }
    }

    func cannotRead(_ path: String) -> String {
        let path = ControlCharacters.visible(path)
        switch language {
        case .en: return "cannot read \(path)"
        case .vi: return "không đọc được \(path)"
        case .ko: return "파일을 읽을 수 없습니다: \(path)"
        }
    }

    func loadRunsSwiftOnly(_ path: String) -> String {
        let path = ControlCharacters.visible(path)
        switch language {
        case .en: return ":load runs Swift scripts; \(path) does not end in .swift"
        case .vi: return ":load chỉ chạy script Swift; \(path) không có đuôi .swift"
        case .ko: return ".swift로 끝나지 않는 파일입니다: \(path) (:load는 Swift 스크립트만 실행합니다)"
        }
    }

    // MARK: - :marbles' options

    func needsFileName(_ option: String) -> String {
        switch language {
        case .en: return "\(option) needs a file name"
        case .vi: return "\(option) cần một tên tệp"
        case .ko: return "\(option) 옵션에는 파일 이름이 필요합니다"
        }
    }

    func needsTime(_ option: String) -> String {
        switch language {
        case .en: return "\(option) needs a time"
        case .vi: return "\(option) cần một thời điểm"
        case .ko: return "\(option) 옵션에는 시간이 필요합니다"
        }
    }

    func notATime(_ text: String) -> String {
        switch language {
        case .en: return "\(text) is not a time (2s, 500ms, or a frame number)"
        case .vi: return "\(text) không phải là một thời điểm (2s, 500ms, hoặc số thứ tự frame)"
        case .ko: return "시간이 아닙니다: \(text) (2s, 500ms, 또는 프레임 번호)"
        }
    }

    var scaleRange: String {
        switch language {
        case .en: return "--scale takes 2 to 12 columns per frame"
        case .vi: return "--scale nhận từ 2 đến 12 cột mỗi frame"
        case .ko: return "--scale 옵션은 프레임마다 2열에서 12열까지입니다"
        }
    }

    var lastNeedsNumber: String {
        switch language {
        case .en: return "--last needs a number of instants above 0"
        case .vi: return "--last cần một số thời điểm lớn hơn 0"
        case .ko: return "--last 옵션에는 0보다 큰 시점 수가 필요합니다"
        }
    }

    var fromAfterTo: String {
        switch language {
        case .en: return "--from must not be after --to"
        case .vi: return "--from không được sau --to"
        case .ko: return "--from 옵션의 시간이 --to보다 뒤일 수 없습니다"
        }
    }

    /// A lane `--rxjs` cannot write.
    var notMarbles: String {
        switch language {
        case .en: return "(cannot be written as marbles)"
        case .vi: return "(không viết được thành marble)"
        case .ko: return "(마블로 쓸 수 없습니다)"
        }
    }
}
