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
