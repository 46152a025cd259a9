import TestSupport
import Testing

// RxError's cases and Resources.total, reachable with RxSwift's spellings.

@Test(arguments: [
    ("unknown", "Unknown error occurred."),
    ("noElements", "Sequence doesn't contain any elements."),
    ("moreThanOneElement", "Sequence contains more than one element."),
    ("timeout", "Sequence timeout."),
    ("overflow", "Arithmetic overflow occurred."),
    ("argumentOutOfRange", "Argument out of range."),
])
func rxErrorCasesPrintRxSwiftsTexts(name: String, text: String) {
    expectEqual(turns("print(RxError.\(name))"), text + "\n")
}

@Test func anUnknownRxErrorCaseIsNotAMember() {
    expectTrue(turns("print(RxError.frobnicated)").hasPrefix("error: type 'RxError' has no member 'frobnicated'"))
}

@Test func rxErrorsTravelAsErrorEvents() {
    let text = turns("""
        let sub = Observable<Int>.error(RxError.timeout).subscribe(onError: { print("failed:", $0) })
        let empty = Observable<Int>.empty().single().subscribe(onError: { print("single:", $0) })
        """)
    expectEqual(text, "failed: Sequence timeout.\nsingle: Sequence doesn't contain any elements.\n")
}

@Test func disposedNamesTheObject() {
    let text = turns("""
        let s = PublishSubject<Int>()
        print(RxError.disposed(object: s))
        """)
    expectEqual(text, "Object `RxSwift.PublishSubject<Swift.Int>` was already disposed.\n")
}

@Test func resourcesTotalIsAnInt() {
    // The count is process-wide (other tests run alongside), so only its presence is checked.
    expectEqual(turns("print(RxSwift.Resources.total >= 0, Resources.total >= 0)"), "true true\n")
    expectTrue(turns("print(Resources.totl)").hasPrefix("error: type 'Resources' has no member 'totl'"))
}
