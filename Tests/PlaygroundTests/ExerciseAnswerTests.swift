import Foundation
@testable import Playground
import TestSupport
import Testing

/// Every exercise, taken the way a learner takes it: its solution passes, and typical wrong
/// answers do not, with a message that names what differs.
@Suite("Exercise answers")
struct ExerciseAnswerTests {
    /// An answer to an exercise and what the check must say after it.
    struct Answer: CustomTestStringConvertible, Sendable {
        let lesson: String
        let exercise: String
        let label: String
        let lines: [String]
        /// nil: the check passes; else texts `:check` must show.
        let failure: [String]?

        var testDescription: String { "\(lesson) · \(exercise) · \(label)" }
    }

    /// A session in `lesson` with `exercise` open; earlier exercises are answered by their
    /// solutions, as the demo key does.
    static func session(at lesson: String, exercise: String) -> CompiledConsole {
        let session = makeConsole(options: SessionOptions(lessonsDirectory: CompiledTranscriptTests.lessonsDirectory))
        var output = session.submit(":lesson \(lesson)").output
        for _ in 0..<80 where !output.contains("Exercise: \(exercise)\n") {
            output = session.isLessonExerciseOpen ? session.runLessonSolution() + session.submit("").output : session.submit("").output
        }
        return session
    }

