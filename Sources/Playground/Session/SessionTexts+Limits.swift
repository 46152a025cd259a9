/// What the session says when something goes past a limit the playground keeps on its own work:
/// code too long to read (`InputLength`), a compile over the time limit, a file too large to
/// read, a project folder too large or too deep to walk (`ProjectWalk`), or a walk stopped.
extension SessionTexts {
    /// `bytes` as a size: kilobytes under 1 MB, else megabytes to a tenth, rounded up, so a file
    /// one byte too large never reads as the limit itself (`1.1 MB`, `8 MB`).
    static func size(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\((bytes + 1_023) >> 10) KB" }
        let tenths = (bytes * 10 + (1 << 20) - 1) >> 20
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }

    /// Code of `bytes` UTF-8 bytes, longer than the `limit` the playground reads as one piece.
    func tooLong(bytes: Int, limit: Int) -> String {
        let size = Self.size(bytes)
        let most = Self.size(limit)
        switch language {
        case .en:
            return "this code is \(size), more than the \(most) the playground reads at once: "
                + "split it into smaller inputs or files"
        case .vi:
            return "đoạn code này dài \(size), vượt quá \(most) mà playground đọc được một lần: "
                + "hãy chia nó thành các lần nhập hoặc tệp nhỏ hơn"
        case .ko:
            return "이 코드는 \(size)로, playground가 한 번에 읽는 \(most)보다 큽니다. "
                + "더 작은 입력이나 파일로 나누세요"
        }
    }

    /// The sentence after `error: FILE: ` for a file of `bytes`, more than the `limit` read of it.
    func fileTooLarge(bytes: Int, limit: Int) -> String {
        let size = Self.size(bytes)
        let most = Self.size(limit)
        switch language {
        case .en: return "the file is \(size), more than the \(most) the playground reads of it"
        case .vi: return "tệp dài \(size), vượt quá \(most) mà playground đọc cho loại tệp này"
        case .ko: return "파일이 \(size)로, playground가 이런 파일에서 읽는 \(most)보다 큽니다"
        }
    }

    /// A project folder `shown` with more than `limit` files and folders.
    func tooManyEntries(_ shown: String, limit: Int) -> String {
        switch language {
        case .en:
            return "\(shown) holds more than \(limit) files and folders, more than the playground reads of a "
                + "project (is it an app's folder?)"
        case .vi:
            return "\(shown) chứa hơn \(limit) tệp và thư mục, nhiều hơn mức playground đọc cho một dự án "
                + "(đây có phải là thư mục của một app không?)"
        case .ko:
            return "파일과 폴더가 \(limit)개보다 많아서 playground가 한 프로젝트로 읽지 않습니다 (앱 폴더가 맞나요?): \(shown)"
        }
    }

    /// A project folder `shown` whose folders nest more than `limit` deep.
    func tooDeep(_ shown: String, limit: Int) -> String {
        switch language {
        case .en: return "the folders of \(shown) nest more than \(limit) deep, deeper than the playground reads of a project"
        case .vi: return "các thư mục của \(shown) lồng sâu hơn \(limit) cấp, sâu hơn mức playground đọc cho một dự án"
        case .ko: return "폴더가 \(limit)단계보다 깊게 중첩되어 있어서 playground가 한 프로젝트로 읽지 않습니다: \(shown)"
        }
    }

    /// Ctrl-C stopped reading the project folder `shown`.
    func readingInterrupted(_ shown: String) -> String {
        switch language {
        case .en: return "interrupted while reading \(shown); nothing of it ran"
        case .vi: return "đã ngắt khi đang đọc \(shown); chưa có gì của nó được chạy"
        case .ko: return "읽는 도중에 중단했습니다. 아무것도 실행하지 않았습니다: \(shown)"
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
