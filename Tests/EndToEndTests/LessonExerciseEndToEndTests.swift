import Foundation
import TestSupport
import Testing

/// Takes a lesson in a pseudo-terminal the way a learner does: Enter through the steps, ask for
/// a hint, type the exercise's solution line by line, and see the exercise marked done.
@Suite("rxplay lesson end to end", .serialized)
struct LessonExerciseEndToEndTests {
    static let lessons = EndToEndTests.here.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lessons").path

    @Test("rxplay lesson subjects: step to the exercise, take a hint, type the solution, exercise done")
    func completeTheSubjectsExercise() throws {
        // Eighteen steps lead to the exercise; extra Enters only remind that it is open.
        let enters = Array(repeating: EndToEndTests.PtyStep.type("\n"), count: 20)
        let solution = [
            "let scores = ReplaySubject<Int>.create(bufferSize: 2)",
            "scores.onNext(10)",
            "scores.onNext(20)",
            "scores.onNext(30)",
            "let late = scores.subscribe(onNext: { print(\"late:\", $0) })",
        ].map { EndToEndTests.PtyStep.type($0 + "\n") }
        let screen = try EndToEndTests.pty(
            enters + [.type(":hint\n")] + solution
                + [
                    .type("scores.onNext(40)\n", until: "done. Press Enter to\ngo on.\nrx> "),
                    .type("\u{04}", until: nil),
                ],
            arguments: ["lesson", "subjects"], environment: ["RXPLAY_LESSONS": Self.lessons, "COLUMNS": "80"])
        expectTrue(screen.contains("Exercise: A late subscriber that still sees the last two"), "\(screen)")
        expectTrue(screen.contains("Only one kind of subject remembers more than one element."), "\(screen)")
        expectTrue(screen.contains("late: 20\nlate: 30\n"), "\(screen)")
        expectTrue(screen.contains("✓ Exercise “A late subscriber that still sees the last two” done"), "\(screen)")
        expectTrue(screen.hasSuffix("EXIT 0\n"))
    }
}
