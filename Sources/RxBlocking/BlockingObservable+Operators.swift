import RxSwift

// MARK: - All elements

extension BlockingObservable {
    /// Blocks until the sequence ends and returns all its elements.
    ///
    /// ```swift
    /// try Observable.of(1, 2, 3).toBlocking().toArray() // [1, 2, 3]
    /// ```
    ///
    /// - Returns: every element, in order.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// Blocks until the sequence ends and returns its last element.
    ///
    /// - Returns: the last element, or nil when the sequence was empty.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// Blocks until the sequence ends and says how it ended, with the elements it sent.
    ///
    /// ```swift
    /// Observable.of(1, 2).concat(Observable.error(RxError.unknown)).toBlocking().materialize()
    /// // .failed(elements: [1, 2], error: RxError.unknown)
    /// ```
    ///
    /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` after an error or a
    ///   timeout (`RxError.timeout`).
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }
}

// MARK: - One element

extension BlockingObservable {
    /// Blocks until the sequence sends its first element or ends; the subscription is then
    /// disposed.
    ///
    /// - Returns: the first element, or nil when the sequence ended without one.
    /// - Throws: the sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// Blocks until the sequence ends and returns its only element.
    ///
    /// - Returns: the one element.
    /// - Throws: `RxError.moreThanOneElement` (as soon as a second one comes),
    ///   `RxError.noElements`, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Blocks until the sequence ends and returns its only element that satisfies `predicate`.
    ///
    /// - Parameter predicate: tells the elements that count; an error it throws ends the wait.
    /// - Returns: the one element that satisfies `predicate`.
    /// - Throws: `RxError.moreThanOneElement` (as soon as a second one comes),
    ///   `RxError.noElements`, the predicate's or the sequence's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let only = elements.first else { throw RxError.noElements }
        return only
    }
}

// MARK: - Waiting for the sequence

extension BlockingObservable {
    /// Subscribes, blocks until the sequence ends (or `max` elements satisfying `predicate`
    /// came, or the time is up) and disposes the subscription.
    private func materializeResult(
        max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        var elements: [Element] = []
        var failure: Error?
        let wait = BlockingWaits.make(timeout: timeout)
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }

        // Events after the end (a source that keeps sending before its subscription is set)
        // are ignored: the disposed assignment stands for "done".
        func finish(_ error: Error?) {
            failure = error
            subscription.dispose()
            wait.stop()
        }
        wait.start {
            subscription.setDisposable(
                source.subscribe { event in
                    guard !subscription.isDisposed else { return }
                    switch event {
                    case .next(let element):
                        do {
                            if try predicate(element) { elements.append(element) }
                            if let max, elements.count >= max { finish(nil) }
                        } catch {
                            finish(error)
                        }
                    case .error(let error):
                        finish(error)
                    case .completed:
                        finish(nil)
                    }
                })
        }
        do {
            try wait.run()
        } catch {
            failure = error
        }
        if let failure { return .failed(elements: elements, error: failure) }
        return .completed(elements: elements)
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }
}
