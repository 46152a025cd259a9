import Interpreter
import TestSupport
import Testing

// enumerated, groupBy and ifEmpty from learner code, printed as Swift prints their elements.

@Test func enumeratedPairsEachElementWithItsIndex() {
    let text = transcript(
        "_ = Observable.of(\"a\", \"b\").enumerated().subscribe(onNext: { print($0) })",
        "_ = Observable.of(\"c\").enumerated().subscribe(onNext: { print($0.index, $0.element) })")
    expectEqual(text, "(index: 0, element: \"a\")\n(index: 1, element: \"b\")\n0 c\n")
}

@Test func groupByMakesGroupsWithTheirKeys() {
    let text = transcript("""
        _ = Observable.of("a", "bb", "c", "dd")
            .groupBy { $0.count }
            .flatMap { group in group.map { "\\(group.key): \\($0)" } }
            .subscribe(onNext: { print($0) })
        """)
    expectEqual(text, "1: a\n2: bb\n1: c\n2: dd\n")
}

@Test func ifEmptyGivesADefaultOrSwitchesOnlyWhenNothingCame() {
    let text = transcript(
        "_ = Observable<Int>.empty().ifEmpty(default: 7).subscribe(onNext: { print($0) })",
        "_ = Observable.of(1).ifEmpty(default: 7).subscribe(onNext: { print($0) })",
        "_ = Observable<Int>.empty().ifEmpty(switchTo: Observable.of(8, 9)).subscribe(onNext: { print($0) })")
    expectEqual(text, "7\n1\n8\n9\n")
}

@Test func ifEmptyChecksTheDefaultsType() {
    let text = transcript("_ = Observable<Int>.empty().ifEmpty(default: \"x\")")
    expectTrue(text.hasPrefix("error: cannot convert value of type 'String' to expected argument type 'Int'"))
}
