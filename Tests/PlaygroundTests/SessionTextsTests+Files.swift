@testable import Playground

extension SessionTextsTests {
    /// Why a file was not written or opened, and what a file's content may not do.
    static let fileTexts: [(String, (SessionTexts) -> String)] = [
        ("writeProblem(readOnly)", { $0.writeProblem(.readOnly) }),
        ("writeProblem(notRegularFile)", { $0.writeProblem(.notRegularFile(kind: .folder)) }),
        ("fileKind(symbolicLink)", { $0.fileKind(.symbolicLink) }), ("fileKind(folder)", { $0.fileKind(.folder) }),
        ("fileKind(device)", { $0.fileKind(.device) }), ("fileKind(pipe)", { $0.fileKind(.pipe) }),
        ("fileKind(socket)", { $0.fileKind(.socket) }), ("fileKind(other)", { $0.fileKind(.other) }),
        ("contentMayNot(readsFile)", { $0.contentMayNot(":load", .readsFile) }),
        ("contentMayNot(writesFile)", { $0.contentMayNot(":save", .writesFile) }),
        ("contentMayNot(opensPlayground)", { $0.contentMayNot(":lesson", .opensPlayground) }),
        ("contentMayNot(readsProjectOutside)", { $0.contentMayNot(":app", .readsProjectOutside) }),
        ("alreadyOpen", { $0.alreadyOpen("a.swift", command: ":load", chain: "a.swift:2 → b.swift:1") }),
        ("commandFailed", { $0.commandFailed }), ("stoppedAtError", { $0.stoppedAtError }),
    ]
}
