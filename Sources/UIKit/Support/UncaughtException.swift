/// What an app shows when UIKit raises an Objective-C exception nobody catches: UIKit's words,
/// then the app ends (a Swift trap here, so the playground names the learner's line).
enum UncaughtException {
    static func raise(_ name: String, reason: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        fatalError("Terminating app due to uncaught exception '\(name)', reason: '\(reason)'", file: file, line: line)
    }
}
