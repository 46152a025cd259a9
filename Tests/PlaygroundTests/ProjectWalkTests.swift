import Foundation
@testable import Playground
import TestSupport
import Testing

/// A project's walk stays inside the project and within bounds (issue 38): `:app` of a folder
/// with a link loop, of `/` and of `/proc/self` walked for ever, and a lesson's `:app` followed
/// a link out of the lesson's folder.
@Suite("Project walks")
struct ProjectWalkTests {
    /// A fresh folder under the temporary one.
    static func folder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "rxplay-walk-\(name)-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static let appDelegate = "import UIKit\n@main class AppDelegate: UIResponder, UIApplicationDelegate {}\n"

    /// What `loaded` says when it failed, in English.
    static func problem(_ loaded: Result<AppProject, AppProblem>) -> String? {
        guard case .failure(let problem) = loaded else { return nil }
        return problem.description
    }

    /// A console that draws wide enough for a temporary folder's path on one line.
    static func wideConsole() -> CompiledConsole {
        makeConsole(options: SessionOptions(width: 1_000, lessonsDirectory: "/nonexistent"))
    }

    @Test("links out of the project, a link loop and a FIFO are passed over; a link to a file inside is read")
    func linksAndSpecialFiles() throws {
        let outside = try Self.folder("outside")
        let project = try Self.folder("app")
        defer {
            try? FileManager.default.removeItem(atPath: project)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try Self.appDelegate.write(toFile: project + "/App.swift", atomically: true, encoding: .utf8)
        try "let secret = 1\n".write(toFile: outside + "/Secret.swift", atomically: true, encoding: .utf8)
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: project + "/Alias.swift", withDestinationPath: "App.swift")
        try manager.createSymbolicLink(atPath: project + "/Secret.swift", withDestinationPath: outside + "/Secret.swift")
        try manager.createSymbolicLink(atPath: project + "/loop", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: project + "/everything", withDestinationPath: "/")
        try manager.createSymbolicLink(atPath: project + "/Outside", withDestinationPath: outside)
        expectEqual(mkfifo(project + "/Pipe.swift", 0o600), 0)
        let (loaded, time) = WorkTime.of { AppProject.load(project, shownAs: "app") }
        let sources = try loaded.get().sources
        expectEqual(sources.map(\.path), ["app/Alias.swift", "app/App.swift"])
        expectTrue(time.within(2), "\(time)")
    }

    @Test("/ holds more files and folders than a project may: refused at the limit, at once")
    func root() {
        let (loaded, time) = WorkTime.of { AppProject.load("/") }
        expectEqual(
            Self.problem(loaded),
            "error: / holds more than 10000 files and folders, more than the playground reads of a project "
                + "(is it an app's folder?)")
        expectTrue(time.within(2), "\(time)")
    }

    @Test("/proc/self ends, without a Swift file or at the limit")
    func procSelf() {
        let (loaded, time) = WorkTime.of { AppProject.load("/proc/self") }
        guard case .failure(let problem) = loaded else { return expectTrue(false, "loaded /proc/self") }
        expectTrue(
            problem.reason == .noSwiftFiles(shown: "/proc/self")
                || problem.reason == .tooManyEntries(shown: "/proc/self", limit: ProjectWalk.mostEntries),
            "\(problem)")
        expectTrue(time.within(5), "\(time)")
    }

    @Test("folders nested deeper than a project's may are refused, naming the limit")
    func deep() throws {
        let project = try Self.folder("deep")
        defer { try? FileManager.default.removeItem(atPath: project) }
        let deepest = project + String(repeating: "/d", count: 40)
        try FileManager.default.createDirectory(atPath: deepest, withIntermediateDirectories: true)
        try Self.appDelegate.write(toFile: deepest + "/App.swift", atomically: true, encoding: .utf8)
        expectEqual(
            Self.problem(AppProject.load(project, shownAs: "apps/deep")),
            "error: the folders of apps/deep nest more than 32 deep, deeper than the playground reads of a project")
    }

