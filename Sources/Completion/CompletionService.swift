import Foundation

/// Completion for a REPL: reads the modules' index on a thread of its own, started before the
/// first prompt, so the prompt never waits for it; a Tab pressed while it is still being read
/// waits for it.
public final class CompletionService: @unchecked Sendable {
    private let loader: IndexLoader
    private let condition = NSCondition()
    private var completer: Completer?
    private var started = false
    private var outcome: IndexLoader.Outcome?

    /// A service over the modules `loader` reads.
    public init(loader: IndexLoader) {
        self.loader = loader
    }

    /// Starts reading the index in the background (once).
    public func startLoading() {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        let thread = Thread { [self] in
            BackgroundPriority.lower()
            let outcome = loader.load(background: true)
            let completer = Completer(index: outcome.index, preferred: Set(IndexLoader.learnerModules))
            condition.lock()
            self.outcome = outcome
            self.completer = completer
            condition.broadcast()
            condition.unlock()
        }
        thread.start()
    }

    /// What loading gave, waiting for it (starting it if needed).
    public var loaded: IndexLoader.Outcome {
        startLoading()
        condition.lock()
        defer { condition.unlock() }
        while outcome == nil { condition.wait() }
        return outcome ?? IndexLoader.Outcome(index: APIIndex(), problems: [], extracted: 0)
    }

    /// The candidates for the end of `line` after the session's `inputs` (see `Completer`).
    public func completions(for line: String, inputs: [String]) -> [String] {
        startLoading()
        condition.lock()
        defer { condition.unlock() }
        while completer == nil { condition.wait() }
        return completer?.completions(for: line, inputs: inputs) ?? []
    }
}