    static func solution(_ lesson: String, _ exercise: String) -> [String] {
        let lessons = LessonLibrary(directory: CompiledTranscriptTests.lessonsDirectory).load().lessons
        for case .exercise(let found) in lessons.first(where: { $0.name == lesson })?.parts ?? [] where found.title == exercise {
            return found.solution.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return []
    }

    static let late = "A late subscriber that still sees the last two"
    static let confirm = "A question with one answer"
    static let updateUI = "updateUI, the rules of the screen"
    static let challenge1 = "Challenge 1, save returns a Single"
    static let challenge2 = "Challenge 2, an alert as a Completable"
    static let label = "A label that follows the form"
    static let once = "Exactly one answer"
    static let throttle = "Throttle on your own"

    static let answers: [Answer] = [
        Answer(lesson: "subjects", exercise: late, label: "solution", lines: solution("subjects", late), failure: nil),
        Answer(lesson: "subjects", exercise: late, label: "a BehaviorSubject replays only the latest", lines: [
            "let scores = BehaviorSubject(value: 0)", "scores.onNext(10)", "scores.onNext(20)", "scores.onNext(30)",
            "let late = scores.subscribe(onNext: { print(\"late:\", $0) })", "scores.onNext(40)",
        ], failure: ["in `late`, event 1: expected subscribe + next(20) + next(30), got subscribe + next(30)"]),
        Answer(lesson: "subjects", exercise: late, label: "printing what the late subscriber should see", lines: [
            "print(\"late: 20\")", "print(\"late: 30\")", "print(\"late: 40\")",
        ], failure: ["not yet: no lane called scores yet"]),
        Answer(lesson: "subjects", exercise: late, label: "a buffer of three", lines: [
            "let scores = ReplaySubject<Int>.create(bufferSize: 3)", "scores.onNext(10)", "scores.onNext(20)", "scores.onNext(30)",
            "let late = scores.subscribe(onNext: { print(\"late:\", $0) })", "scores.onNext(40)",
        ], failure: ["in `late`, event 1: expected subscribe + next(20) + next(30), got subscribe + next(10) + next(20) + next(30)"]),

        Answer(lesson: "traits", exercise: confirm, label: "solution", lines: solution("traits", confirm), failure: nil),
        Answer(lesson: "traits", exercise: confirm, label: "printing the answer", lines: ["print(\"answer: true\")"],
               failure: ["not yet: no lane called answer yet"]),
        Answer(lesson: "traits", exercise: confirm, label: "succeeds with false", lines: [
            "func confirm() -> Single<Bool> { Single.create { single in single(.success(false)); return Disposables.create() } }",
            "let answer = confirm().subscribe(onSuccess: { print(\"answer:\", $0) })",
        ], failure: ["lane `answer` differs", "in `answer`, event 1: expected subscribe + next(true) + completed, got subscribe + next(false) + completed"]),
        Answer(lesson: "traits", exercise: confirm, label: "two elements", lines: [
            "func confirm() -> Single<Bool> { Observable.of(true, true).asSingle() }",
            "let answer = confirm().subscribe(onSuccess: { print(\"answer:\", $0) })",
        ], failure: ["lane `answer` differs", "got subscribe + error"]),

        Answer(lesson: "collage", exercise: updateUI, label: "solution", lines: solution("collage", updateUI), failure: nil),
        Answer(lesson: "collage", exercise: updateUI, label: "printing the rules", lines: [
            "print(\"0: title Collage, Save false, Clear false, + true\")",
        ], failure: ["does not run yet: value of type", "has no member 'updateUI'"]),
        Answer(lesson: "collage", exercise: updateUI, label: "Save with no photos", lines: [
            "extension MainViewController {", "  func updateUI(photos: [UIImage]) {",
            "    buttonSave.isEnabled = photos.count % 2 == 0", "    buttonClear.isEnabled = photos.count > 0",
            "    itemAdd.isEnabled = photos.count < 6", "    title = photos.count > 0 ? \"\\(photos.count) photos\" : \"Collage\"",
            "  }", "}",
        ], failure: [
            "case 1 differs: expected \"0: title Collage, Save false, Clear false, + true\", got \"0: title Collage, Save true, Clear false, + true\"",
        ]),
        Answer(lesson: "collage", exercise: updateUI, label: "the title without Collage", lines: [
            "extension MainViewController {", "  func updateUI(photos: [UIImage]) {",
            "    buttonSave.isEnabled = photos.count > 0 && photos.count % 2 == 0", "    buttonClear.isEnabled = photos.count > 0",
            "    itemAdd.isEnabled = photos.count < 6", "    title = \"\\(photos.count) photos\"",
            "  }", "}",
        ], failure: [
            "case 1 differs: expected \"0: title Collage, Save false, Clear false, + true\", got \"0: title 0 photos, Save false, Clear false, + true\"",
        ]),
        Answer(lesson: "collage", exercise: updateUI, label: "+ stays enabled at six", lines: [
            "extension MainViewController {", "  func updateUI(photos: [UIImage]) {",
            "    buttonSave.isEnabled = photos.count > 0 && photos.count % 2 == 0", "    buttonClear.isEnabled = photos.count > 0",
            "    itemAdd.isEnabled = photos.count <= 6", "    title = photos.count > 0 ? \"\\(photos.count) photos\" : \"Collage\"",
            "  }", "}",
        ], failure: [
            "case 5 differs: expected \"6: title 6 photos, Save true, Clear true, + false\", got \"6: title 6 photos, Save true, Clear true, + true\"",
        ]),

        Answer(lesson: "collage", exercise: updateUI, label: "a wrong try taken back with :undo, then the solution", lines: [
            "extension MainViewController {", "  func updateUI(photos: [UIImage]) {", "    title = \"Collage\"", "  }", "}", ":undo",
        ] + solution("collage", updateUI), failure: nil),

        Answer(lesson: "collage", exercise: challenge1, label: "solution", lines: solution("collage", challenge1), failure: nil),
        Answer(lesson: "collage", exercise: challenge1, label: "an earlier save does not change the expected id", lines: [
            "let before = PhotoWriter.save(UIImage(named: \"🌊\")!).subscribe()",
        ] + solution("collage", challenge1), failure: nil),
        Answer(lesson: "collage", exercise: challenge1, label: "only the success branch", lines: Array(solution("collage", challenge1).dropLast(2)),
               failure: ["not yet: no lane called refused yet"]),
        Answer(lesson: "collage", exercise: challenge1, label: "the failing save made first", lines:
                ["PHPhotoLibrary.shared().failNextSave()"] + solution("collage", challenge1).filter { $0 != "PHPhotoLibrary.shared().failNextSave()" },
               failure: ["lane `saving`, `refused` differ", "got subscribe + error"]),
        Answer(lesson: "collage", exercise: challenge1, label: "an Observable, not a Single", lines: [
            "func saveSingle(_ image: UIImage) -> Observable<String> { PhotoWriter.save(image) }",
            "let saving = saveSingle(UIImage(named: \"🌅\")!).subscribe(onNext: { print(\"saved:\", $0) }, onError: { print(\"failed:\", $0) })",
            "PHPhotoLibrary.shared().failNextSave()",
            "let refused = saveSingle(UIImage(named: \"🌊\")!).subscribe(onNext: { print(\"saved:\", $0) }, onError: { print(\"failed:\", $0) })",
        ], failure: ["not yet: `saveSingle(UIImage(named: \"🌅\")!)` is\n  Observable<String> = Observable<String>\nexpected\n  Single<String> = Single<String>\n"]),

        Answer(lesson: "collage", exercise: challenge2, label: "solution", lines: solution("collage", challenge2), failure: nil),
        Answer(lesson: "collage", exercise: challenge2, label: "the alert stays after dispose", lines:
                solution("collage", challenge2).map { $0 == "        self?.dismiss(animated: true, completion: nil)" ? "        print(\"disposed\")" : $0 },
               failure: ["case 4 differs: expected \"disposed: not completed, alert gone\", got \"disposed: not completed, alert still shown\""]),
        Answer(lesson: "collage", exercise: challenge2, label: "completes without Close", lines:
                solution("collage", challenge2).map {
                    $0 == "      self?.present(alertVC, animated: true, completion: nil)" ? $0 + "; completable(.completed)" : $0
                },
               failure: ["case 1 differs: expected \"subscribed: alert Saved · id 1, not completed\", got \"subscribed: alert none · nil, completed\""]),
        Answer(lesson: "collage", exercise: challenge2, label: "a top-level function, not the extension", lines: [
            "func alert(title: String, text: String?, on controller: UIViewController) -> Completable { Completable.create { completable in let alertVC = UIAlertController(title: title, message: text, preferredStyle: .alert); alertVC.addAction(UIAlertAction(title: \"Close\", style: .default, handler: { _ in completable(.completed) })); controller.present(alertVC, animated: true, completion: nil); return Disposables.create { controller.dismiss(animated: true, completion: nil) } } }",
        ], failure: ["does not run yet: value of type 'UIViewController' has no member 'alert'"]),

        Answer(lesson: "repo-form", exercise: label, label: "solution", lines: solution("repo-form", label), failure: nil),
        Answer(lesson: "repo-form", exercise: label, label: "no nil branch", lines: solution("repo-form", label).prefix(9) + [
            "let summary = formRepo.map { repo -> String in \"\\(repo?.name ?? \"\") in \\(repo?.language ?? \"\")\" }",
        ] + solution("repo-form", label).suffix(4), failure: ["lane `shown` differs", "in `shown`, event 3: expected next(\"incomplete\"), got next(\" in \")"]),
        Answer(lesson: "repo-form", exercise: label, label: "zip instead of combineLatest", lines: solution("repo-form", label).map {
            $0.replacingOccurrences(of: "Observable.combineLatest(", with: "Observable.zip(")
        }, failure: ["lane `shown` differs", "in `shown`, event 2: expected next(\"RxGesture! in Swift\"), got nothing"]),
        Answer(lesson: "repo-form", exercise: label, label: "only the first lines", lines: Array(solution("repo-form", label).dropLast(2)),
               failure: ["in `shown`, event 3: expected next(\"incomplete\"), got nothing"]),

        Answer(lesson: "repo-form", exercise: once, label: "solution", lines: solution("repo-form", once), failure: nil),
        Answer(lesson: "repo-form", exercise: once, label: "the observable, not a Single", lines: [
            "let single = form.repoObservable.subscribe(onNext: { print(\"got\", $0.name) })",
        ], failure: ["lane `single` differs", "expected subscribe + error, got subscribe + completed"]),
        Answer(lesson: "repo-form", exercise: once, label: "a Maybe", lines: [
            "let single = form.repoObservable.asMaybe().subscribe(onSuccess: { print(\"got\", $0.name) })",
        ], failure: ["lane `single` differs", "got subscribe + completed"]),

        Answer(lesson: "repo-form", exercise: throttle, label: "solution", lines: solution("repo-form", throttle), failure: nil),
        Answer(lesson: "repo-form", exercise: throttle, label: "no throttle", lines: [
            "let clicks = PublishSubject<String>()", "let kept = clicks.asObservable()",
            "let keptSub = kept.subscribe(onNext: { print(\"kept\", $0) })",
            "clicks.onNext(\"a\")", "clicks.onNext(\"b\")", "clicks.onNext(\"c\")", ":wait 500ms", "clicks.onNext(\"d\")",
        ], failure: ["lane `keptSub` differs", "in `keptSub`, event 3: expected next(d), got next(b)"]),
        Answer(lesson: "repo-form", exercise: throttle, label: "the first click only", lines: Array(solution("repo-form", throttle).prefix(4)),
               failure: ["lane `clicks`, `keptSub` differ", "in `clicks`, event 2: expected next(b), got nothing"]),
        Answer(lesson: "repo-form", exercise: throttle, label: "no wait before d", lines: solution("repo-form", throttle).filter { $0 != ":wait 500ms" },
               failure: ["in `keptSub`, event 3: expected next(d), got nothing"]),
    ]

    /// The exercises the answers are for, each once.
    static var exercises: [String] {
        var seen: [String] = []
        for answer in answers where !seen.contains(answer.exercise) { seen.append(answer.exercise) }
        return seen
    }

    /// Each exercise's answers in one session walked to it once: the wrong answers, each taken
    /// back (one rewind) before the next, then a solution, which ends the exercise (another
    /// passing answer gets a session of its own).
    @Test("each answer passes or fails its exercise's check as it should", arguments: exercises)
    func answers(to exercise: String) {
        let answers = Self.answers.filter { $0.exercise == exercise }.sorted { ($0.failure != nil) && ($1.failure == nil) }
        guard let lesson = answers.first?.lesson else { return }
        var session = Self.session(at: lesson, exercise: exercise)
        var start = session.inputs.count
        var solved = false
        for answer in answers {
            if solved {
                // A passing answer ends the exercise: the next one needs a session of its own.
                session = Self.session(at: lesson, exercise: exercise)
                start = session.inputs.count
                solved = false
            }
            expectTrue(session.isLessonExerciseOpen, "the exercise did not open before \(answer.label)")
            expectTrue(!answer.lines.isEmpty)
            var output = ""
            for line in answer.lines { output += session.submit(line).output }
            let done = "✓ Exercise “\(answer.exercise)” done."
            if let failure = answer.failure {
                expectTrue(!output.contains(done), "\(answer.label): \(output)")
                let check = session.submit(":check").output
                for text in failure { expectTrue(check.contains(text), "\(answer.label): \(check)") }
                expectTrue(check.hasPrefix("not yet"), "\(answer.label): \(check)")
                session.dropInputs(after: start)
            } else {
                expectTrue(output.contains(done), "\(answer.label): \(output)\n\(session.submit(":check").output)")
                solved = true
            }
        }
        expectTrue(answers.contains { $0.failure == nil }, "every exercise's solution is among its answers")
    }

    @Test("a state check's own subscriptions leave no lanes behind")
    func stateCheckLeavesNoLanes() {
        let session = Self.session(at: "collage", exercise: Self.challenge2)
        let before = session.laneNames
        var output = ""
        for line in Self.solution("collage", Self.challenge2) { output += session.submit(line).output }
        expectTrue(output.contains("✓ Exercise “\(Self.challenge2)” done."), "\(output)")
        expectEqual(session.laneNames, before)
    }
}
