import Testing
import TestSupport

@testable import Completion

@Suite struct TypeReferenceTests {
    @Test(arguments: [
        ("Observable<Int>", "Observable<Int>"),
        ("Reactive<Self>.Type", "Reactive<Self>.Type"),
        ("any Disposable", "Disposable"),
        ("Self.Element?", "Optional<Self.Element>"),
        ("UIButton!", "UIButton"),
        ("[String]", "Array<String>"),
        ("[String: Int]", "Dictionary<String, Int>"),
        ("()", "Void"),
        ("(Int) -> Void", "_"),
        ("(Int, String)", "_"),
        ("@escaping (Self.Element) throws -> Void", "_"),
        ("ControlEvent<Void>", "ControlEvent<Void>"),
        ("Element...", "Array<Element>"),
        ("Observable<Result> where Result : Equatable", "Observable<Result>"),
    ])
    func readsSpelledTypes(_ text: String, _ expected: String) {
        expectEqual(TypeReference(parsing: text).spelled, expected)
    }

    @Test func substitutesSelfAndParameters() {
        let element = TypeReference("Int")
        let subject = TypeReference("PublishSubject", [element])
        let observable = TypeReference(parsing: "Observable<Self.Element>")
        expectEqual(observable.substituting(["Element": element], selfType: subject).spelled, "Observable<Int>")
        expectEqual(TypeReference(parsing: "Self").substituting([:], selfType: subject).spelled, "PublishSubject<Int>")
        let mapped = TypeReference(parsing: "Observable<Result>")
        expectEqual(mapped.substituting(["Element": element], unknowns: ["Result"]).spelled, "Observable<_>")
    }
}
