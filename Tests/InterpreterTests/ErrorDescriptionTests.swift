import Interpreter
import TestSupport
import Testing

@Test(arguments: [
    ("enum Errors: Error { case first, second }\nprint(Errors.first.localizedDescription)",
     "The operation could not be completed. (main.Errors error 0.)\n"),
    ("enum Errors: Error { case first, second }\nprint(Errors.second.localizedDescription)",
     "The operation could not be completed. (main.Errors error 1.)\n"),
    ("enum Errors: Error { case first, second }\ndo { throw Errors.second } catch { print(error.localizedDescription) }",
     "The operation could not be completed. (main.Errors error 1.)\n"),
    ("struct Oops: Error {}\nprint(Oops().localizedDescription)", "The operation could not be completed. (main.Oops error 1.)\n"),
])
func localizedDescriptionOfLearnerErrors(_ input: String, _ expected: String) {
    expectEqual(transcript(input), expected)
}

@Test func ifCaseMatchesAnRxError() {
    expectEqual(transcript("""
        _ = Observable<Int>.empty().asSingle().subscribe(onFailure: { error in
            if case RxError.noElements = error { print("no elements") } else { print("other") }
        })
        """), "no elements\n")
}
