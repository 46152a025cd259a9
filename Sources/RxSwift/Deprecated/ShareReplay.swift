extension ObservableType {
    /// RxSwift 3's `shareReplay`: one subscription shared by all subscribers, replaying the latest
    /// `bufferSize` elements, and, as it did, keeping its replay buffer for good
    /// (`share(replay: bufferSize, scope: .forever)`).
    ///
    /// - Parameter bufferSize: how many of the latest elements a new subscriber receives first.
    /// - Returns: the shared sequence.
    @available(
        *, deprecated, renamed: "share(replay:)",
        message: "use 'share(replay:)' (RxSwift 4+); 'share(replay: n, scope: .forever)' keeps shareReplay's buffer"
    )
    public func shareReplay(_ bufferSize: Int) -> Observable<Element> {
        share(replay: bufferSize, scope: .forever)
    }

    /// RxSwift 3's spelling of `share(replay: 1)`.
    ///
    /// - Returns: the shared sequence, replaying its latest element while connected.
    @available(*, deprecated, message: "use 'share(replay: 1)' (RxSwift 4+)")
    public func shareReplayLatestWhileConnected() -> Observable<Element> {
        share(replay: 1, scope: .whileConnected)
    }
}
