@testable import Playground
import RunnerProtocol
import TestSupport
import Testing
import TextWidth
import Foundation

/// The session's own texts exist in every language: each is a switch over the language, and
/// here each is asked for in Vietnamese and Korean and must not be the English text.
@Suite("The session's own texts in every language")
struct SessionTextsTests {
    /// Every text, by name, with sample arguments.
    static let texts: [(String, (SessionTexts) -> String)] = [
        ("usageLabel", { $0.usageLabel }), ("noCommandName", { $0.noCommandName }),
        ("unknownCommand", { $0.unknownCommand("x", near: "xs") }), ("helpListsCommands", { $0.helpListsCommands }),
        ("takesNoArguments", { $0.takesNoArguments(":undo") }), ("giveOneFileName", { $0.giveOneFileName }),
        ("unknownOption", { $0.unknownOption("--x") }), ("noLane", { $0.noLane("x", known: []) }),
        ("emptyTimeline", { $0.emptyTimeline }), ("autoOn", { $0.autoOn }), ("autoOff", { $0.autoOff }),
        ("autoSayOnOff", { $0.autoSayOnOff(now: "on") }), ("autoExpected", { $0.autoExpected(got: "x") }),
        ("oneTopicAtATime", { $0.oneTopicAtATime }), ("noTopic", { $0.noTopic("x") }),
        ("giveOneLesson", { $0.giveOneLesson }), ("noLesson", { $0.noLesson("x", known: ["a"]) }),
        ("nothingToUndo", { $0.nothingToUndo }), ("undid", { $0.undid("x") }), ("sessionReset", { $0.sessionReset }),
        ("noVariables", { $0.noVariables }), ("typedAtPrompt", { $0.typedAtPrompt }),
        ("runnerDidNotAnswer", { $0.runnerDidNotAnswer }), ("timeIs", { $0.timeIs("1s", frameLength: 100) }),
        ("timeIs(wait)", { $0.timeIs("1s") }), ("giveOneDuration", { $0.giveOneDuration }),
        ("notADuration", { $0.notADuration("x") }), ("clockMovesAtMost", { $0.clockMovesAtMost(minutes: 60) }),
        ("stoppedWithWorkScheduled", { $0.stoppedWithWorkScheduled(after: "1m", hint: "x") }),
        ("waitMovesFurther", { $0.waitMovesFurther }), ("timeOptionSetsTheLimit", { $0.timeOptionSetsTheLimit }), ("speedRange", { $0.speedRange }),
        ("playStopped", { $0.playStopped(at: 3) }), ("played", { $0.played(from: 0, to: 3, frames: 4) }),
        ("nothingOnScreen", { $0.nothingOnScreen }), ("giveOneProjectFolder", { $0.giveOneProjectFolder }),
        ("nameTheButton", { $0.nameTheButton }), ("nameTheAlertButton", { $0.nameTheAlertButton }),
        ("nameFieldThenText", { $0.nameFieldThenText }), ("giveOneRow", { $0.giveOneRow }),
        ("notARow", { $0.notARow("x") }), ("saved", { $0.saved(2, to: "f") }), ("wrote", { $0.wrote("f") }),
        ("notWrittenHere", { $0.notWrittenHere("f", replacingForm: ":save! f") }),
        ("cannotWrite", { $0.cannotWrite("f", reason: "r") }), ("cannotRead", { $0.cannotRead("f") }),
        ("loadRunsSwiftOnly", { $0.loadRunsSwiftOnly("f") }), ("needsFileName", { $0.needsFileName("--svg") }),
        ("needsTime", { $0.needsTime("--to") }), ("notATime", { $0.notATime("x") }), ("scaleRange", { $0.scaleRange }),
        ("lastNeedsNumber", { $0.lastNeedsNumber }), ("fromAfterTo", { $0.fromAfterTo }),
        ("notMarbles", { $0.notMarbles }), ("noSubscriptions", { $0.noSubscriptions }),
        ("state", { $0.state("live") + $0.state("ended") + $0.state("disposed") }), ("unnamed", { $0.unnamed }),
        ("retainCycle", { $0.retainCycle("sub1", owner: "S", bag: "S.bag", count: 1).head }),
        ("retainCycle.explanation", { $0.retainCycle("sub1", owner: "S", bag: "S.bag", count: 1).explanation }),
        ("neverDisposed", { $0.neverDisposed(["sub1"]) }),
        ("outlived", { $0.outlived("sub1", source: "P.p", className: "P", holder: "-") }),
        ("innerOutlived", { $0.innerOutlived("sub1", source: "P.p", className: "P", operatorName: "concat") }),
    ] + SessionTextsTests.replTexts + SessionTextsTests.userActionTexts
        + SessionTextsTests.appTexts + SessionTextsTests.fileTexts

