/// What the session says when an input goes past a limit the playground keeps on its own work:
/// code too long to read (`InputLength`), a compile over the time limit.
extension SessionTexts {
    /// Code of `bytes` UTF-8 bytes, longer than the `limit` the playground reads as one piece.
    func tooLong(bytes: Int, limit: Int) -> String {
        // Kilobytes rounded up, so a text one byte too long never reads as the limit itself.
        let size = (bytes + 1_023) / 1_024
        let most = limit / 1_024
        switch language {
        case .en:
            return "this code is \(size) KB, more than the \(most) KB the playground reads at once: "
                + "split it into smaller inputs or files"
        case .vi:
            return "đoạn code này dài \(size) KB, vượt quá \(most) KB mà playground đọc được một lần: "
                + "hãy chia nó thành các lần nhập hoặc tệp nhỏ hơn"
        case .ko:
            return "이 코드는 \(size) KB로, playground가 한 번에 읽는 \(most) KB보다 큽니다. "
                + "더 작은 입력이나 파일로 나누세요"
        }
    }

    /// The compiler ran past the session's time limit on an input and was stopped.
    func compilerTimedOut(seconds: Int) -> String {
        switch language {
        case .en:
            return "the compiler took more than \(seconds) s on this input and was stopped; "
                + "the session is as it was before this input"
        case .vi:
            return "trình biên dịch chạy quá \(seconds) s với lần nhập này nên đã bị dừng; "
                + "phiên vẫn như trước lần nhập này"
        case .ko:
            return "컴파일러가 이 입력에 \(seconds)초 넘게 걸려서 멈췄습니다. 세션은 이 입력 전 그대로입니다"
        }
    }
}
