import Foundation

/// Completion for a REPL: reads the modules' index on a thread of its own, so the prompt never
/// waits for it; a Tab pressed while it is still being read waits for it.
public final class CompletionService: @unchecked Sendable {
    private let loader: IndexLoader
    private let condition = NSCondition()
    private var completer: Completer?
    private var started = false
    private var wanted = false
    private var outcome: IndexLoader.Outcome?

    /// A service over the modules `loader` reads.
    public init(loader: IndexLoader) {
        self.loader = loader
    }

    /// Starts reading the index in the background (once), `delay` seconds from now or at the
    /// first Tab, whichever comes first: an input typed or pasted at once is compiled first.
    public func startLoading(after delay: TimeInterval = 0) {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        let deadline = Date(timeIntervalSinceNow: delay)
        let thread = Thread { [self] in
            BackgroundPriority.lower()
            condition.lock()
            while !wanted && Date() < deadline { _ = condition.wait(until: deadline) }
            condition.unlock()
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
        waitForIndex()
        condition.lock()
        defer { condition.unlock() }
        return outcome ?? IndexLoader.Outcome(index: APIIndex(), problems: [], extracted: 0)
    }

    /// The candidates for the end of `line` after the session's `inputs` (see `Completer`).
    public func completions(for line: String, inputs: [String]) -> [String] {
        waitForIndex()
        condition.lock()
        defer { condition.unlock() }
        return completer?.completions(for: line, inputs: inputs) ?? []
    }

    private func waitForIndex() {
        startLoading()
        condition.lock()
        defer { condition.unlock() }
        wanted = true
        condition.broadcast()
        while completer == nil { condition.wait() }
    }
}
