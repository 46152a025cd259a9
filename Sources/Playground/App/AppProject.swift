import Foundation

/// A project folder as `rxplay app` reads it: the Swift files of the app target (every `.swift`
/// file but those of dependencies and test targets) and the main storyboard (the one
/// `Info.plist`'s `UIMainStoryboardFile` names, `Main` when none does; `Base.lproj`'s copy first).
public struct AppProject: Equatable, Sendable {
    /// The app's storyboard.
    public struct Storyboard: Equatable, Sendable {
        /// Its name (`Main`), which `UIStoryboard(name:bundle:)` takes.
        public var name: String
        /// The file, as shown.
        public var file: String
        /// What it holds.
        public var document: StoryboardDocument
    }

    /// The module the app's files compile as: the folder's name, made a Swift identifier.
    public var module: String
    /// The Swift files, as shown (`Collage/AppDelegate.swift`), with their texts, in path order.
    public var sources: [CompiledSession.LearnerFile]
    /// The main storyboard, if the project has one.
    public var storyboard: Storyboard?
    /// The images of its asset catalogs, which `UIImage(named:)` finds.
    public var images: [AssetCatalogImage] = []

    /// Folders that are not the app target: dependencies, build products, test targets.
    static func skips(_ folder: String) -> Bool {
        folder.hasPrefix(".") || ["Pods", "Carthage", "DerivedData"].contains(folder) || folder.hasSuffix("Tests")
            || folder.hasSuffix(".playground") || folder.hasSuffix(".xcodeproj") || folder.hasSuffix(".xcworkspace")
    }

    /// Reads the project at `path`; its files are shown under `shownAs` (the path as given when nil).
    public static func load(_ path: String, shownAs: String? = nil) -> Result<AppProject, AppProblem> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(AppProblem(reason: .notAProjectFolder(shown: shownAs ?? path)))
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        let shownRoot = shownAs ?? path
        let files = relativeFiles(in: root.path)
        var sources: [CompiledSession.LearnerFile] = []
        for file in files where file.hasSuffix(".swift") {
            guard let text = try? String(contentsOfFile: root.path + "/" + file, encoding: .utf8) else {
                return .failure(AppProblem(file: shown(file, under: shownRoot), reason: .cannotBeRead))
            }
            sources.append(CompiledSession.LearnerFile(path: shown(file, under: shownRoot), text: text))
        }
        guard !sources.isEmpty else {
            return .failure(AppProblem(reason: .noSwiftFiles(shown: shownRoot)))
        }
        let name = mainStoryboardName(root: root.path, files: files)
        var storyboard: Storyboard?
        let candidates = files.filter { URL(fileURLWithPath: $0).lastPathComponent == name + ".storyboard" }
        if let file = candidates.first(where: { $0.contains("Base.lproj/") }) ?? candidates.first {
            switch StoryboardReader.read(path: root.path + "/" + file) {
            case .success(let document):
                storyboard = Storyboard(name: name, file: shown(file, under: shownRoot), document: document)
            case .failure(let problem):
                return .failure(AppProblem(file: shown(file, under: shownRoot), reason: .storyboard(problem)))
            }
        }
        let module = CompiledSession.moduleName(root.lastPathComponent)
        return .success(
            AppProject(
                module: module, sources: sources, storyboard: storyboard,
                images: AssetCatalogImage.images(root: root.path, files: files)))
    }

    /// The storyboard `Info.plist` names (`UIMainStoryboardFile`), or `Main`.
    private static func mainStoryboardName(root: String, files: [String]) -> String {
        for file in files where URL(fileURLWithPath: file).lastPathComponent == "Info.plist" {
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                let name = plist["UIMainStoryboardFile"] as? String, !name.isEmpty
            else { continue }
            return name
        }
        return "Main"
    }

    /// Every file under `root` outside the skipped folders, relative to it, sorted.
    private static func relativeFiles(in root: String) -> [String] {
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let full = folder.isEmpty ? root : root + "/" + folder
            for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder) else {
                    continue
                }
                if isFolder.boolValue {
                    if !skips(name) { folders.append(relative) }
                } else {
                    found.append(relative)
                }
            }
        }
        return found.sorted()
    }

    private static func shown(_ file: String, under root: String) -> String {
        root.hasSuffix("/") ? root + file : root + "/" + file
    }
}
