/// How a blocking observable's sequence ended, with the elements it sent until then.
///
/// `materialize()` answers `.completed(elements:)` when the sequence completed and
/// `.failed(elements:error:)` when it failed or the wait timed out.
@frozen public enum MaterializedSequenceResult<T> {
    /// The sequence completed after sending `elements`.
    case completed(elements: [T])
    /// The sequence failed with `error` (or the wait timed out) after sending `elements`.
    case failed(elements: [T], error: Error)
}
