import Foundation
@testable import Playground
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `:save` replaces nothing but regular files, never follows a link, and asks (`:save!`) before
/// replacing a file the session did not write. CI runs these as root, where permissions alone
/// would stop nothing.
@Suite("File safety of :save and :load")
struct FileSafetyTests {
    /// A fresh folder for one test.
    static func folder() throws -> String {
        let path = NSTemporaryDirectory() + "rxplay-safety-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func session() -> CompiledConsole {
        let session = makeScriptedConsole().console
        _ = session.submit("let x = 1")
        return session
    }

    static func contents(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    @Test("a symbolic link planted at the old predictable temporary name is not followed")
    func plantedLink() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let victim = folder + "/victim"
        try "precious\n".write(toFile: victim, atomically: false, encoding: .utf8)
        let planted = folder + "/.out.swift.\(getpid()).tmp"
        try FileManager.default.createSymbolicLink(atPath: planted, withDestinationPath: victim)
        expectEqual(Self.session().submit(":save \(folder)/out.swift").output, "saved 1 input to \(folder)/out.swift\n")
        expectEqual(Self.contents(victim), "precious\n")
        expectEqual(Self.contents(folder + "/out.swift"), ":typed\nlet x = 1\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        expectEqual(names, [".out.swift.\(getpid()).tmp", "out.swift", "victim"], "no temporary file is left")
    }

    @Test("a symbolic link is refused and stays a link to an unchanged file")
    func symbolicLink() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "precious\n".write(toFile: folder + "/victim", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.swift", withDestinationPath: folder + "/victim")
        for command in [":save", ":save!"] {
            let reply = Self.session().submit("\(command) \(folder)/link.swift")
            expectEqual(reply.output, "error: cannot write \(folder)/link.swift: it is a symbolic link, not a regular file\n")
            expectTrue(reply.failed)
        }
        try expectEqual(FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.swift"), folder + "/victim")
        expectEqual(Self.contents(folder + "/victim"), "precious\n")
    }

    @Test("devices, pipes and folders are refused")
    func notRegularFiles() throws {
        // /dev/null is only inspected here, so a regression cannot damage the machine.
        #expect(throws: AtomicFile.WriteError.notRegularFile(kind: .device)) { try AtomicFile.existing(at: "/dev/null") }
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        expectEqual(mkfifo(folder + "/pipe", 0o644), 0)
        expectEqual(Self.session().submit(":save! \(folder)/pipe").output, "error: cannot write \(folder)/pipe: it is a pipe, not a regular file\n")
        var info = stat()
        expectTrue(lstat(folder + "/pipe", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        expectEqual(Self.session().submit(":save! \(folder)").output, "error: cannot write \(folder): it is a folder, not a regular file\n")
    }

    @Test("a read-only file is refused, also for root and with :save!")
    func readOnly() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/locked.swift"
        try "keep me\n".write(toFile: file, atomically: false, encoding: .utf8)
        expectEqual(chmod(file, 0o444), 0)
        expectEqual(Self.session().submit(":save! \(file)").output, "error: cannot write \(file): it is read-only\n")
        expectEqual(Self.contents(file), "keep me\n")
    }

    @Test("a file the session did not write needs :save!; one it wrote is replaced; permissions are kept")
    func replacing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/notes.swift"
        try "someone else's\n".write(toFile: file, atomically: false, encoding: .utf8)
        expectEqual(chmod(file, 0o640), 0)
        let session = Self.session()
        let refused = session.submit(":save \(file)")
        expectEqual(refused.output, "error: \(file) exists and this session did not write it (or it changed since); :save! \(file) replaces it\n")
        expectTrue(refused.failed)
        expectEqual(Self.contents(file), "someone else's\n")
        expectEqual(session.submit(":save! \(file)").output, "saved 1 input to \(file)\n")
        _ = session.submit("let y = 2")
        expectEqual(session.submit(":save \(file)").output, "saved 2 inputs to \(file)\n")
        expectEqual(Self.contents(file), ":typed\nlet x = 1\nlet y = 2\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: file)
        expectEqual((attributes[.posixPermissions] as? Int), 0o640)
        expectTrue(Self.session().submit(":save \(file)").failed, "another session did not write it")
    }

    /// Overwrites `path` in place: the same inode, new bytes (as an editor that truncates does).
    static func editInPlace(_ path: String, _ text: String) {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }

    @Test("a file this session wrote, then edited in place or deleted and made again, is not replaced without the ! form")
    func changedSinceWritten() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/mine.swift"
        let session = Self.session()
        expectEqual(session.submit(":save \(file)").output, "saved 1 input to \(file)\n")
        Self.editInPlace(file, "// my notes\n")
        let refused = session.submit(":save \(file)")
        expectEqual(refused.output, "error: \(file) exists and this session did not write it (or it changed since); :save! \(file) replaces it\n")
        expectTrue(refused.failed)
        expectEqual(Self.contents(file), "// my notes\n")
        expectEqual(session.submit(":save! \(file)").output, "saved 1 input to \(file)\n")
        try FileManager.default.removeItem(atPath: file)
        try "made again\n".write(toFile: file, atomically: false, encoding: .utf8)
        expectTrue(session.submit(":save \(file)").failed, "deleted and made again")
        expectEqual(Self.contents(file), "made again\n")
        // Made again with exactly what the session wrote: nothing of anyone's is lost.
        try ":typed\nlet x = 1\n".write(toFile: file, atomically: false, encoding: .utf8)
        expectEqual(session.submit(":save \(file)").output, "saved 1 input to \(file)\n")
        try FileManager.default.removeItem(atPath: file)
        expectEqual(session.submit(":save \(file)").output, "saved 1 input to \(file)\n", "nothing there: written")
    }

    @Test(":marbles --svg writes through the same writer: --svg! replaces another's file, :save's file is the session's own")
    func svgFollowsTheSameRule() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let picture = folder + "/picture.svg"
        try "<svg>someone's</svg>\n".write(toFile: picture, atomically: false, encoding: .utf8)
        let session = Self.session()
        let refused = session.submit(":marbles --svg \(picture)")
        expectEqual(refused.output, "error: \(picture) exists and this session did not write it (or it changed since); :marbles --svg! \(picture) replaces it\n")
        expectTrue(refused.failed)
        expectEqual(Self.contents(picture), "<svg>someone's</svg>\n")
        expectEqual(session.submit(":marbles --svg! \(picture)").output, "wrote \(picture)\n")
        expectEqual(session.submit(":marbles --svg \(picture)").output, "wrote \(picture)\n", "its own picture")
        Self.editInPlace(picture, "<svg>edited</svg>\n")
        expectTrue(session.submit(":marbles --svg \(picture)").failed, "edited in place")
        expectEqual(Self.contents(picture), "<svg>edited</svg>\n")
        let script = folder + "/both.swift"
        expectEqual(session.submit(":save \(script)").output, "saved 1 input to \(script)\n")
        expectEqual(session.submit(":marbles --svg \(script)").output, "wrote \(script)\n", "one record of what was written")
        expectEqual(session.submit(":marbles --svg!").output, "error: --svg! needs a file name\nusage: \(MarblesCommand.usage)\n")
    }

    @Test(":marbles --html writes through the same writer: --html! replaces another's file; with --svg, both")
    func htmlFollowsTheSameRule() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = folder + "/timeline.html"
        try "<p>someone's</p>\n".write(toFile: page, atomically: false, encoding: .utf8)
        let session = Self.session()
        let refused = session.submit(":marbles --html \(page)")
        expectEqual(refused.output, "error: \(page) exists and this session did not write it (or it changed since); :marbles --html! \(page) replaces it\n")
        expectTrue(refused.failed)
        expectEqual(Self.contents(page), "<p>someone's</p>\n")
        expectEqual(session.submit(":marbles --html! \(page)").output, "wrote \(page)\n")
        expectEqual(session.submit(":marbles --html \(page)").output, "wrote \(page)\n", "its own page")
        Self.editInPlace(page, "<p>edited</p>\n")
        expectTrue(session.submit(":marbles --html \(page)").failed, "edited in place")
        let picture = folder + "/timeline.svg"
        expectEqual(session.submit(":marbles --svg \(picture) --html! \(page)").output, "wrote \(picture)\nwrote \(page)\n")
        try "<p>another</p>\n".write(toFile: page, atomically: false, encoding: .utf8)
        expectEqual(
            session.submit(":marbles --svg \(picture) --html \(page)").output,
            "wrote \(picture)\nerror: \(page) exists and this session did not write it (or it changed since); :marbles --html! \(page) replaces it\n")
        expectEqual(session.submit(":marbles --html").output, "error: --html needs a file name\nusage: \(MarblesCommand.usage)\n")
    }

