import Marbles

/// The words of the page `:marbles --html` writes.
extension SessionTexts {
    var htmlPageWords: HTMLPageWords {
        switch language {
        case .en: return .english
        case .vi:
            return HTMLPageWords(
                language: "vi", title: "Timeline của RxPlayground", play: "▶ Phát", pause: "❚❚ Tạm dừng",
                keys: "Nhấn phím cách để phát và tạm dừng; ← và → lùi hoặc tiến một frame; Home và End về đầu và về cuối.",
                time: "thời gian")
        case .ko:
            return HTMLPageWords(
                language: "ko", title: "RxPlayground 타임라인", play: "▶ 재생", pause: "❚❚ 일시정지",
                keys: "스페이스 키로 재생하고 멈춥니다. ←와 →로 한 프레임씩 움직이고, Home과 End로 처음과 끝으로 갑니다.",
                time: "시간")
        }
    }
}
