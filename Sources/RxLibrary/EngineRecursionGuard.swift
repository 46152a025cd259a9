import Interpreter
import RxSwift

/// Bounds the engine's recursion through learner code by the learner's own recursion limit.
///
/// `func h(_ n: Int) -> Observable<Int> { Observable.just(n).flatMap { h($0 + 1) } }` recurses
/// in the engine, not in learner calls: each selector call returns before the observable it
/// made is subscribed, and that subscription emits and calls the selector again. Counting the
/// subscription of every observable a learner closure made as one nested call makes the next
/// learner call past the limit stop the statement, before the stack runs out.
package enum EngineRecursionGuard {
    /// `observable`, counting as one nested call while it is being subscribed.
    package static func nested(_ observable: Observable<Value>, _ runtime: Runtime) -> Observable<Value> {
        observable.do(onSubscribe: { runtime.depth &+= 1 }, onSubscribed: { runtime.depth &-= 1 })
    }

    /// `observable`, ticking the step budget on every subscription and subscribing nothing
    /// once the statement is stopping, so an engine loop that resubscribes a source that fails
    /// at once (`Observable.error(e).retry()`) ends with the statement.
    package static func budgeted(_ observable: Observable<Value>, _ runtime: Runtime) -> Observable<Value> {
        Observable<Value>.deferred {
            do {
                // A resubscription is heavier than a loop step: 100 000 of them fill the budget.
                try runtime.tick(steps: 100)
            } catch let diagnostic as Diagnostic {
                runtime.fail(diagnostic)
                return Observable<Value>.never()
            }
            return observable
        }
    }
}
