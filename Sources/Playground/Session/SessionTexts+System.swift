import Compiling
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What the session says when the system refuses: a file that cannot be read or written, the
/// session's own files on a full disk, a scratch folder that cannot be made. The reasons a
/// learner can act on are worded here; any other is the system's own (`strerror`).
extension SessionTexts {
    // MARK: - Reasons

    /// Why a file could not be read or written, after `cannot write PATH:`.
    public func fileProblem(_ problem: FileProblem) -> String {
        switch problem {
        case .system(let code): return systemProblem(code)
        case .notUTF8: return notUTF8
        case .notRegularFile: return notRegularFile
        case .unexplained(let words): return words
        }
    }

    /// The words for an error number (`errno`): the system's own for the rare ones.
    func systemProblem(_ code: Int32) -> String {
        switch (language, code) {
        case (.en, ENOSPC): return "the disk is full"
        case (.vi, ENOSPC): return "ổ đĩa đã đầy"
        case (.ko, ENOSPC): return "디스크가 가득 찼습니다"
        case (.en, EDQUOT): return "the disk quota is used up"
        case (.vi, EDQUOT): return "đã dùng hết hạn mức đĩa"
        case (.ko, EDQUOT): return "디스크 할당량을 다 썼습니다"
        case (.en, EACCES), (.en, EPERM): return "permission denied"
        case (.vi, EACCES), (.vi, EPERM): return "không có quyền truy cập"
        case (.ko, EACCES), (.ko, EPERM): return "권한이 없습니다"
        case (.en, EROFS): return "the file system is read-only"
        case (.vi, EROFS): return "hệ thống tệp chỉ cho phép đọc"
        case (.ko, EROFS): return "읽기 전용 파일 시스템입니다"
        case (.en, ENOENT): return "no such file or folder"
        case (.vi, ENOENT): return "không có tệp hay thư mục đó"
        case (.ko, ENOENT): return "그런 파일이나 폴더가 없습니다"
        case (.en, ENOTDIR): return "a part of the path is not a folder"
        case (.vi, ENOTDIR): return "một phần của đường dẫn không phải là thư mục"
        case (.ko, ENOTDIR): return "경로의 일부가 폴더가 아닙니다"
        default: return FileProblem.systemWords(code)
        }
    }

    var notUTF8: String {
        switch language {
        case .en: return "it is not UTF-8 text"
        case .vi: return "đây không phải văn bản UTF-8"
        case .ko: return "UTF-8 텍스트가 아닙니다"
        }
    }

    var notRegularFile: String {
        switch language {
        case .en: return "it is not a regular file"
        case .vi: return "đây không phải là một tệp thông thường"
        case .ko: return "일반 파일이 아닙니다"
        }
    }

    // MARK: - The session's own files

    /// The files the session writes for an input (its source, module, library) could not be
    /// written in `folder`.
    func cannotWriteSessionFiles(in folder: String, _ problem: FileProblem) -> String {
        let folder = ControlCharacters.visible(folder)
        let reason = fileProblem(problem)
        switch language {
        case .en: return "cannot write the session's files in \(folder): \(reason); nothing of the input ran"
        case .vi: return "không ghi được các tệp của phiên trong \(folder): \(reason); lần nhập chưa chạy"
        case .ko: return "세션 파일을 쓸 수 없어 입력을 실행하지 않았습니다 (\(folder)): \(reason)"
        }
    }

    /// The session's scratch folder could not be made in `folder`.
    func cannotMakeSessionFolder(in folder: String, _ problem: FileProblem) -> String {
        let folder = ControlCharacters.visible(folder)
        let reason = fileProblem(problem)
        switch language {
        case .en: return "cannot make the session's scratch folder in \(folder): \(reason)"
        case .vi: return "không tạo được thư mục tạm của phiên trong \(folder): \(reason)"
        case .ko: return "세션의 임시 폴더를 만들 수 없습니다 (\(folder)): \(reason)"
        }
    }

    // MARK: - Reading

    /// A file that could not be read, and why.
    public func cannotRead(_ path: String, _ problem: FileProblem) -> String {
        let path = ControlCharacters.visible(path)
        let reason = fileProblem(problem)
        switch language {
        case .en: return "cannot read \(path): \(reason)"
        case .vi: return "không đọc được \(path): \(reason)"
        case .ko: return "파일을 읽을 수 없습니다: \(path): \(reason)"
        }
    }

    /// `error`, one of those opening a lesson, a playground or a session throws, in the
    /// session's words; any other in its own description's.
    public func describing(_ error: Error) -> String {
        switch error {
        case let problem as LessonLookupError: return lookupProblem(problem.reason)
        case let missing as NoSuchLesson: return noLesson(missing.name, known: missing.known)
        case let folder as SessionFolderError: return folder.description(in: self)
        case let problem as FileProblem: return fileProblem(problem)
        case let problem as LessonError: return problem.description
        case let problem as AppProblem: return problem.description(in: self)
        default: return fileProblem(FileProblem(error))
        }
    }
}
