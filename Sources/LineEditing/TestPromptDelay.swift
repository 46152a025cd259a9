import Foundation

/// A wait before the prompt reads its first key, for the end-to-end tests only.
///
/// `RXPLAY_TEST_PROMPT_DELAY_MS` (test-only; never set in use) holds the prompt back that many
/// milliseconds after an input's reply is shown, so a test can press a key in the moment between
/// the reply and the prompt's read every time, where a busy machine only sometimes puts it.
enum TestPromptDelay {
    /// The wait, from the environment; zero when unset or not a number.
    static let milliseconds: Int = {
        let text = ProcessInfo.processInfo.environment["RXPLAY_TEST_PROMPT_DELAY_MS"] ?? ""
        return max(0, Int(text) ?? 0)
    }()

    /// Waits the whole delay, whatever signals arrive meanwhile.
    static func wait() {
        guard milliseconds > 0 else { return }
        Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
    }
}
