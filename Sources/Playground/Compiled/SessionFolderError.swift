import Compiling
import Foundation

/// Why a session could not start: its scratch folder (where inputs are compiled, and the one
/// folder learner code may write in) could not be made in `folder`, and the system's reason.
public struct SessionFolderError: Error, Equatable, CustomStringConvertible {
    /// The folder the scratch folder was to be made in (the system's temporary folder), or the
    /// scratch folder whose `files` folder could not be made.
    public let folder: String
    /// Why not.
    public let problem: FileProblem

    /// The system's temporary folder as `NSTemporaryDirectory()` names it (`$TMPDIR`, else
    /// `/tmp`), without its last slash.
    static var temporaryFolder: String {
        let folder = NSTemporaryDirectory()
        return folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }

    /// The problem in English.
    public var description: String { description(in: SessionTexts(language: .en)) }

    /// The problem in the language of `texts`.
    public func description(in texts: SessionTexts) -> String {
        texts.cannotMakeSessionFolder(in: folder, problem)
    }
}
