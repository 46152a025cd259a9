import Foundation
import RxSwift

extension ObservableConvertibleType {
    /// Converts the sequence into a `BlockingObservable`, whose operators block until it answers.
    ///
    /// ```swift
    /// let first = try Observable.of(1, 2, 3).toBlocking().first()
    /// print(first as Any) // Optional(1)
    /// ```
    ///
    /// - Parameter timeout: the longest an operator may block before it throws `RxError.timeout`
    ///   (virtual time on the playground's clock); nil: no limit.
    /// - Returns: the blocking version of this sequence.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
