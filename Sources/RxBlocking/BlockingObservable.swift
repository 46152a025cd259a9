import Foundation
import RxSwift

/// An observable whose operators block the calling thread until the sequence answers.
///
/// Made by `toBlocking(timeout:)`. Useful in tests and demonstrations; code that needs it
/// elsewhere usually wants another design. On the playground's virtual clock, blocking lets
/// virtual time pass (running the work due) instead of waiting on the wall clock.
///
/// ```swift
/// let values = try Observable.of(1, 2, 3).toBlocking().toArray()
/// print(values) // [1, 2, 3]
/// ```
public struct BlockingObservable<Element> {
    /// How long an operator may block before it throws `RxError.timeout`; nil: no limit.
    let timeout: TimeInterval?
    /// The sequence the operators subscribe to.
    let source: Observable<Element>
}
