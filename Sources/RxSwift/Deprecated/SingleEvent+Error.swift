extension Result where Failure == Swift.Error {
    /// RxSwift 5's `SingleEvent.error`: a failed result, for `single(.error(error))` in a
    /// `Single.create` body. (RxSwift 6 made `SingleEvent` a `Result` and kept no `.error`; the
    /// playground keeps it so older code still runs. It can make a result, not match one: a
    /// `switch` needs `case .failure(let error)`.)
    ///
    /// - Parameter error: the failure.
    /// - Returns: `.failure(error)`.
    @available(
        *, deprecated, renamed: "failure",
        message: "a Single's '.error' is now '.failure' (RxSwift 6): single(.failure(error))"
    )
    public static func error(_ error: Swift.Error) -> Result<Success, Swift.Error> {
        .failure(error)
    }
}
