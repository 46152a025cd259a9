/// Why a project cannot run under `rxplay app`, said before anything is compiled: the folder,
/// its storyboard, or a connection the storyboard makes that the Swift files cannot take.
/// `SessionTexts` words it in the session's language; its description is the English.
public struct AppProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Reason: Equatable, Sendable {
        /// The path `shown` is not a folder.
        case notAProjectFolder(shown: String)
        /// The file cannot be read.
        case cannotBeRead
        /// The folder `shown` has no Swift files.
        case noSwiftFiles(shown: String)
        /// The folder `shown` holds more than `limit` files and folders (`ProjectWalk`).
        case tooManyEntries(shown: String, limit: Int)
        /// The folders of `shown` nest more than `limit` deep.
        case tooDeep(shown: String, limit: Int)
        /// Ctrl-C stopped reading the folder `shown`.
        case interrupted(shown: String)
        /// The file holds `bytes`, more than the `limit` the playground reads of it.
        case fileTooLarge(bytes: Int, limit: Int)
        /// The storyboard could not be read.
        case storyboard(StoryboardProblem)
        /// No class adopts UIApplicationDelegate.
        case noAppDelegate
        /// The storyboard connects the outlet `property` of `className`, which lacks it.
        case outletWithoutProperty(property: String, className: String)
        /// The action `selector` of a storyboard object (of `objectKind`, titled `title`) calls
        /// `method` (with the sender when `takesSender`), which `owner` (nil: the controller) lacks.
        case actionWithoutMethod(
            selector: String, objectKind: String, title: String?, owner: String?, method: String, takesSender: Bool)
        /// The storyboard makes `className`, which no Swift file declares.
        case unknownClass(String)
        /// Something else, said as it was thrown.
        case other(String)
    }

    /// The file the problem is in, as shown (`Collage/Base.lproj/Main.storyboard`), if one.
    public var file: String?
    /// What is wrong.
    public var reason: Reason

    /// A problem with `file` (or the project as a whole).
    public init(file: String? = nil, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    /// `error: FILE: message`, in English.
    public var description: String { description(in: SessionTexts(language: .en)) }

    /// `error: FILE: message` in the language of `texts`. The names in it come from the
    /// project's files (paths, classes, titles): their control characters are shown visibly.
    public func description(in texts: SessionTexts) -> String {
        ControlCharacters.visibleLines("error: " + (file.map { "\($0): " } ?? "") + texts.appProblem(reason))
    }
}
