import TestSupport
import Testing

// combineLatest and zip over a collection with a result selector; concat() and merge() of an
// observable of observables.

@Test func combineLatestOfACollectionUsesTheSelector() {
    let text = turns("""
        let a = BehaviorSubject(value: 1)
        let b = BehaviorSubject(value: 10)
        let sub = Observable.combineLatest([a, b]) { values in values.reduce(0, +) }
            .subscribe(onNext: { print($0) })
        b.onNext(20)
        """)
    expectEqual(text, "11\n21\n")
}

@Test func combineLatestOfACollectionWithoutSelectorGivesArrays() {
    let text = turns("""
        let sub = Observable.combineLatest([Observable.just(1), Observable.just(2)]).subscribe(onNext: { print($0) })
        """)
    expectEqual(text, "[1, 2]\n")
}

@Test func zipOfACollectionUsesTheSelector() {
    let text = turns("""
        let sub = Observable.zip([Observable.of(1, 2), Observable.of(10, 20)], resultSelector: { $0.reduce(0, +) })
            .subscribe(onNext: { print($0) })
        """)
    expectEqual(text, "11\n22\n")
}

@Test func concatOfAnObservableOfObservables() {
    let text = turns("""
        let sub = Observable.of(Observable.of(1, 2), Observable.of(3)).concat().subscribe(onNext: { print($0) })
        """)
    expectEqual(text, "1\n2\n3\n")
}

@Test func mergeOfAnObservableOfObservables() {
    let text = turns("""
        let sub = Observable.of(Observable.of(1, 2), Observable.of(3, 4)).merge().subscribe(onNext: { print($0) })
        """)
    // The outer `of` and the inner ones share the trampoline: each inner sequence is subscribed
    // when the outer one emits it, so the first runs ahead of the second.
    expectEqual(text, "1\n2\n3\n4\n")
}