    @Test("every text is translated", arguments: [LessonLanguage.vi, .ko])
    func translated(language: LessonLanguage) {
        let english = SessionTexts(language: .en)
        let translated = SessionTexts(language: language)
        for (name, text) in Self.texts {
            expectTrue(!text(translated).isEmpty, "\(language) \(name) is empty")
            expectTrue(text(translated) != text(english), "\(language) \(name) is English: \(text(translated))")
        }
        // Vietnamese keeps the word frame, so its time reads as the English one.
        expectEqual(translated.time("1s", frame: 10) == english.time("1s", frame: 10), language == .vi)
    }

    @Test("Korean texts leave no particle unresolved")
    func koreanParticles() {
        for (name, text) in Self.texts { expectTrue(!text(SessionTexts(language: .ko)).contains("(가)"), "\(name)") }
    }

    @Test("every command whose form explains itself in words has it in every language", arguments: [LessonLanguage.vi, .ko])
    func forms(language: LessonLanguage) {
        let table = language == .vi ? SessionTexts.vietnameseForms : SessionTexts.koreanForms
        expectEqual(Set(table.keys), SessionTexts.explainedForms)
        let texts = SessionTexts(language: language)
        // Words past the command's name: `(a title such as …)`, `[TOPIC or COMMAND]`.
        for command in MetaCommands.all
        where command.usage.drop(while: { $0 != " " }).contains(#/[(,] ?[a-z]{3,}| or |[a-z]{3,} [a-z]{2,}/#) {
            expectTrue(SessionTexts.explainedForms.contains(command.name), ":\(command.name) has words to translate")
        }
        for command in MetaCommands.all {
            let english = "usage: " + command.usage
            let shown = texts.usageLabel + " " + command.usage(in: texts)
            for (line, englishLine) in zip(shown.split(separator: "\n"), english.split(separator: "\n"))
            where TerminalWidth.of(String(englishLine)) <= 80 {
                expectTrue(TerminalWidth.of(String(line)) <= 80, "\(language) :\(command.name): \(line)")
            }
        }
    }
}

extension SessionTextsTests {
    /// The REPL's own notes.
    static let replTexts: [(String, (SessionTexts) -> String)] = [
        ("interrupted", { $0.interrupted }), ("timedOut", { $0.timedOut(seconds: 3) }),
        ("inputCouldNotRun", { $0.inputCouldNotRun }), ("runnerDidNotStart", { $0.runnerDidNotStart }),
        ("channelClosed", { $0.channelClosed }),
        ("programEnded(cpu)", { $0.programEnded(.processorTime(seconds: 3)) }),
        ("programEnded(signal)", { $0.programEnded(.signal(9)) }), ("programEnded(status)", { $0.programEnded(.status(3)) }),
        ("endedBetweenInputs(cpu)", { $0.endedBetweenInputs(.processorTime(seconds: 3)) }),
        ("endedBetweenInputs(signal)", { $0.endedBetweenInputs(.signal(9)) }),
        ("endedBetweenInputs(status)", { $0.endedBetweenInputs(.status(3)) }),
        ("outOfStack", { $0.outOfStack }), ("stoppedHere", { $0.stoppedHere }), ("continues", { $0.continues("s") }),
        ("banner", { $0.banner(version: "1") }), ("droppedInput", { $0.droppedInput }),
        ("unfinishedAtEnd", { $0.unfinishedAtEnd(startingOn: 2) }), ("interruptedInput", { $0.interruptedInput }),
        ("tooLong", { $0.tooLong(bytes: 70_000, limit: 65_536) }), ("compilerTimedOut", { $0.compilerTimedOut(seconds: 30) }),
    ]
}

extension SessionTextsTests {
    /// Why a user action could not act on the screen.
    static let userActionTexts: [(String, (SessionTexts) -> String)] = [
        ("refusal(nothingOnScreen)", { $0.refusal(.nothingOnScreen) }),
        ("refusal(notFound button)", { $0.refusal(.notFound(kind: .button, name: "x", candidates: ["a", "b"])) }),
        ("refusal(notFound text field)", { $0.refusal(.notFound(kind: .textField, name: "x", candidates: [])) }),
        ("refusal(notFound switch)", { $0.refusal(.notFound(kind: .switch, name: "x", candidates: ["a"])) }),
        ("refusal(disabled)", { $0.refusal(.disabled("Save")) }), ("refusal(noSuchRow)", { $0.refusal(.noSuchRow(4)) }),
        ("refusal(cannotGoBack)", { $0.refusal(.cannotGoBack) }), ("refusal(noAlert)", { $0.refusal(.noAlert) }),
        ("refusal(noPicker)", { $0.refusal(.noPicker) }),
    ]
}

