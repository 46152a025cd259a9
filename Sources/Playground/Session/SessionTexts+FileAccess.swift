/// Why a file was not written, and the refusals of commands in a file's content: a command that
/// touches files (without `--allow-files`), a file that opens itself again, a command that failed.
extension SessionTexts {
    // MARK: - Why a file was not written

    /// The reason after `cannot write PATH:`.
    func writeProblem(_ problem: AtomicFile.WriteError) -> String {
        switch problem {
        case .notRegularFile(let kind): return notRegularFile(kind)
        case .readOnly: return readOnly
        case .system(let problem): return fileProblem(problem)
        case .nameNotUTF8: return nameNotUTF8
        }
    }

    func notRegularFile(_ kind: AtomicFile.FileKind) -> String {
        switch language {
        case .en: return "it is \(fileKind(kind)), not a regular file"
        case .vi: return "đó là \(fileKind(kind)), không phải một tệp thường"
        case .ko: return "일반 파일이 아닙니다 (\(fileKind(kind)))"
        }
    }

    func fileKind(_ kind: AtomicFile.FileKind) -> String {
        switch (language, kind) {
        case (.en, .symbolicLink): return "a symbolic link"
        case (.en, .folder): return "a folder"
        case (.en, .device): return "a device"
        case (.en, .pipe): return "a pipe"
        case (.en, .socket): return "a socket"
        case (.en, .other): return "not a file"
        case (.vi, .symbolicLink): return "một liên kết tượng trưng"
        case (.vi, .folder): return "một thư mục"
        case (.vi, .device): return "một thiết bị"
        case (.vi, .pipe): return "một pipe"
        case (.vi, .socket): return "một socket"
        case (.vi, .other): return "thứ không phải tệp"
        case (.ko, .symbolicLink): return "심볼릭 링크"
        case (.ko, .folder): return "폴더"
        case (.ko, .device): return "장치"
        case (.ko, .pipe): return "파이프"
        case (.ko, .socket): return "소켓"
        case (.ko, .other): return "파일 아님"
        }
    }

    /// A name with U+FFFD: bytes typed or piped that were not UTF-8.
    var nameNotUTF8: String {
        switch language {
        case .en: return "its name holds bytes that are not UTF-8 (shown as \u{FFFD}); nothing was written"
        case .vi: return "tên tệp có những byte không phải UTF-8 (hiện thành \u{FFFD}); chưa ghi gì cả"
        case .ko: return "이름에 UTF-8이 아닌 바이트가 있습니다 (\u{FFFD}로 보임). 아무것도 쓰지 않았습니다"
        }
    }

    var readOnly: String {
        switch language {
        case .en: return "it is read-only"
        case .vi: return "tệp này chỉ đọc"
        case .ko: return "읽기 전용 파일입니다"
        }
    }

    // MARK: - Commands in a file's content

    /// What a command does with files, for `contentMayNot`.
    func fileAccess(_ access: FileAccess) -> String {
        switch (language, access) {
        case (.en, .readsFile): return "reads a file"
        case (.en, .writesFile): return "writes a file"
        case (.en, .opensPlayground): return "opens a playground"
        case (.en, .readsProjectOutside): return "reads a project outside the lesson's folder"
        case (.vi, .readsFile): return "đọc một tệp"
        case (.vi, .writesFile): return "ghi một tệp"
        case (.vi, .opensPlayground): return "mở một playground"
        case (.vi, .readsProjectOutside): return "đọc một project nằm ngoài thư mục của bài học"
        case (.ko, .readsFile): return "파일을 읽는 명령입니다"
        case (.ko, .writesFile): return "파일을 쓰는 명령입니다"
        case (.ko, .opensPlayground): return "플레이그라운드를 여는 명령입니다"
        case (.ko, .readsProjectOutside): return "레슨 폴더 밖의 프로젝트를 읽는 명령입니다"
        }
    }

    /// A command in a lesson, a playground page or a loaded script that touches files;
    /// `command` is spelled with its colon.
    func contentMayNot(_ command: String, _ access: FileAccess) -> String {
        switch language {
        case .en:
            return "\(command) \(fileAccess(access)); a command in a lesson, a "
                + "playground page or a loaded script may not (rxplay --allow-files allows it)"
        case .vi:
            return "\(command) \(fileAccess(access)); lệnh trong một bài học, một trang playground hay một "
                + "script được :load thì không được làm vậy (rxplay --allow-files cho phép)"
        case .ko:
            return "\(command): \(fileAccess(access)). 레슨, 플레이그라운드 페이지, :load한 스크립트 "
                + "안에서는 실행할 수 없습니다 (rxplay --allow-files로 허용할 수 있습니다)"
        }
    }

    /// `command` opens `target` while it is open; `chain` lists the open files, `FILE:LINE → …`.
    func alreadyOpen(_ target: String, command: String, chain: String) -> String {
        switch language {
        case .en:
            return "\(command) opens \(target), which is already open (\(chain)); a file that opens itself would never end"
        case .vi:
            return "\(command) mở \(target) trong khi nó đang được mở (\(chain)); một tệp tự mở chính nó sẽ chạy mãi không dừng"
        case .ko:
            return "이미 열려 있는 것을 다시 엽니다: \(command) \(target) (\(chain)). "
                + "자기 자신을 여는 파일은 끝나지 않습니다"
        }
    }

    /// After `FILE:LINE:`, a command in the file that failed.
    var commandFailed: String {
        switch language {
        case .en: return "this command failed"
        case .vi: return "lệnh này thất bại"
        case .ko: return "이 명령이 실패했습니다"
        }
    }

    /// After `FILE:LINE:`, the error that stopped the file.
    var stoppedAtError: String {
        switch language {
        case .en: return "stopped at this error"
        case .vi: return "dừng tại lỗi này"
        case .ko: return "이 에러에서 멈췄습니다"
        }
    }
}
