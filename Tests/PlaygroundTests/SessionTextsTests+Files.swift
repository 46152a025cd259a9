@testable import Playground
import Testing
import TestSupport
import TextWidth

extension SessionTextsTests {
    /// Why a file was not written or opened, and what a file's content may not do.
    static let fileTexts: [(String, (SessionTexts) -> String)] = [
        ("writeProblem(readOnly)", { $0.writeProblem(.readOnly) }),
        ("writeProblem(notRegularFile)", { $0.writeProblem(.notRegularFile(kind: .folder)) }),
        ("writeProblem(nameNotUTF8)", { $0.writeProblem(.nameNotUTF8) }),
        ("fileKind(symbolicLink)", { $0.fileKind(.symbolicLink) }), ("fileKind(folder)", { $0.fileKind(.folder) }),
        ("fileKind(device)", { $0.fileKind(.device) }), ("fileKind(pipe)", { $0.fileKind(.pipe) }),
        ("fileKind(socket)", { $0.fileKind(.socket) }), ("fileKind(other)", { $0.fileKind(.other) }),
        ("contentMayNot(readsFile)", { $0.contentMayNot(":load", .readsFile) }),
        ("contentMayNot(writesFile)", { $0.contentMayNot(":save", .writesFile) }),
        ("contentMayNot(opensPlayground)", { $0.contentMayNot(":lesson", .opensPlayground) }),
        ("contentMayNot(readsProjectOutside)", { $0.contentMayNot(":app", .readsProjectOutside) }),
        ("alreadyOpen", { $0.alreadyOpen("a.swift", command: ":load", chain: "a.swift:2 → b.swift:1") }),
        ("commandFailed", { $0.commandFailed }), ("stoppedAtError", { $0.stoppedAtError }),
        ("now", { $0.now(12, clock: "1.2s") }), ("captureLine", { $0.captureLine(5, "x") }),
        ("lookupProblem(noTranslation)", { $0.lookupProblem(.noTranslation(language: .vi, lesson: "x", file: "f")) }),
        ("lookupProblem(noPlayground)", { $0.lookupProblem(.noPlayground(path: "p")) }),
        ("lookupProblem(noPages)", { $0.lookupProblem(.noPages(path: "p")) }),
        ("lookupProblem(pageWithoutContents)", { $0.lookupProblem(.pageWithoutContents(name: "n", path: "p")) }),
        ("languageName(en)", { $0.languageName(.en) }), ("languageName(vi)", { $0.languageName(.vi) }),
        ("languageName(ko)", { $0.languageName(.ko) }),
        ("fileProblem(ENOSPC)", { $0.fileProblem(.system(code: 28)) }),
        ("fileProblem(EDQUOT)", { $0.fileProblem(.system(code: 122)) }),
        ("fileProblem(EACCES)", { $0.fileProblem(.system(code: 13)) }),
        ("fileProblem(EROFS)", { $0.fileProblem(.system(code: 30)) }),
        ("fileProblem(ENOENT)", { $0.fileProblem(.system(code: 2)) }),
        ("fileProblem(ENOTDIR)", { $0.fileProblem(.system(code: 20)) }),
        ("fileProblem(notUTF8)", { $0.fileProblem(.notUTF8) }),
        ("fileProblem(notRegularFile)", { $0.fileProblem(.notRegularFile) }),
        ("cannotWriteSessionFiles", { $0.cannotWriteSessionFiles(in: "/tmp/s", .system(code: 5)) }),
        ("cannotMakeSessionFolder", { $0.cannotMakeSessionFolder(in: "/tmp", .system(code: 5)) }),
        ("cannotRead(problem)", { $0.cannotRead("f", .system(code: 5)) }),
        ("lookupProblem(cannotRead)", { $0.lookupProblem(.cannotRead(path: "p", problem: .system(code: 5))) }),
    ] + ["marbles", "play", "app", "subs"].map { name in
        ("details(\(name))", { $0.details(of: name, english: MetaCommands.named(name)?.details ?? "") })
    }
}

extension SessionTextsTests {
    @Test("a command's details fit 80 columns where the English ones do", arguments: [LessonLanguage.vi, .ko])
    func details(language: LessonLanguage) {
        for command in MetaCommands.all where !command.details.isEmpty {
            let shown = SessionTexts(language: language).details(of: command.name, english: command.details)
            for (line, english) in zip(shown.split(separator: "\n"), command.details.split(separator: "\n"))
            where TerminalWidth.of(String(english)) <= 80 {
                expectTrue(TerminalWidth.of(String(line)) <= 80, "\(language) :\(command.name): \(line)")
            }
        }
    }
}
