import Foundation

/// A wait at one moment of reading a line, for the end-to-end tests only: a busy machine only
/// sometimes makes these moments long, and a test can press a key inside one every time.
///
/// Each is read from its environment variable (test-only; never set in use), in milliseconds.
struct TestDelay: Sendable {
    /// After an input's reply is shown, before the prompt reads its first key
    /// (`RXPLAY_TEST_PROMPT_DELAY_MS`).
    static let prompt = TestDelay(variable: "RXPLAY_TEST_PROMPT_DELAY_MS")
    /// After libedit accepted a line, before rxplay looks at what else the terminal holds
    /// (`RXPLAY_TEST_ACCEPT_DELAY_MS`).
    static let accept = TestDelay(variable: "RXPLAY_TEST_ACCEPT_DELAY_MS")

    /// The wait; zero when the variable is unset or not a number.
    let milliseconds: Int

    init(variable: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        milliseconds = max(0, Int(environment[variable] ?? "") ?? 0)
    }

    /// Waits the whole delay, whatever signals arrive meanwhile.
    func wait() {
        guard milliseconds > 0 else { return }
        Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
    }
}