    @Test(":load runs only .swift files and never shows a line of another file")
    func loadNotSwift() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let secret = folder + "/id_key"
        try "SECRET-KEY-MATERIAL\n".write(toFile: secret, atomically: false, encoding: .utf8)
        let reply = makeScriptedConsole().console.submit(":load \(secret)")
        expectEqual(reply.output, "error: :load runs Swift scripts; \(secret) does not end in .swift\n")
        expectTrue(reply.failed)
    }

    @Test("a script with a control character does not run and its lines are not shown")
    func controlCharacters() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/escape.swift"
        try "print(1)\nlet s = \"\u{1B}]0;pwned\u{07}\"\n".write(toFile: file, atomically: false, encoding: .utf8)
        let (session, scripted) = makeScriptedConsole()
        let reply = session.submit(":load \(file)")
        expectEqual(reply.output, "\(file):2: error: a control character (U+001B) is not allowed in a script; nothing ran\n")
        expectTrue(reply.failed)
        expectEqual(scripted.asked.count, 0, "nothing ran")
        expectEqual(session.submit(":vars").output, "no variables yet\n")
    }

    @Test("control characters are shown as visible symbols, one column each", arguments: [
        ("a\u{1B}[31mb", "a␛[31mb"),
        ("tab\tstays", "tab\tstays"),
        ("bell\u{07} del\u{7F} csi\u{9B} nul\u{0}", "bell␇ del␡ csi\u{FFFD} nul␀"),
        ("rlo\u{202E}txt", "rlo\u{FFFD}txt"),
        ("cr\r\n", "cr␍␊"),
        ("🐶 é", "🐶 é"),
    ])
    func visible(text: String, shown: String) {
        expectEqual(ControlCharacters.visible(text), shown)
    }
}
