@testable import Playground
import ScreenModel
import TestSupport
import Testing
import TextWidth

/// What the session writes itself fits the terminal: its notes, the `:subs` table, the screen
/// box and, on a terminal, the compiler's messages wrap at spaces by display columns.
@Suite("Lines fitted to the terminal")
struct LineFitTests {
    /// The widest line of `text`, in display columns.
    static func widest(_ text: String) -> Int {
        text.split(separator: "\n").map { TerminalWidth.of(String($0)) }.max() ?? 0
    }

    @Test("a session's note wraps at spaces, its later lines indented")
    func note() {
        let note = "outlived its source: sub6 listens to PhotosViewController.selectedPhotosSubject, and that one is gone:\n"
            + "  nothing can send to it any more, so sub6 never ends; only disposing it, or its bag, frees it\n"
        expectEqual(
            LineFit.fit(note, width: 80),
            """
            outlived its source: sub6 listens to PhotosViewController.selectedPhotosSubject,
              and that one is gone:
              nothing can send to it any more, so sub6 never ends; only disposing it, or its
              bag, frees it

            """)
        // A line that fits stays as it is, spaces and all; no width, no change.
        expectEqual(LineFit.fit("a  b\n", width: 4), "a  b\n")
        expectEqual(LineFit.fit(note, width: nil), note)
        // Hangul takes two columns: 41 syllables and a space are 83 columns.
        let korean = String(repeating: "구", count: 20) + " " + String(repeating: "독", count: 21)
        expectEqual(LineFit.fit(korean, width: 80, continuation: ""), String(repeating: "구", count: 20) + "\n" + String(repeating: "독", count: 21))
    }

    @Test("a :subs row too wide for the columns is written on its own; the others stay aligned")
    func table() {
        let rows = [
            ["sub1", "← (unnamed)", "live", "bag NewRepoViewController.bag"],
            ["sub10 › flatMapFirst inner", "← NewRepoViewController.repoObservable", "live"],
            ["answer", "← repo", "ended", "-"],
        ]
        expectEqual(
            Table.render(rows, width: 80),
            """
            sub1    ← (unnamed)  live   bag NewRepoViewController.bag
            sub10 › flatMapFirst inner  ← NewRepoViewController.repoObservable  live
            answer  ← repo       ended  -

            """)
        // Wide enough, every row is aligned as before.
        expectEqual(
            Table.render(rows, width: 120),
            """
            sub1                        ← (unnamed)                             live   bag NewRepoViewController.bag
            sub10 › flatMapFirst inner  ← NewRepoViewController.repoObservable  live
            answer                      ← repo                                  ended  -

            """)
        // Rows all alike that are still too wide wrap, the first line keeping its columns.
        let same = Array(repeating: ["a-long-name", "and a long source that does not fit"], count: 2)
        expectEqual(
            Table.render(same, width: 30),
            """
            a-long-name  and a long source
              that does not fit
            a-long-name  and a long source
              that does not fit

            """)
    }

    @Test("an alert's long message wraps inside the screen box")
    func screenBox() {
        let screen = ScreenSnapshot(
            hasController: true, title: "Combinestagram", buttons: [], fields: [], labels: [], switches: [],
            previews: [], rows: [],
            alert: .init(
                title: "Error",
                message: "The operation could not be completed. (PHPhotosErrorDomain error 3311.)",
                actions: ["Close"]))
        expectEqual(
            ScreenBox.draw(screen, width: 80),
            """
            ┌─ Combinestagram ─
            │ alert: Error · The operation could not be completed. (PHPhotosErrorDomain
            │   error 3311.) [Close]
            └─

            """)
        expectEqual(
            ScreenBox.draw(screen),
            """
            ┌─ Combinestagram ─
            │ alert: Error · The operation could not be completed. (PHPhotosErrorDomain error 3311.) [Close]
            └─

            """)
    }

    static let deprecation = """
        warning: 'Variable' is deprecated: use RxRelay's 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', '.accept(…)' [#DeprecatedDeclaration]
         1 | let old = Variable<[String]>([])
           |           `- warning: 'Variable' is deprecated: use RxRelay's 'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …), read '.value', '.accept(…)' [#DeprecatedDeclaration]

        """

    @Test("on a terminal a compiler message wraps under its first word, beside the gutter")
    func diagnostic() {
        expectEqual(
            DiagnosticFit.fit(Self.deprecation, width: 80),
            """
            warning: 'Variable' is deprecated: use RxRelay's 'BehaviorRelay' (RxSwift 6):
                     BehaviorRelay(value: …), read '.value', '.accept(…)'
                     [#DeprecatedDeclaration]
             1 | let old = Variable<[String]>([])
               |           `- warning: 'Variable' is deprecated: use RxRelay's
               |                       'BehaviorRelay' (RxSwift 6): BehaviorRelay(value: …),
               |                       read '.value', '.accept(…)' [#DeprecatedDeclaration]

            """)
        // A branch with more below keeps its bar; a deep message goes on past the gutter.
        let branches = """
            main.swift:3:9: warning: 'subscribe(onSuccess:onError:onDisposed:)' is deprecated: renamed to 'subscribe(onSuccess:onFailure:onDisposed:)'
                |        |- warning: 'subscribe(onSuccess:onError:onDisposed:)' is deprecated: renamed to 'subscribe(onSuccess:onFailure:onDisposed:)'
                |        `- note: use 'subscribe(onSuccess:onFailure:onDisposed:)' instead
                |                                                 `- error: value of type 'Single<String>' has no member 'asSingle'
            """
        expectEqual(
            DiagnosticFit.fit(branches, width: 80),
            """
            main.swift:3:9: warning: 'subscribe(onSuccess:onError:onDisposed:)' is
                     deprecated: renamed to 'subscribe(onSuccess:onFailure:onDisposed:)'
                |        |- warning: 'subscribe(onSuccess:onError:onDisposed:)' is
                |        |           deprecated: renamed to
                |        |           'subscribe(onSuccess:onFailure:onDisposed:)'
                |        `- note: use 'subscribe(onSuccess:onFailure:onDisposed:)' instead
                |                                                 `- error: value of type
                |    'Single<String>' has no member 'asSingle'
            """)
        // A first word too long to follow the tag starts the message on the next line.
        let deep = "   |                             |- warning: 'subscribe(onSuccess:onError:onDisposed:)' is deprecated"
        expectEqual(
            DiagnosticFit.fit(deep, width: 80),
            """
               |                             |- warning:
               |    'subscribe(onSuccess:onError:onDisposed:)' is deprecated
            """)
        for text in [branches, Self.deprecation, deep] {
            expectTrue(Self.widest(DiagnosticFit.fit(text, width: 80)) <= 80)
            // Only line breaks and indents change: the words are the compiler's.
            expectEqual(
                DiagnosticFit.fit(text, width: 80).split(whereSeparator: { " \n|`-".contains($0) }),
                text.split(whereSeparator: { " \n|`-".contains($0) }))
        }
    }

    @Test("source lines and a message's words inside code are not wrapped")
    func notMessages() {
        let code = """
             4 | print("warning: this is the learner's own string, and it is long enough to pass eighty")
            print("error: a printed line")
            """
        expectEqual(DiagnosticFit.fit(code, width: 60), code)
        expectEqual(DiagnosticFit.messageStart(" 4 | print(\"warning: x\")")?.tag, nil)
        expectEqual(DiagnosticFit.messageStart("a.swift:2: error: x")?.lead, "a.swift:2: ")
        expectEqual(DiagnosticFit.messageStart("   |  `- note: x")?.lead, "   |  `- ")
    }
}
