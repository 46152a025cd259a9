import RunnerProtocol

/// Why `:tap`, `:select`, `:type`, `:alert` or `:back` could not act on the screen: the runner
/// sends the reason as a value, worded here.
extension SessionTexts {
    /// The sentence after `error:` for `refusal`.
    func refusal(_ refusal: UserActionRefusal) -> String {
        switch refusal {
        case .nothingOnScreen: return screenIsEmpty
        case let .notFound(kind, name, candidates): return notFound(kind, name: name, candidates: candidates)
        case .disabled(let name): return disabled(name)
        case .noSuchRow(let number): return noSuchRow(number)
        case .cannotGoBack: return cannotGoBack
        case .noAlert: return noAlert
        case .noPicker: return noPicker
        }
    }

    var screenIsEmpty: String {
        switch language {
        case .en: return "nothing is on screen"
        case .vi: return "chưa có gì trên màn hình"
        case .ko: return "화면에 아무것도 없습니다"
        }
    }

    /// A kind of control, as a noun.
    func control(_ kind: UserActionRefusal.ControlKind) -> String {
        switch (language, kind) {
        case (.en, _): return kind.rawValue
        case (.vi, .button): return "nút"
        case (.vi, .textField): return "ô nhập"
        case (.vi, .switch): return "công tắc"
        case (.ko, .button): return "버튼"
        case (.ko, .textField): return "텍스트 필드"
        case (.ko, .switch): return "스위치"
        }
    }

    /// `candidates` are the controls of that kind the screen has.
    func notFound(_ kind: UserActionRefusal.ControlKind, name: String, candidates: [String]) -> String {
        let quoted = candidates.map { "'\($0)'" }.joined(separator: ", ")
        let noun = control(kind)
        switch language {
        case .en:
            // English plurals: a switch, its switches.
            let nouns = kind == .switch ? noun + "es" : noun + "s"
            return "the screen has no \(noun) '\(name)'; its \(nouns): \(candidates.isEmpty ? "none" : quoted)"
        case .vi:
            return "màn hình không có \(noun) '\(name)'; các \(noun) trên màn hình: \(candidates.isEmpty ? "không có" : quoted)"
        case .ko: return "화면에 없는 \(noun)입니다: '\(name)'. 화면의 \(noun): \(candidates.isEmpty ? "없음" : quoted)"
        }
    }

    func disabled(_ name: String) -> String {
        switch language {
        case .en: return "'\(name)' is disabled: the tap does nothing"
        case .vi: return "'\(name)' đang tắt: bấm vào không có tác dụng gì"
        case .ko: return "비활성 상태라 눌러도 아무 일도 일어나지 않습니다: '\(name)'"
        }
    }

    /// `number` counts from 1, as the screen box does.
    func noSuchRow(_ number: Int) -> String {
        switch language {
        case .en: return "the screen has no row or item \(number)"
        case .vi: return "màn hình không có hàng hay mục \(number)"
        case .ko: return "화면에 \(number)번 행이나 항목이 없습니다"
        }
    }

    var cannotGoBack: String {
        switch language {
        case .en: return "there is no screen to go back to"
        case .vi: return "không có màn hình nào để quay lại"
        case .ko: return "돌아갈 화면이 없습니다"
        }
    }

    var noAlert: String {
        switch language {
        case .en: return "no alert is shown"
        case .vi: return "không có alert nào đang hiện"
        case .ko: return "표시된 alert이 없습니다"
        }
    }

    var noPicker: String {
        switch language {
        case .en: return "no image picker is on screen"
        case .vi: return "không có trình chọn ảnh nào trên màn hình"
        case .ko: return "화면에 피커가 없습니다"
        }
    }
}