extension SessionTextsTests {
    /// Every reason a project cannot launch, with sample arguments.
    static let appProblems: [(String, AppProblem)] = [
        ("notAProjectFolder", AppProblem(reason: .notAProjectFolder(shown: "apps/x"))),
        ("cannotBeRead", AppProblem(file: "apps/x/A.swift", reason: .cannotBeRead)),
        ("noSwiftFiles", AppProblem(reason: .noSwiftFiles(shown: "apps/x"))),
        ("tooManyEntries", AppProblem(reason: .tooManyEntries(shown: "/", limit: 10_000))),
        ("tooDeep", AppProblem(reason: .tooDeep(shown: "apps/x", limit: 32))),
        ("interrupted", AppProblem(reason: .interrupted(shown: "apps/x"))),
        ("fileTooLarge", AppProblem(file: "apps/x/Big.swift", reason: .fileTooLarge(bytes: 70_000, limit: 65_536))),
        ("fileTooLarge(MB)", AppProblem(file: "apps/x/M.storyboard", reason: .fileTooLarge(bytes: 1 << 30, limit: 8 << 20))),
        ("noAppDelegate", AppProblem(reason: .noAppDelegate)),
        ("outletWithoutProperty", AppProblem(file: "M.storyboard", reason: .outletWithoutProperty(property: "list", className: "MainViewController"))),
        ("actionWithoutMethod", AppProblem(file: "M.storyboard", reason: .actionWithoutMethod(selector: "actionClear:", objectKind: "barButtonItem", title: "Clear", owner: "MainViewController", method: "actionClear", takesSender: true))),
        ("actionWithoutMethod()", AppProblem(file: "M.storyboard", reason: .actionWithoutMethod(selector: "go", objectKind: "button", title: nil, owner: nil, method: "go", takesSender: false))),
        ("unknownClass", AppProblem(file: "M.storyboard", reason: .unknownClass("GhostViewController"))),
    ] + storyboardProblems.map { name, problem in (name, AppProblem(file: "M.storyboard", reason: .storyboard(problem))) }

    static let storyboardProblems: [(String, StoryboardProblem)] = [
        ("cannotRead", StoryboardProblem(line: nil, reason: .cannotRead(path: "apps/x/M.storyboard"))),
        ("notWellFormed", StoryboardProblem(line: 4, reason: .notWellFormed)),
        ("noXML", StoryboardProblem(line: 1, reason: .noXML)),
        ("notAStoryboard", StoryboardProblem(line: 3, reason: .notAStoryboard(root: "plist"))),
        ("notAnIOSStoryboard", StoryboardProblem(line: 2, reason: .notAnIOSStoryboard(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB"))),
        ("notAnIOSStoryboard(none)", StoryboardProblem(line: 2, reason: .notAnIOSStoryboard(type: nil))),
        ("initialControllerMissing", StoryboardProblem(line: 2, reason: .initialControllerMissing(id: "Zz9-Zz-999"))),
        ("missingAttribute", StoryboardProblem(line: 8, reason: .missingAttribute(element: "outlet", attribute: "property"))),
    ]

    /// What `:app` says before the app runs.
    static let appTexts: [(String, (SessionTexts) -> String)] =
        [("noStoryboard", { $0.noStoryboard })]
        + appProblems.map { name, problem in (name, { problem.description(in: $0) }) }

    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SessionTexts")

    @Test("every launch problem reads as the golden says", arguments: LessonLanguage.allCases)
    func launchProblems(language: LessonLanguage) {
        let texts = SessionTexts(language: language)
        let text = Self.appTexts.map { name, text in "# \(name)\n\(text(texts))\n" }.joined()
        GoldenText.check(text, file: Self.goldens.appendingPathComponent("app-problems-\(language.rawValue).txt"))
    }

    @Test("every text the session says reads as the golden says", arguments: LessonLanguage.allCases)
    func everyText(language: LessonLanguage) {
        let texts = SessionTexts(language: language)
        let text = Self.texts.map { name, text in "# \(name)\n\(text(texts))\n" }.joined()
        GoldenText.check(text, file: Self.goldens.appendingPathComponent("texts-\(language.rawValue).txt"))
    }

    @Test("a refusal or launch problem fits 80 columns where the English does", arguments: [LessonLanguage.vi, .ko])
    func widths(language: LessonLanguage) {
        for (name, text) in Self.userActionTexts + Self.appTexts
        where TerminalWidth.of("error: " + text(SessionTexts(language: .en))) <= 80 {
            let shown = "error: " + text(SessionTexts(language: language))
            expectTrue(TerminalWidth.of(shown) <= 80, "\(language) \(name): \(shown)")
        }
    }

    @Test("an app problem's description is the English text")
    func english() {
        for (name, problem) in Self.appProblems {
            expectEqual(problem.description, problem.description(in: SessionTexts(language: .en)), "\(name)")
        }
        expectEqual(
            AppProblem(reason: .other("x")).description(in: SessionTexts(language: .ko)), "error: x")
    }
}
