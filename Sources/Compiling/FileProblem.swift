import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be read or written, as a value the playground words in the learner's
/// language (`SessionTexts.fileProblem`) instead of Foundation's error dump: the system's error
/// number, or a text file that is not UTF-8.
public enum FileProblem: Error, Equatable, Sendable {
    /// The system refused with this error number (`errno`): `ENOSPC`, the disk is full.
    case system(code: Int32)
    /// The file is not UTF-8 text.
    case notUTF8
    /// The path names a folder, a FIFO or a device where a file was to be read.
    case notRegularFile
    /// Something Foundation reports without a system error under it, in its own words.
    case unexplained(String)

    /// The problem `error` reports: the POSIX error Foundation wraps, the encoding it could not
    /// read, or its own description.
    public init(_ error: Error) {
        let reported = error as NSError
        if reported.domain == NSPOSIXErrorDomain {
            self = .system(code: Int32(truncatingIfNeeded: reported.code))
        } else if let under = reported.userInfo[NSUnderlyingErrorKey] as? NSError, under.domain == NSPOSIXErrorDomain {
            self = .system(code: Int32(truncatingIfNeeded: under.code))
        } else if reported.domain == NSCocoaErrorDomain, let code = Self.cocoaCodes[reported.code] {
            self = code
        } else {
            self = .unexplained(reported.localizedDescription)
        }
    }

    /// Foundation's file errors that carry no POSIX error, as what they mean.
    private static let cocoaCodes: [Int: FileProblem] = [
        CocoaError.fileReadCorruptFile.rawValue: .notUTF8,
        CocoaError.fileReadInapplicableStringEncoding.rawValue: .notUTF8,
        CocoaError.fileReadUnknownStringEncoding.rawValue: .notUTF8,
        CocoaError.fileWriteOutOfSpace.rawValue: .system(code: ENOSPC),
        CocoaError.fileWriteVolumeReadOnly.rawValue: .system(code: EROFS),
        CocoaError.fileReadNoPermission.rawValue: .system(code: EACCES),
        CocoaError.fileWriteNoPermission.rawValue: .system(code: EACCES),
        CocoaError.fileNoSuchFile.rawValue: .system(code: ENOENT),
        CocoaError.fileReadNoSuchFile.rawValue: .system(code: ENOENT),
    ]

    /// The problem a tool's output names when it could not write its output for want of space
    /// (the compiler's `'No space left on device'`, the linker's `failed to write`); nil for
    /// any other output.
    public static func outOfSpace(inToolOutput output: String) -> FileProblem? {
        for code in [ENOSPC, EDQUOT] where output.contains(String(cString: strerror(code))) {
            return .system(code: code)
        }
        return nil
    }

    /// The system's own words for an error number (`strerror`, in English).
    public static func systemWords(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
