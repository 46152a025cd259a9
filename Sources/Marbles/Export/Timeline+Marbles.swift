extension Timeline.Lane {
    /// The lane's events as an RxJS marble string with its values, with time `origin` as frame 0
    /// (see `MarblePrinter.diagram`).
    public func marbleDiagram(
        origin: Int = 0, options: MarbleOptions = .run, timeProgressionAfter threshold: Int? = 10
    ) throws -> MarbleDiagram {
        try MarblePrinter.diagram(of: entries, origin: origin, options: options, timeProgressionAfter: threshold)
    }

    /// One subscription marble string (`^---!`) per subscription of the lane.
    public func subscriptionMarbles(origin: Int = 0, options: MarbleOptions = .run) throws -> [String] {
        try subscriptions.map {
            try MarblePrinter.subscription(
                subscribed: $0.subscribe, unsubscribed: $0.unsubscribe == .max ? nil : $0.unsubscribe,
                origin: origin, options: options)
        }
    }
}

extension Timeline.Lane {
    /// The lane as RxJS test source: `cold('-a-b|', { a: '🐶', b: [1, 2] })`, `hot` for a hot
    /// source (a subject or relay) and when it began before frame 0, with a values map for every value that is not a single ASCII
    /// letter or digit, and the error's text as the error value. When a group of one frame
    /// (`(ab)`, four frames in RxJS) runs into the next event, every time is stretched so that
    /// groups fit.
    public func rxjsMarbles(origin: Int = 0, options: MarbleOptions = .run) throws -> String {
        let diagram: MarbleDiagram
        do {
            diagram = try MarblePrinter.diagram(
                of: entries, origin: origin, options: options, timeProgressionAfter: 10, asciiKeysOnly: true)
        } catch {
            var sizes: [Int: Int] = [:]
            for entry in entries where !(entry.kind == .subscribed || entry.kind == .disposed) { sizes[entry.time, default: 0] += 1 }
            let stretch = (sizes.values.max() ?? 1) + 2
            let stretched = entries.map { TimelineEntry(time: origin + ($0.time - origin) * stretch, kind: $0.kind) }
            diagram = try MarblePrinter.diagram(
                of: stretched, origin: origin, options: options, timeProgressionAfter: 10, asciiKeysOnly: true)
        }
        var arguments = [ValueLiteral.javaScriptString(diagram.marbles)]
        let mapped = diagram.values.filter { $0.key != $0.value.text }.sorted { $0.key < $1.key }
        if !mapped.isEmpty || diagram.error != nil {
            arguments.append(mapped.isEmpty ? "{}" : "{ " + mapped.map { "\($0.key): \($0.value.javaScriptLiteral)" }
                .joined(separator: ", ") + " }")
        }
        if let error = diagram.error { arguments.append(ValueLiteral.javaScriptString(error)) }
        let function = isHot || diagram.marbles.contains("^") ? "hot" : "cold"
        return "\(function)(" + arguments.joined(separator: ", ") + ")"
    }
}
