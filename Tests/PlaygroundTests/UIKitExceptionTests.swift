@testable import Playground
import TestSupport
import Testing

/// UIKit raises where iOS raises: presenting a controller that is on screen already ends the app
/// with UIKit's exception, at the learner's line, and the session goes on without that input.
@Suite("UIKit's exceptions")
struct UIKitExceptionTests {
    @Test("presenting an active controller: itself, or one presented already")
    func presentingAnActiveController() {
        let console = makeConsole()
        let setup = console.submit(
            """
            import UIKit
            final class Sheet: UIViewController {}
            let root = UIViewController()
            let sheet = Sheet()
            root.present(sheet, animated: false)
            print("presented")
            """)
        expectEqual(setup.output, "presented\n")
        for (input, controller) in [("root.present(root, animated: true)", "<UIViewController: 0x"),
                                     ("UIViewController().present(sheet, animated: false)", "<Sheet: 0x")] {
            let reply = console.submit(input)
            expectTrue(
                reply.output.hasPrefix(
                    "UIKit/UIViewController+Presentation.swift:30: Fatal error: Terminating app due to uncaught "
                        + "exception 'NSInvalidArgumentException', reason: 'Application tried to present modally an "
                        + "active controller \(controller)"), "\(reply.output)")
            expectTrue(reply.output.contains("note: the program stopped here\n 1 | \(input)\n"), "\(reply.output)")
            expectTrue(reply.failed)
        }
        expectEqual(console.submit("print(root.presentedViewController === sheet)").output, "true\n")
    }
}
