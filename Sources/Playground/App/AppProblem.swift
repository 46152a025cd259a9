/// Why a project cannot run under `rxplay app`, said before anything is compiled: the folder,
/// its storyboard, or a connection the storyboard makes that the Swift files cannot take. Its
/// description is what the learner reads.
public struct AppProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file the problem is in, as shown (`Collage/Base.lproj/Main.storyboard`), if one.
    public var file: String?
    /// What is wrong, in a sentence a learner can act on.
    public var message: String

    /// A problem with `file` (or the project as a whole).
    public init(file: String? = nil, message: String) {
        self.file = file
        self.message = message
    }

    /// `error: FILE: message`.
    public var description: String {
        "error: " + (file.map { "\($0): " } ?? "") + message
    }
}
