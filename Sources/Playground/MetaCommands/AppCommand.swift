import Foundation

/// `:app FOLDER`: launches the project in FOLDER as `rxplay app FOLDER` does; later inputs are
/// inside the app's module. In a lesson (or any file whose content runs), a relative FOLDER is
/// found beside that file (`apps/collage` next to the lesson), and only there: a lesson may
/// launch its own app but reach no other file, also through a link (the project's real folder
/// must be inside the lesson's, and its walk follows no link out of it: `ProjectWalk`).
enum AppCommand: MetaCommand {
    static let name = "app"
    static let usage = ":app FOLDER"
    static let summary = "launch the app project in FOLDER, as rxplay app does"
    static let details = """
          A lesson launches its own app with a relative FOLDER, found beside the lesson's file
          (`:app apps/collage` in lessons/2-collage.md is lessons/apps/collage).
        """

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        guard arguments.count == 1 else { return usageError(session.texts.giveOneProjectFolder, session.texts) }
        let folder = arguments[0]
        var path = folder
        if let file = session.openFiles.entries.last, !folder.hasPrefix("/") {
            let beside = URL(fileURLWithPath: file.path).deletingLastPathComponent()
            path = beside.appendingPathComponent(folder).path
            // A link beside the lesson may point anywhere: the project itself must be inside the
            // lesson's folder (its walk never leaves the project).
            let real = OpenFiles.canonical(path)
            if !session.options.allowsFileCommands, real != beside.path, !real.hasPrefix(beside.path + "/") {
                let refusal = session.texts.contentMayNot(":app", .readsProjectOutside)
                return .failure("\(file.shown):\(file.line): error: \(refusal)\n")
            }
        }
        if let refusal = session.openFiles.refusal(opening: path, command: ":app", texts: session.texts) { return .failure(refusal) }
        return session.launchApp(at: path, shownAs: folder)
    }

    /// A relative folder without `..` stays beside the file that names it: the file's own
    /// content, not a file elsewhere.
    static func fileAccess(_ arguments: [String]) -> FileAccess? {
        guard let folder = arguments.first, !folder.hasPrefix("/"),
            !folder.split(separator: "/").contains("..")
        else { return .readsProjectOutside }
        return nil
    }
}
