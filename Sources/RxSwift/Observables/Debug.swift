extension ObservableType {
    /// Prints every event, and the subscription and its disposal, passing the events through
    /// unchanged.
    ///
    /// Lines read `<timestamp>: <identifier> -> subscribed`, `-> Event next(1)`, `-> isDisposed`.
    /// Without an `identifier` the call site names it: `File.swift:12 (function)`. With
    /// `trimOutput`, an event text over 40 characters keeps its first and last 20 around `...`.
    /// `Hooks.debugTimestamp` and `Hooks.debugOutput` choose the clock and where lines go.
    public func debug(
        _ identifier: String? = nil, trimOutput: Bool = false,
        file: String = #file, line: UInt = #line, function: String = #function
    ) -> Observable<Element> {
        Debug(
            source: asObservable(),
            identifier: identifier ?? Self.callSite(file: file, line: line, function: function),
            trimOutput: trimOutput)
    }

    private static func callSite(file: String, line: UInt, function: String) -> String {
        let fileName = file.lastIndex(of: "/").map { String(file[file.index(after: $0)...]) } ?? file
        return "\(fileName):\(line) (\(function))"
    }
}

final class Debug<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let identifier: String
    private let trimOutput: Bool

    init(source: Observable<Element>, identifier: String, trimOutput: Bool) {
        self.source = source
        self.identifier = identifier
        self.trimOutput = trimOutput
        super.init(specializedRun: {
            unsafeDowncast($0, to: Debug<Element>.self).run($1, cancel: $2)
        })
    }

    override func run(_ downstream: @escaping Downstream<Element>, cancel: Cancelable)
        -> (sink: Disposable, subscription: Disposable)
    {
        let sink = DebugSink(
            identifier: identifier, trimOutput: trimOutput, downstream: downstream, cancel: cancel)
        return (sink, source.forwardEvents(to: sink.on))
    }
}

/// Logs one subscription's events and its disposal.
private final class DebugSink<Element>: Sink<Element> {
    private static var maxEventTextLength: Int { 40 }

    private let identifier: String
    private let trimOutput: Bool

    init(identifier: String, trimOutput: Bool, downstream: @escaping Downstream<Element>, cancel: Cancelable)
    {
        self.identifier = identifier
        self.trimOutput = trimOutput
        Hooks.debugLog(identifier, "subscribed")
        super.init(downstream: downstream, cancel: cancel)
    }

    func on(_ event: Event<Element>) {
        Hooks.debugLog(identifier, "Event \(text(of: event))")
        forward(event)
        if event.isStopEvent { dispose() }
    }

    override func dispose() {
        if !isDisposed { Hooks.debugLog(identifier, "isDisposed") }
        super.dispose()
    }

    private func text(of event: Event<Element>) -> String {
        let text = "\(event)"
        let limit = Self.maxEventTextLength
        guard trimOutput, text.count > limit else { return text }
        return String(text.prefix(limit / 2)) + "..." + String(text.suffix(limit / 2))
    }
}