    @Test("a Swift file longer than the playground reads is refused unread, naming it and the limit")
    func largeFile() throws {
        let project = try Self.folder("large")
        defer { try? FileManager.default.removeItem(atPath: project) }
        try Self.appDelegate.write(toFile: project + "/App.swift", atomically: true, encoding: .utf8)
        // A sparse gigabyte: reading it whole took seconds and a gigabyte of memory.
        expectTrue(FileManager.default.createFile(atPath: project + "/Huge.swift", contents: nil))
        expectEqual(truncate(project + "/Huge.swift", 1 << 30), 0)
        let (loaded, time) = WorkTime.of { AppProject.load(project, shownAs: "apps/large") }
        expectEqual(
            Self.problem(loaded),
            "error: apps/large/Huge.swift: the file is 1024 MB, more than the 64 KB the playground reads of it")
        expectTrue(time.within(2), "\(time)")
    }

    @Test("a walk asked to stop stops, and Ctrl-C at the console stops :app's walk")
    func cancelled() throws {
        let project = try Self.folder("many")
        defer { try? FileManager.default.removeItem(atPath: project) }
        for index in 0..<9_000 {
            expectTrue(FileManager.default.createFile(atPath: project + "/f\(index).txt", contents: nil))
        }
        var asked = 0
        let stopped = ProjectWalk.files(in: project, skips: { _ in false }, isCancelled: {
            asked += 1
            return asked > 100
        })
        expectEqual(stopped, .failure(.interrupted))
        // The console: Ctrl-C (its interrupt) comes again and again while the line runs, as
        // the REPL's watcher repeats it.
        let console = Self.wideConsole()
        let done = DispatchSemaphore(value: 0)
        let interrupter = Thread {
            while done.wait(timeout: .now() + .milliseconds(1)) == .timedOut { console.interrupt() }
        }
        interrupter.start()
        let reply = console.submit(":app " + project, moreInputWaiting: false)
        done.signal()
        expectEqual(reply.output, "error: interrupted while reading \(project); nothing of it ran\n")
        expectTrue(reply.failed)
        // A Ctrl-C that came before is forgotten when the next walk starts.
        console.interrupt()
        expectEqual(console.submit(":app " + project, moreInputWaiting: false).output, "error: \(project) has no Swift files\n")
    }

    @Test("a lesson's :app through a link out of the lesson's folder is refused, naming the lesson's line")
    func lessonLinkOut() throws {
        let lessons = try Self.folder("lessons")
        let outside = try Self.folder("elsewhere")
        defer {
            try? FileManager.default.removeItem(atPath: lessons)
            try? FileManager.default.removeItem(atPath: outside)
        }
        try FileManager.default.createDirectory(atPath: lessons + "/apps", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: lessons + "/apps/evil", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: lessons + "/elsewhere", withDestinationPath: outside)
        let lesson = lessons + "/1-links.md"
        try "# Links\n".write(toFile: lesson, atomically: true, encoding: .utf8)
        let console = Self.wideConsole()
        for folder in ["apps/evil", "elsewhere", "apps/evil/."] {
            let reply = console.openFiles.whileOpen(lesson, line: 7) { console.submit(":app " + folder, moreInputWaiting: false) }
            expectEqual(
                reply.output,
                "\(lesson):7: error: :app reads a project outside the lesson's folder; a command in a lesson, a "
                    + "playground page or a loaded script may not (rxplay --allow-files allows it)\n", "\(folder)")
        }
        // Inside the lesson's folder, the project is read (here it has no Swift file).
        try FileManager.default.createDirectory(atPath: lessons + "/apps/empty", withIntermediateDirectories: true)
        let inside = console.openFiles.whileOpen(lesson, line: 7) { console.submit(":app apps/empty", moreInputWaiting: false) }
        expectEqual(inside.output, "error: apps/empty has no Swift files\n")
    }
}
