import Compiling
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

    /// The most bytes of a storyboard, a plist or an asset catalog's `Contents.json` read (a
    /// large app's storyboard is a few hundred KB).
    static let largestResource = 8 << 20
    /// The most bytes of an image read: its header, where its size is.
    static let imageHeader = 1 << 20

    /// Reads the project at `path`; its files are shown under `shownAs` (the path as given when
    /// nil). The walk stays inside the project and within `ProjectWalk`'s bounds, and stops when
    /// `isCancelled` says so (Ctrl-C); a Swift file longer than the playground reads
    /// (`InputLength`) is refused unread.
    public static func load(
        _ path: String, shownAs: String? = nil, isCancelled: () -> Bool = { false }
    ) -> Result<AppProject, AppProblem> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(AppProblem(reason: .notAProjectFolder(shown: shownAs ?? path)))
        }
        let root = URL(fileURLWithPath: path).standardizedFileURL
        let shownRoot = shownAs ?? path
        let files: [String]
        switch ProjectWalk.files(in: root.path, skips: skips, isCancelled: isCancelled) {
        case .success(let walked): files = walked
        case .failure(.tooManyEntries(let limit)):
            return .failure(AppProblem(reason: .tooManyEntries(shown: shownRoot, limit: limit)))
        case .failure(.tooDeep(let limit)):
            return .failure(AppProblem(reason: .tooDeep(shown: shownRoot, limit: limit)))
        case .failure(.interrupted): return .failure(AppProblem(reason: .interrupted(shown: shownRoot)))
        }
        var sources: [CompiledSession.LearnerFile] = []
        for file in files where file.hasSuffix(".swift") {
            switch BoundedFile.text(at: root.path + "/" + file, limit: InputLength.largest) {
            case .success(let text):
                sources.append(CompiledSession.LearnerFile(path: shown(file, under: shownRoot), text: text))
            case .failure(.tooLarge(let bytes)):
                return .failure(
                    AppProblem(
                        file: shown(file, under: shownRoot),
                        reason: .fileTooLarge(bytes: bytes, limit: InputLength.largest)))
            case .failure(.unreadable):
                return .failure(AppProblem(file: shown(file, under: shownRoot), reason: .cannotBeRead))
            }
        }
        guard !sources.isEmpty else {
            return .failure(AppProblem(reason: .noSwiftFiles(shown: shownRoot)))
        }
        let name = mainStoryboardName(root: root.path, files: files)
        var storyboard: Storyboard?
        let candidates = files.filter { URL(fileURLWithPath: $0).lastPathComponent == name + ".storyboard" }
        if let file = candidates.first(where: { $0.contains("Base.lproj/") }) ?? candidates.first {
            let full = root.path + "/" + file
            let shownFile = shown(file, under: shownRoot)
            switch BoundedFile.data(at: full, limit: largestResource) {
            case .failure(.tooLarge(let bytes)):
                return .failure(
                    AppProblem(file: shownFile, reason: .fileTooLarge(bytes: bytes, limit: largestResource)))
            case .failure(.unreadable):
                let problem = StoryboardProblem(line: nil, reason: .cannotRead(path: full))
                return .failure(AppProblem(file: shownFile, reason: .storyboard(problem)))
            case .success(let data):
                switch StoryboardReader.read(data) {
                case .success(let document): storyboard = Storyboard(name: name, file: shownFile, document: document)
                case .failure(let problem): return .failure(AppProblem(file: shownFile, reason: .storyboard(problem)))
                }
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
            guard case .success(let data) = BoundedFile.data(at: root + "/" + file, limit: largestResource),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
                let name = plist["UIMainStoryboardFile"] as? String, !name.isEmpty
            else { continue }
            return name
        }
        return "Main"
    }

    private static func shown(_ file: String, under root: String) -> String {
        root.hasSuffix("/") ? root + file : root + "/" + file
    }
}
