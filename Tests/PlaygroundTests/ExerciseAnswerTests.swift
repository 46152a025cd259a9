import Foundation
@testable import Playground
import TestSupport
import Testing
import TextWidth

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

        /// What the edits that made `lines` from a solution did not find (see `[String].unmatched`).
        var unmatchedEdits: [String] {
            lines.filter { $0.hasPrefix([String].unmatched) }.map { String($0.dropFirst([String].unmatched.count)) }
        }
    }

    static func solution(_ lesson: String, _ exercise: String) -> [String] {
        let lessons = LessonLibrary(directory: CompiledTranscriptTests.lessonsDirectory).load().lessons
        for case .exercise(let found) in lessons.first(where: { $0.name == lesson })?.parts ?? []
        where found.title == exercise {
            return found.solution.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return []
    }

    static let late = "A late subscriber that still sees the last two"
    static let confirm = "A question with one answer"
    static let updateUI = "updateUI, the rules of the screen"
    static let completeOnLeave = "Complete the subject when the screen goes"
    static let challenge1 = "Challenge 1, save returns a Single"
    static let challenge2 = "Challenge 2, an alert as a Completable"
    static let label = "A label that follows the form"
    static let once = "Exactly one answer"
    static let throttle = "Throttle on your own"
    static let backEnds = "Back that ends the form"
    static let current = "The current value for a screen that comes late"
    static let relay = "A list that can never end by mistake"

    /// A row of the table `:check` shows for a state check's differing case.
    static func row(_ label: String, _ what: String, _ expected: String, _ got: String) -> String {
        "\(label) │ \(what) │ \(expected) │ \(got)"
    }

    /// A differing case as `:check` writes it when its table would be wider than 80 columns.
    static func stacked(_ label: String, _ what: String, _ expected: String, _ got: String) -> String {
        "  \(label) · \(what)\n    expected  \(expected)\n    got       \(got)\n"
    }

    static let updateUIAnswer: (Int) -> [String] = { limit in
        [
            "extension MainViewController {", "  func updateUI(photos: [UIImage]) {",
            "    buttonSave.isEnabled = photos.count > 0 && photos.count % 2 == 0",
            "    buttonClear.isEnabled = photos.count > 0",
            "    itemAdd.isEnabled = photos.count < \(limit)",
            "    title = photos.count > 0 ? \"\\(photos.count) photos\" : \"Collage\"",
            "  }", "}",
        ]
    }

    static let saveWithSingle = [
        "let saving = PhotoWriter.save(UIImage(named: \"🌅\")!).subscribe(onSuccess: { print(\"saved:\", $0) }, onFailure: { print(\"failed:\", $0) })",
        "PHPhotoLibrary.shared().failNextSave()",
        "let refused = PhotoWriter.save(UIImage(named: \"🌊\")!).subscribe(onSuccess: { print(\"saved:\", $0) }, onFailure: { print(\"failed:\", $0) })",
    ]

    /// `PhotoWriter` declared again with `save` returning `returns`, its body `body`.
    static func photoWriter(returning returns: String, _ body: String) -> [String] {
        [
            "class PhotoWriter {", "  enum Errors: Error { case couldNotSavePhoto }",
            "  static func save(_ image: UIImage) -> \(returns) {", body, "  }", "}",
        ]
    }

    /// The picker of the collage lesson's solution with `viewWillDisappear` overridden to call
    /// `super` and then `line` in `method` instead.
    static func picker(in method: String, _ line: String) -> [String] {
        picker(replacingCompletion: [
            "  override func \(method)(_ animated: Bool) {", "    super.\(method)(animated)", "    \(line)", "  }",
        ])
    }

    /// The picker of the collage lesson's solution with `viewWillDisappear`'s completing line
    /// replaced by `lines` (none: the method is gone).
    static func picker(replacingCompletion lines: [String]) -> [String] {
        // The method runs from its first line to the first line closing a member after it.
        solution("collage", completeOnLeave).replacingLines(
            from: "  override func viewWillDisappear(_ animated: Bool) {", through: "  }", with: lines)
    }

    static func throttled(_ milliseconds: Int, latest: Bool = false) -> [String] {
        solution("repo-form", throttle).replacingText(
            "throttle(.milliseconds(500), latest: false",
            with: "throttle(.milliseconds(\(milliseconds)), latest: \(latest)")
    }

    /// The solution of "Back that ends the form" with the line `old` (which occurs once)
    /// replaced by `new`.
    static func backEndsReplacing(_ old: String, with new: [String]) -> [String] {
        solution("repo-form", backEnds).replacingLine(old, with: new)
    }

    /// The solution of "Back that ends the form" without its `viewWillDisappear(_:)` (the form as
    /// the post writes it), with `inserted` after the line `anchor`.
    static func backEndsWithout(inserting inserted: [String] = [], after anchor: String? = nil) -> [String] {
        // The method and the blank line before it.
        let lines = solution("repo-form", backEnds).replacingLines(
            [
                "", "  override func viewWillDisappear(_ animated: Bool) {", "    super.viewWillDisappear(animated)",
                "    repo.onCompleted()", "  }",
            ], with: [])
        guard let anchor else { return lines }
        return lines.inserting(inserted, after: anchor)
    }

    static let answers: [Answer] =
        subjectsAnswers + subjectKindAnswers + traitsAnswers + collageAnswers + repoFormAnswers + backEndsAnswers

    /// The subjects lesson's exercises on Publish vs Behavior and on relays.
    static let subjectKindAnswers: [Answer] = [
        Answer(
            lesson: "subjects", exercise: current, label: "solution", lines: solution("subjects", current), failure: nil
        ),
        Answer(
            lesson: "subjects", exercise: current, label: "typed subject, on(.next), subscribe { }",
            lines: [
                "let volume = BehaviorSubject<Int>(value: 5)", "volume.on(.next(7))",
                "let screen = volume.subscribe { print($0) }", "volume.on(.next(8))",
            ], failure: nil),
        Answer(
            lesson: "subjects", exercise: current, label: "through asObserver(), an empty handler",
            lines: [
                "let volume = BehaviorSubject(value: 5)", "volume.asObserver().onNext(7)",
                "let screen = volume.subscribe(onNext: { _ in })", "volume.asObserver().onNext(8)",
            ], failure: nil),
        Answer(
            lesson: "subjects", exercise: current, label: "the subject and its change in one input",
            lines: [
                "let volume = BehaviorSubject(value: 5); volume.onNext(7)",
                "let screen = volume.subscribe(onNext: { _ in })", "volume.onNext(8)",
            ], failure: nil),
        Answer(
            lesson: "subjects", exercise: current, label: "a PublishSubject leaves the screen empty until 8",
            lines: [
                "let volume = PublishSubject<Int>()", "volume.onNext(5)", "volume.onNext(7)",
                "let screen = volume.subscribe(onNext: { print(\"screen:\", $0) })", "volume.onNext(8)",
            ],
            failure: [
                "lane `volume`, `screen` differ", "in `screen`, event 1: expected subscribe + next(7), got subscribe\n",
            ]),
        Answer(
            lesson: "subjects", exercise: current, label: "a ReplaySubject of two gives 5 too",
            lines: [
                "let volume = ReplaySubject<Int>.create(bufferSize: 2)", "volume.onNext(5)", "volume.onNext(7)",
                "let screen = volume.subscribe(onNext: { print(\"screen:\", $0) })", "volume.onNext(8)",
            ], failure: ["in `screen`, event 1: expected subscribe + next(7), got subscribe + next(5) + next(7)"]),
        Answer(
            lesson: "subjects", exercise: current, label: "subscribing before the change",
            lines: [
                "let volume = BehaviorSubject(value: 5)", "let screen = volume.subscribe(onNext: { _ in })",
                "volume.onNext(7)", "volume.onNext(8)",
            ], failure: ["in `screen`, event 1: expected subscribe + next(7), got subscribe + next(5)"]),
        Answer(
            lesson: "subjects", exercise: relay, label: "solution", lines: solution("subjects", relay), failure: nil),
        Answer(
            lesson: "subjects", exercise: relay, label: "whole lists accepted, subscribe { }",
            lines: [
                "let names = BehaviorRelay(value: [String]())", "let list = names.subscribe { print($0) }",
                "names.accept([\"Ann\"])", "names.accept([\"Ann\", \"Bob\"])",
            ], failure: nil),
        Answer(
            lesson: "subjects", exercise: relay, label: "a function that adds a name",
            lines: [
                "let names = BehaviorRelay<[String]>(value: [])",
                "func add(_ name: String) { names.accept(names.value + [name]) }",
                "let list = names.subscribe(onNext: { _ in })", "add(\"Ann\")", "add(\"Bob\")",
            ], failure: nil),
        Answer(
            lesson: "subjects", exercise: relay, label: "both names in one input",
            lines: [
                "let names = BehaviorRelay<[String]>(value: [])", "let list = names.subscribe(onNext: { _ in })",
                "for name in [\"Ann\", \"Bob\"] { names.accept(names.value + [name]) }",
            ], failure: nil),
        Answer(
            lesson: "subjects", exercise: relay, label: "a BehaviorSubject, which could end",
            lines: [
                "let names = BehaviorSubject<[String]>(value: [])", "let list = names.subscribe(onNext: { _ in })",
                "names.onNext([\"Ann\"])", "names.onNext([\"Ann\", \"Bob\"])",
            ], failure: ["String = \"BehaviorSubject<Array<String>>\"", "String = \"BehaviorRelay<Array<String>>\""]),
        Answer(
            lesson: "subjects", exercise: relay, label: "a PublishRelay has no current list",
            lines: [
                "let names = PublishRelay<[String]>()", "let list = names.subscribe(onNext: { _ in })",
                "names.accept([\"Ann\"])", "names.accept([\"Ann\", \"Bob\"])",
            ], failure: ["in `list`, event 1: expected subscribe + next([]), got subscribe\n"]),
    ]

    static let subjectsAnswers: [Answer] = [
        Answer(lesson: "subjects", exercise: late, label: "solution", lines: solution("subjects", late), failure: nil),
        Answer(
            lesson: "subjects", exercise: late, label: "one input sends three elements",
            lines: [
                "let scores = ReplaySubject<Int>.create(bufferSize: 2)", "for v in [10, 20, 30] { scores.onNext(v) }",
                "let late = scores.subscribe(onNext: { print(\"late:\", $0) })", "scores.onNext(40)",
            ], failure: nil),
        Answer(
            lesson: "subjects", exercise: late, label: "two inputs, forEach, a typed buffer",
            lines: [
                "let scores = ReplaySubject<Int>.create(bufferSize: 2); [10, 20, 30].forEach { scores.onNext($0) }",
                "let late = scores.subscribe { print(\"late:\", $0) }; scores.onNext(40)",
            ], failure: nil),
        Answer(
            lesson: "subjects", exercise: late, label: "a BehaviorSubject replays only the latest",
            lines: [
                "let scores = BehaviorSubject(value: 0)", "scores.onNext(10)", "scores.onNext(20)", "scores.onNext(30)",
                "let late = scores.subscribe(onNext: { print(\"late:\", $0) })", "scores.onNext(40)",
            ], failure: ["in `late`, event 1: expected subscribe + next(20) + next(30), got subscribe + next(30)"]),
        Answer(
            lesson: "subjects", exercise: late, label: "printing what the late subscriber should see",
            lines: [
                "print(\"late: 20\")", "print(\"late: 30\")", "print(\"late: 40\")",
            ], failure: ["not yet: no lane called scores yet"]),
        Answer(
            lesson: "subjects", exercise: late, label: "a buffer of three",
            lines: [
                "let scores = ReplaySubject<Int>.create(bufferSize: 3)", "scores.onNext(10)", "scores.onNext(20)",
                "scores.onNext(30)",
                "let late = scores.subscribe(onNext: { print(\"late:\", $0) })", "scores.onNext(40)",
            ],
            failure: [
                "in `late`, event 1: expected subscribe + next(20) + next(30), got subscribe + next(10) + next(20) + next(30)"
            ]),
        Answer(
            lesson: "subjects", exercise: late, label: "40 sent before the late subscriber",
            lines: [
                "let scores = ReplaySubject<Int>.create(bufferSize: 2)",
                "for v in [10, 20, 30, 40] { scores.onNext(v) }",
                "let late = scores.subscribe(onNext: { print(\"late:\", $0) })",
            ],
            failure: [
                "lane `scores`, `late` differ",
                "in `late`, event 1: expected subscribe + next(20) + next(30), got subscribe + next(30) + next(40)",
            ]),
        Answer(
            lesson: "subjects", exercise: late, label: "subscribed before the elements",
            lines: [
                "let scores = ReplaySubject<Int>.create(bufferSize: 2)",
                "let late = scores.subscribe(onNext: { print(\"late:\", $0) })",
                "for v in [10, 20, 30, 40] { scores.onNext(v) }",
            ], failure: ["in `late`, event 1: expected subscribe + next(20) + next(30), got subscribe"]),
    ]

    static let traitsAnswers: [Answer] = [
        Answer(
            lesson: "traits", exercise: confirm, label: "solution", lines: solution("traits", confirm), failure: nil),
        Answer(
            lesson: "traits", exercise: confirm, label: "a typed create with return",
            lines: [
                "func confirm() -> Single<Bool> { return Single<Bool>.create { observer in observer(.success(true)); return Disposables.create() } }",
                "let answer = confirm().subscribe { result in print(result) }",
            ], failure: nil),
        Answer(
            lesson: "traits", exercise: confirm, label: "an implicit member and $0",
            lines: [
                "func confirm() -> Single<Bool> {", "  .create { $0(.success(true)); return Disposables.create() }",
                "}",
                "let answer = confirm().subscribe(onSuccess: { _ in })",
            ], failure: nil),
        Answer(
            lesson: "traits", exercise: confirm, label: "printing the answer", lines: ["print(\"answer: true\")"],
            failure: ["not yet: no lane called answer yet"]),
        Answer(
            lesson: "traits", exercise: confirm, label: "succeeds with false",
            lines: [
                "func confirm() -> Single<Bool> { Single.create { single in single(.success(false)); return Disposables.create() } }",
                "let answer = confirm().subscribe(onSuccess: { print(\"answer:\", $0) })",
            ],
            failure: [
                "lane `answer` differs",
                "in `answer`, event 1: expected subscribe + next(true) + completed, got subscribe + next(false) + completed",
            ]),
        Answer(
            lesson: "traits", exercise: confirm, label: "two elements",
            lines: [
                "func confirm() -> Single<Bool> { Observable.of(true, true).asSingle() }",
                "let answer = confirm().subscribe(onSuccess: { print(\"answer:\", $0) })",
            ], failure: ["lane `answer` differs", "got subscribe + error"]),
        Answer(
            lesson: "traits", exercise: confirm, label: "an Observable<Bool>",
            lines: [
                "func confirm() -> Observable<Bool> { Observable.create { o in o.onNext(true); o.onCompleted(); return Disposables.create() } }",
                "let answer = confirm().subscribe(onNext: { print(\"answer:\", $0) })",
            ], failure: ["not yet: `confirm()` is\n  Observable<Bool>", "expected\n  Single<Bool> = Single<Bool>\n"]),
        Answer(
            lesson: "traits", exercise: confirm, label: "a Maybe<Bool>",
            lines: [
                "func confirm() -> Maybe<Bool> { Maybe.create { maybe in maybe(.success(true)); return Disposables.create() } }",
                "let answer = confirm().subscribe(onSuccess: { print(\"answer:\", $0) })",
            ], failure: ["not yet: `confirm()` is\n  Maybe<Bool>", "expected\n  Single<Bool> = Single<Bool>\n"]),
    ]

    static let collageAnswers: [Answer] = [
        Answer(
            lesson: "collage", exercise: updateUI, label: "solution", lines: solution("collage", updateUI), failure: nil
        ),
        Answer(
            lesson: "collage", exercise: updateUI, label: "isEmpty, isMultiple(of:) and <= 5",
            lines: [
                "extension MainViewController {", "  func updateUI(photos: [UIImage]) {",
                "    buttonSave.isEnabled = !photos.isEmpty && photos.count.isMultiple(of: 2)",
                "    buttonClear.isEnabled = !photos.isEmpty",
                "    itemAdd.isEnabled = photos.count <= 5",
                "    title = photos.isEmpty ? \"Collage\" : \"\\(photos.count) photos\"",
                "  }", "}",
            ], failure: nil),
        Answer(
            lesson: "collage", exercise: updateUI, label: "a switch on the count",
            lines: [
                "extension MainViewController {", "  func updateUI(photos: [UIImage]) {", "    let n = photos.count",
                "    switch n {", "    case 0: title = \"Collage\"", "    default: title = \"\\(n) photos\"", "    }",
                "    buttonSave.isEnabled = n != 0 && n % 2 == 0; buttonClear.isEnabled = n != 0; itemAdd.isEnabled = !(n >= 6)",
                "  }", "}",
            ], failure: nil),
        Answer(
            lesson: "collage", exercise: updateUI, label: "printing the rules",
            lines: [
                "print(\"0: title Collage, Save false, Clear false, + true\")"
            ], failure: ["not yet: the check does not run yet: value of type", "has no member 'updateUI'"]),
        Answer(
            lesson: "collage", exercise: updateUI, label: "Save with no photos",
            lines: [
                "extension MainViewController {", "  func updateUI(photos: [UIImage]) {",
                "    buttonSave.isEnabled = photos.count % 2 == 0", "    buttonClear.isEnabled = photos.count > 0",
                "    itemAdd.isEnabled = photos.count < 6",
                "    title = photos.count > 0 ? \"\\(photos.count) photos\" : \"Collage\"",
                "  }", "}",
            ], failure: ["not yet: 1 of 8 cases differ", row("0 photos", "Save", "false   ", "true")]),
        Answer(
            lesson: "collage", exercise: updateUI, label: "the title without Collage",
            lines: [
                "extension MainViewController {", "  func updateUI(photos: [UIImage]) {",
                "    buttonSave.isEnabled = photos.count > 0 && photos.count % 2 == 0",
                "    buttonClear.isEnabled = photos.count > 0",
                "    itemAdd.isEnabled = photos.count < 6", "    title = \"\\(photos.count) photos\"",
                "  }", "}",
            ], failure: ["not yet: 1 of 8 cases differ", row("0 photos", "title", "Collage ", "0 photos")]),
        Answer(
            lesson: "collage", exercise: updateUI, label: "+ stays enabled at six", lines: updateUIAnswer(7),
            failure: ["not yet: 1 of 8 cases differ", row("6 photos", "+   ", "false   ", "true")]),
        Answer(
            lesson: "collage", exercise: updateUI, label: "+ disabled from four photos on", lines: updateUIAnswer(4),
            failure: [
                "not yet: 2 of 8 cases differ", row("4 photos", "+   ", "true    ", "false"),
                row("5 photos", "+   ", "true    ", "false"),
            ]),
        Answer(
            lesson: "collage", exercise: updateUI, label: "+ never disabled", lines: updateUIAnswer(100),
            failure: [
                "not yet: 2 of 8 cases differ", row("6 photos", "+   ", "false   ", "true"),
                row("7 photos", "+   ", "false   ", "true"),
            ]),
        Answer(
            lesson: "collage", exercise: updateUI, label: "a wrong try taken back with :undo, then the solution",
            lines: [
                "extension MainViewController {", "  func updateUI(photos: [UIImage]) {", "    title = \"Collage\"",
                "  }", "}", ":undo",
            ] + solution("collage", updateUI), failure: nil),

        Answer(
            lesson: "collage", exercise: challenge1, label: "solution", lines: solution("collage", challenge1),
            failure: nil),
        Answer(
            lesson: "collage", exercise: challenge1, label: "an earlier save does not change the expected id",
            lines: [
                "let before = PhotoWriter.save(UIImage(named: \"🌊\")!).subscribe()"
            ] + solution("collage", challenge1), failure: nil),
        Answer(
            lesson: "collage", exercise: challenge1, label: "a typed create, guard and a trailing closure",
            lines: photoWriter(
                returning: "Single<String>",
                "    return Single<String>.create { observer in var id: String?; PHPhotoLibrary.shared().performChanges({ id = PHAssetChangeRequest.creationRequestForAsset(from: image).placeholderForCreatedAsset?.localIdentifier }) { success, error in DispatchQueue.main.async { guard success, let id = id else { observer(.failure(error ?? Errors.couldNotSavePhoto)); return }; observer(.success(id)) } }; return Disposables.create() }"
            ) + saveWithSingle, failure: nil),
        Answer(
            lesson: "collage", exercise: challenge1, label: "an implicit member, one result for both branches",
            lines: photoWriter(
                returning: "Single<String>",
                "    .create { single in var id: String?; PHPhotoLibrary.shared().performChanges({ id = PHAssetChangeRequest.creationRequestForAsset(from: image).placeholderForCreatedAsset?.localIdentifier }, completionHandler: { ok, error in DispatchQueue.main.async { single(ok && id != nil ? .success(id!) : .failure(error ?? Errors.couldNotSavePhoto)) } }); return Disposables.create() }"
            ) + [
                "let saving = PhotoWriter.save(UIImage(named: \"🌅\")!).subscribe { print($0) }",
                "PHPhotoLibrary.shared().failNextSave(); let refused = PhotoWriter.save(UIImage(named: \"🌊\")!).subscribe { print($0) }",
            ], failure: nil),
        Answer(
            lesson: "collage", exercise: challenge1, label: "only the success branch",
            lines: solution("collage", challenge1).lines(before: "PHPhotoLibrary.shared().failNextSave()"),
            failure: ["not yet: no lane called refused yet"]),
        Answer(
            lesson: "collage", exercise: challenge1, label: "the failing save made first",
            lines: ["PHPhotoLibrary.shared().failNextSave()"]
                + solution("collage", challenge1).replacingLine("PHPhotoLibrary.shared().failNextSave()", with: []),
            failure: ["lane `saving`, `refused` differ", "got subscribe + error"]),
        Answer(
            lesson: "collage", exercise: challenge1, label: "an Observable, not a Single",
            lines: photoWriter(
                returning: "Observable<String>",
                "    Observable.create { observer in var id: String?; PHPhotoLibrary.shared().performChanges({ id = PHAssetChangeRequest.creationRequestForAsset(from: image).placeholderForCreatedAsset?.localIdentifier }, completionHandler: { ok, error in DispatchQueue.main.async { if ok, let id = id { observer.onNext(id); observer.onCompleted() } else { observer.onError(error ?? Errors.couldNotSavePhoto) } } }); return Disposables.create() }"
            ) + [
                "let saving = PhotoWriter.save(UIImage(named: \"🌅\")!).subscribe(onNext: { print(\"saved:\", $0) }, onError: { print(\"failed:\", $0) })",
                "PHPhotoLibrary.shared().failNextSave()",
                "let refused = PhotoWriter.save(UIImage(named: \"🌊\")!).subscribe(onNext: { print(\"saved:\", $0) }, onError: { print(\"failed:\", $0) })",
            ],
            failure: [
                "not yet: 1 of 1 case differs",
                "PhotoWriter.save │ returns │ Single<String> │ Observable<String>",
            ]),
        Answer(
            lesson: "collage", exercise: challenge1, label: "asSingle() instead of Single.create",
            lines: photoWriter(
                returning: "Single<String>",
                "    Observable<String>.create { observer in var id: String?; PHPhotoLibrary.shared().performChanges({ id = PHAssetChangeRequest.creationRequestForAsset(from: image).placeholderForCreatedAsset?.localIdentifier }, completionHandler: { ok, error in DispatchQueue.main.async { if ok, let id = id { observer.onNext(id); observer.onCompleted() } else { observer.onError(error ?? Errors.couldNotSavePhoto) } } }); return Disposables.create() }.asSingle()"
            ) + saveWithSingle,
            failure: ["not yet: 1 of 1 case differs", "PhotoWriter.save │ made │ with Single.create │ with asSingle()"]),
        Answer(
            lesson: "collage", exercise: challenge1, label: "succeeds even when the library refuses",
            lines: photoWriter(
                returning: "Single<String>",
                "    Single.create { single in PHPhotoLibrary.shared().performChanges({ _ = PHAssetChangeRequest.creationRequestForAsset(from: image) }, completionHandler: { _, _ in DispatchQueue.main.async { single(.success(\"done\")) } }); return Disposables.create() }"
            ) + saveWithSingle, failure: ["lane `saving`, `refused` differ"]),
        Answer(
            lesson: "collage", exercise: challenge1, label: "no hop back to the main queue",
            lines: photoWriter(
                returning: "Single<String>",
                "    Single.create { single in var id: String?; PHPhotoLibrary.shared().performChanges({ id = PHAssetChangeRequest.creationRequestForAsset(from: image).placeholderForCreatedAsset?.localIdentifier }, completionHandler: { ok, error in if ok, let id = id { single(.success(id)) } else { single(.failure(error ?? Errors.couldNotSavePhoto)) } }); return Disposables.create() }"
            ) + saveWithSingle,
            failure: [
                "lane `saving`, `refused` differ", "saving   (^↯a|)", "↯ sent off the main queue",
                "in `saving`, event 1: expected subscribe + next(\"00000000-0000-0000-0000-000000000002/L0/001\") + completed, got subscribe + next(\"00000000-0000-0000-0000-000000000002/L0/001\") off the main queue + completed",
                "in `refused`, event 1: expected subscribe + error, got subscribe + error off the main queue",
            ]),
        Answer(
            lesson: "collage", exercise: challenge1, label: "a free function beside the old save",
            lines: [
                "func saveSingle(_ image: UIImage) -> Single<String> { PhotoWriter.save(image).asSingle() }",
                "let saving = saveSingle(UIImage(named: \"🌅\")!).subscribe(onSuccess: { print(\"saved:\", $0) }, onFailure: { print(\"failed:\", $0) })",
                "PHPhotoLibrary.shared().failNextSave()",
                "let refused = saveSingle(UIImage(named: \"🌊\")!).subscribe(onSuccess: { print(\"saved:\", $0) }, onFailure: { print(\"failed:\", $0) })",
            ],
            failure: [
                "not yet: 1 of 1 case differs", "PhotoWriter.save │ returns │ Single<String> │ Observable<String>",
            ]),

        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "solution",
            lines: solution("collage", completeOnLeave),
            failure: nil),
        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "on(.completed), no super call first",
            lines: picker(replacingCompletion: [
                "  override func viewWillDisappear(_ animated: Bool) {", "    selectedPhotosSubject.on(.completed)",
                "    super.viewWillDisappear(animated)", "  }",
            ]), failure: nil),
        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "completed once it has disappeared",
            lines: picker(in: "viewDidDisappear", "selectedPhotosSubject.onCompleted()"), failure: nil),
        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "never completed",
            lines: picker(replacingCompletion: []),
            failure: [
                "not yet: 2 of 4 cases differ", row("a first picker, gone ", "selectedPhotos", "completed", "nothing"),
            ]),
        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "completed as soon as it appears",
            lines: picker(in: "viewDidAppear", "selectedPhotosSubject.onCompleted()"),
            failure: [
                "not yet: 2 of 4 cases differ",
                row("a first picker, on screen ", "selectedPhotos", "nothing ", "completed"),
            ]),
        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "an error instead of completing",
            lines: picker(in: "viewWillDisappear", "selectedPhotosSubject.onError(PickerGone.gone)").replacingLine(
                "class PhotosViewController: UIViewController {",
                with: ["enum PickerGone: Error { case gone }", "class PhotosViewController: UIViewController {"]),
            failure: [
                "not yet: 2 of 4 cases differ", row("a first picker, gone ", "selectedPhotos", "completed", "an error"),
            ]),
        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "the subject disposed instead of completed",
            lines: picker(in: "viewWillDisappear", "selectedPhotosSubject.dispose()"),
            failure: [
                "not yet: 2 of 4 cases differ", row("a first picker, gone ", "selectedPhotos", "completed", "nothing"),
            ]),
        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "one subject shared by every picker",
            lines: [
                "let sharedPhotos = PublishSubject<UIImage>()",
                "class PhotosViewController: UIViewController {",
                "  var selectedPhotos: Observable<UIImage> { sharedPhotos.asObservable() }",
                "  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); sharedPhotos.onCompleted() }",
                "  func didSelect(_ asset: PHAsset) {}",
                "}",
            ],
            failure: [
                "not yet: 2 of 4 cases differ",
                row("a second picker, on screen", "selectedPhotos", "nothing ", "completed"),
            ]),
        Answer(
            lesson: "collage", exercise: completeOnLeave, label: "completed after each photo instead",
            lines: picker(replacingCompletion: []).replacingLine(
                "          self?.selectedPhotosSubject.onNext(image)",
                with: ["          self?.selectedPhotosSubject.onNext(image); self?.selectedPhotosSubject.onCompleted()"]
            ),
            failure: [
                "not yet: 2 of 4 cases differ", row("a first picker, gone ", "selectedPhotos", "completed", "nothing"),
            ]),
        Answer(
            lesson: "collage", exercise: challenge2, label: "solution", lines: solution("collage", challenge2),
            failure: nil),
        Answer(
            lesson: "collage", exercise: challenge2, label: "guard let self, a weak disposable",
            lines: [
                "extension UIViewController {", "  func alert(title: String, text: String?) -> Completable {",
                "    Completable.create { [weak self] observer in",
                "      guard let self = self else { return Disposables.create() }",
                "      let alert = UIAlertController(title: title, message: text, preferredStyle: .alert)",
                "      alert.addAction(UIAlertAction(title: \"Close\", style: .default) { _ in observer(.completed) })",
                "      self.present(alert, animated: true, completion: nil)",
                "      return Disposables.create { [weak self] in self?.dismiss(animated: true, completion: nil) }",
                "    }", "  }", "}",
            ], failure: nil),
        Answer(
            lesson: "collage", exercise: challenge2, label: "weak self in the disposable only",
            lines: [
                "extension UIViewController {",
                "  func alert(title: String, text: String?) -> Completable {",
                "    return Completable.create { completable in",
                "      let alertVC = UIAlertController(title: title, message: text, preferredStyle: .alert)",
                "      alertVC.addAction(UIAlertAction(title: \"Close\", style: .default, handler: { _ in completable(.completed) }))",
                "      self.present(alertVC, animated: true)",
                "      return Disposables.create { [weak self] in self?.dismiss(animated: true) }",
                "    }", "  }", "}",
            ], failure: nil),
        Answer(
            lesson: "collage", exercise: challenge2, label: "the alert stays after dispose",
            lines: solution("collage", challenge2).replacingLine(
                "        self?.dismiss(animated: true, completion: nil)", with: ["        print(\"disposed\")"]),
            failure: ["not yet: 1 of 5 cases differ", "the second alert disposed of │ alert │ gone     │ still shown"]),
        Answer(
            lesson: "collage", exercise: challenge2, label: "completes without Close",
            lines: solution("collage", challenge2).replacingLine(
                "      self?.present(alertVC, animated: true, completion: nil)",
                with: ["      self?.present(alertVC, animated: true, completion: nil); completable(.completed)"]),
            failure: ["right after subscribing", "│ completed │ no", "│ yes"]),
        Answer(
            lesson: "collage", exercise: challenge2, label: "self captured strongly",
            lines: solution("collage", challenge2).replacingText("[weak self] ", with: "").replacingText(
                "self?.", with: "self."),
            failure: [
                "not yet: 1 of 5 cases differ",
                "its screen let go while an alert is up │ screen │ gone     │ kept alive",
            ]),
        Answer(
            lesson: "collage", exercise: challenge2, label: "a top-level function, not the extension",
            lines: [
                "func alert(title: String, text: String?, on controller: UIViewController) -> Completable { Completable.create { completable in let alertVC = UIAlertController(title: title, message: text, preferredStyle: .alert); alertVC.addAction(UIAlertAction(title: \"Close\", style: .default, handler: { _ in completable(.completed) })); controller.present(alertVC, animated: true, completion: nil); return Disposables.create { controller.dismiss(animated: true, completion: nil) } } }"
            ], failure: ["the check does not run yet: value of type 'UIViewController' has no member 'alert'"]),
        Answer(
            lesson: "collage", exercise: challenge2, label: "the text as the title",
            lines: solution("collage", challenge2).replacingText(
                "title: title, message: text", with: "title: text, message: text"),
            failure: ["right after subscribing", "│ alert", "│ Saved · id 1", "│ id 1 · id 1"]),
    ]

    static let repoFormAnswers: [Answer] = [
        Answer(
            lesson: "repo-form", exercise: label, label: "solution", lines: solution("repo-form", label), failure: nil),
        Answer(
            lesson: "repo-form", exercise: label, label: "a for loop over the names, guard, count >= 2",
            lines: [
                "let formRepo = Observable.combineLatest(form.id.rx.text, form.name.rx.text, form.language.rx.text) { id, name, lang -> Repo? in guard let idInt = Int(id ?? \"\"), let name = name, name.count >= 2, let lang = lang, !lang.isEmpty else { return nil }; return Repo(idInt, name, lang) }.share(replay: 1, scope: .whileConnected)",
                "let summary = formRepo.map { repo -> String in guard let repo = repo else { return \"incomplete\" }; return \"\\(repo.name) in \\(repo.language)\" }",
                "let shown = summary.subscribe(onNext: { print($0) })",
                "form.name.text = \"RxGesture!\"; form.name.sendActions(for: .editingChanged)",
                "for lang in [\"\", \"Swift\"] { form.language.text = lang; form.language.sendActions(for: .editingChanged) }",
                "for name in [\"R\", \"Rx\", \"RxGesture!\"] { form.name.text = name; form.name.sendActions(for: .editingChanged) }",
            ], failure: nil),
        Answer(
            lesson: "repo-form", exercise: label, label: "no nil branch",
            lines: solution("repo-form", label).replacingLines(
                from: "let summary = formRepo.map { repo -> String in", through: "}",
                with: [
                    "let summary = formRepo.map { repo -> String in \"\\(repo?.name ?? \"\") in \\(repo?.language ?? \"\")\" }"
                ]),
            failure: ["lane `shown` differs", "in `shown`, event 3: expected next(\"incomplete\"), got next(\" in \")"]),
        Answer(
            lesson: "repo-form", exercise: label, label: "zip instead of combineLatest",
            lines: solution("repo-form", label).replacingText("Observable.combineLatest(", with: "Observable.zip("),
            failure: [
                "lane `shown` differs", "in `shown`, event 2: expected next(\"RxGesture! in Swift\"), got nothing",
            ]),
        Answer(
            lesson: "repo-form", exercise: label, label: "only the first lines",
            lines: solution("repo-form", label).lines(
                before: "form.language.text = \"\"; form.language.sendActions(for: .editingChanged)"),
            failure: ["in `shown`, event 3: expected next(\"incomplete\"), got nothing"]),
        Answer(
            lesson: "repo-form", exercise: label, label: "a name rule of !isEmpty",
            lines: solution("repo-form", label).replacingText("name.count > 1", with: "!name.isEmpty"),
            failure: ["in `shown`, event 5: expected next(\"incomplete\"), got next(\"R in Swift\")"]),
        Answer(
            lesson: "repo-form", exercise: label, label: "a name of three letters at least",
            lines: solution("repo-form", label).replacingText("name.count > 1", with: "name.count > 2"),
            failure: ["in `shown`, event 6: expected next(\"Rx in Swift\"), got next(\"incomplete\")"]),
        Answer(
            lesson: "repo-form", exercise: label, label: "without share(replay: 1)",
            lines: solution("repo-form", label).replacingLine(".share(replay: 1)", with: []),
            failure: [
                "not yet: 1 of 1 case differs",
                "a late subscriber to formRepo │ gets │ RxGesture! in Swift │ Zz in Swift",
            ]),
        Answer(
            lesson: "repo-form", exercise: label, label: "share() without a replay",
            lines: solution("repo-form", label).replacingLine(".share(replay: 1)", with: [".share()"]),
            failure: [
                "not yet: 1 of 1 case differs", "a late subscriber to formRepo │ gets │ RxGesture! in Swift │ nothing",
            ]),

        Answer(
            lesson: "repo-form", exercise: once, label: "solution", lines: solution("repo-form", once), failure: nil),
        Answer(
            lesson: "repo-form", exercise: once, label: "one closure for every event",
            lines: [
                "let single = form.repoObservable.asSingle().subscribe { event in print(event) }"
            ], failure: nil),
        Answer(
            lesson: "repo-form", exercise: once, label: "only onFailure, in two inputs",
            lines: [
                "let asked = form.repoObservable.asSingle()",
                "let single = asked.subscribe(onFailure: { print(\"failed:\", $0) })",
            ], failure: nil),
        Answer(
            lesson: "repo-form", exercise: once, label: "the observable, not a Single",
            lines: [
                "let single = form.repoObservable.subscribe(onNext: { print(\"got\", $0.name) })"
            ], failure: ["lane `single` differs", "expected subscribe + error, got subscribe + completed"]),
        Answer(
            lesson: "repo-form", exercise: once, label: "a Maybe",
            lines: [
                "let single = form.repoObservable.asMaybe().subscribe(onSuccess: { print(\"got\", $0.name) })"
            ], failure: ["lane `single` differs", "got subscribe + completed"]),
        Answer(
            lesson: "repo-form", exercise: once, label: "first(), which succeeds with nil",
            lines: [
                "let single = form.repoObservable.first().subscribe(onSuccess: { print(\"got\", $0?.name ?? \"nil\") })"
            ], failure: ["lane `single` differs", "expected subscribe + error, got subscribe + next(nil) + completed"]),
        Answer(
            lesson: "repo-form", exercise: once, label: "a default repo caught",
            lines: [
                "let single = form.repoObservable.asSingle().catchAndReturn(Repo(9, \"Default\", \"Swift\")).subscribe(onSuccess: { print(\"got\", $0.name) })"
            ], failure: ["lane `single` differs", "expected subscribe + error, got subscribe + next("]),

        Answer(
            lesson: "repo-form", exercise: throttle, label: "solution", lines: solution("repo-form", throttle),
            failure: nil),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "chained inline, one line shorter",
            lines: [
                "let clicks = PublishSubject<String>()",
                "let keptSub = clicks.throttle(.milliseconds(500), latest: false, scheduler: MainScheduler.instance).subscribe(onNext: { print(\"kept\", $0) })",
                "clicks.onNext(\"a\")", ":wait 300ms", "clicks.onNext(\"b\")", "clicks.onNext(\"c\")", ":wait 500ms",
                "clicks.onNext(\"d\")",
            ], failure: nil),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "a wait before the first element, the time as a value",
            lines: [
                "let clicks = PublishSubject<String>()", "let window = RxTimeInterval.milliseconds(500)",
                "let kept = clicks.throttle(window, latest: false, scheduler: MainScheduler.instance)",
                "let keptSub = kept.subscribe(onNext: { _ in })", ":wait 1s",
                "clicks.onNext(\"a\")", ":wait 300ms", "clicks.onNext(\"b\")", "clicks.onNext(\"c\")", ":wait 500ms",
                "clicks.onNext(\"d\")",
            ], failure: nil),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "no throttle",
            lines: [
                "let clicks = PublishSubject<String>()", "let kept = clicks.asObservable()",
                "let keptSub = kept.subscribe(onNext: { print(\"kept\", $0) })",
            ] + solution("repo-form", throttle).lines(from: "clicks.onNext(\"a\")"),
            failure: ["lane `keptSub` differs", "in `keptSub`, event 3: expected next(c), got next(b)"]),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "the first click only",
            lines: solution("repo-form", throttle).lines(through: "clicks.onNext(\"a\")"),
            failure: ["lane `clicks`, `keptSub` differ", "in `clicks`, event 2: expected next(b), got nothing"]),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "no wait before d",
            lines: solution("repo-form", throttle).replacingLine(":wait 500ms", with: []),
            failure: ["in `keptSub`, event 4: expected next(d), got nothing"]),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "300 ms", lines: throttled(300),
            failure: ["lane `keptSub` differs", "in `keptSub`, event 3: expected next(c), got next(b)"]),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "400 ms", lines: throttled(400),
            failure: ["lane `keptSub` differs", "in `keptSub`, event 3: expected next(c), got next(b)"]),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "600 ms", lines: throttled(600),
            failure: ["lane `keptSub` differs", "in `keptSub`, event 3: expected next(c), got next(d)"]),
        Answer(
            lesson: "repo-form", exercise: throttle, label: "latest: true", lines: throttled(500, latest: true),
            failure: ["lane `clicks`, `keptSub` differ", "in `keptSub`, event 3: expected next(c), got next(b)"]),
    ]

    /// The repo-form lesson's fix of its dead end: the form completes its answer when it leaves.
    static let backEndsAnswers: [Answer] = [
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "solution", lines: solution("repo-form", backEnds),
            failure: nil),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "on(.completed)",
            lines: backEndsReplacing("    repo.onCompleted()", with: ["    repo.on(.completed)"]), failure: nil),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "completed before super, through self",
            lines: backEndsReplacing("    super.viewWillDisappear(animated)", with: []).replacingLine(
                "    repo.onCompleted()",
                with: ["    self.repo.onCompleted()", "    super.viewWillDisappear(animated)"]),
            failure: nil),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "in viewDidDisappear",
            lines: backEndsReplacing(
                "  override func viewWillDisappear(_ animated: Bool) {",
                with: ["  override func viewDidDisappear(_ animated: Bool) {"]
            ).replacingLine("    super.viewWillDisappear(animated)", with: ["    super.viewDidDisappear(animated)"]),
            failure: nil),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "rx.viewWillDisappear in bindUI",
            lines: backEndsWithout(
                inserting: [
                    "    rx.viewWillDisappear",
                    "      .subscribe(onNext: { [weak self] _ in self?.repo.onCompleted() })",
                    "      .disposed(by: bag)",
                ], after: "  func bindUI() {"), failure: nil),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "not completing: the form as before",
            lines: backEndsWithout(),
            failure: [
                "not yet: 3 of 5 cases differ", row("Back without saving", "answer", "completed on Back", "nothing"),
                row("+ after Back       ", "form  ", "shown            ", "not shown"),
                row("a second Back      ", "answer", "completed on Back", "no form"),
            ]),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "completing in viewDidLoad",
            lines: backEndsWithout(inserting: ["    repo.onCompleted()"], after: "    bindUI()"),
            failure: [
                "not yet: 3 of 5 cases differ",
                stacked("Back without saving", "answer", "completed on Back", "completed on opening"),
                stacked("Save", "answer", "RxKeyboard on Save then completed on Save", "completed on opening"),
                stacked("a second Back", "answer", "completed on Back", "completed on opening"),
            ]),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "an error instead of completing",
            lines: backEndsReplacing("    repo.onCompleted()", with: ["    repo.onError(RxError.unknown)"]),
            failure: [
                "not yet: 3 of 5 cases differ",
                row("Back without saving", "answer", "completed on Back", "error on Back"),
                row("+ after Back       ", "form  ", "shown            ", "not shown"),
            ]),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "completing on each keystroke",
            lines: backEndsWithout(
                inserting: [
                    "    id.rx.controlEvent(.editingChanged)",
                    "      .subscribe(onNext: { [weak self] in self?.repo.onCompleted() })",
                    "      .disposed(by: bag)",
                ], after: "  func bindUI() {"),
            failure: [
                "not yet: 4 of 5 cases differ",
                stacked("Back without saving", "answer", "completed on Back", "nothing"),
                stacked("Save", "answer", "RxKeyboard on Save then completed on Save", "completed on typing"),
            ]),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "disposing the subject",
            lines: backEndsReplacing("    repo.onCompleted()", with: ["    repo.dispose()"]),
            failure: [
                "not yet: 3 of 5 cases differ", row("Back without saving", "answer", "completed on Back", "nothing"),
                row("+ after Back       ", "form  ", "shown            ", "not shown"),
                row("a second Back      ", "answer", "completed on Back", "no form"),
            ]),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "the form declared again, not the list",
            lines: solution("repo-form", backEnds).lines(before: "class PresentViewController: UIViewController {"),
            failure: [
                "not yet: 1 of 5 cases differ", row("+ on a new list", "form", "shown   ", "not shown"),
            ]),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "completing in deinit",
            lines: backEndsWithout(
                inserting: ["  deinit {", "    repo.onCompleted()", "  }"],
                after: "  private let repo = PublishSubject<Repo>()"),
            failure: [
                "not yet: 2 of 5 cases differ", row("Back without saving", "answer", "completed on Back", "nothing"),
                row("a second Back      ", "answer", "completed on Back", "nothing"),
            ]),
        Answer(
            lesson: "repo-form", exercise: backEnds, label: "Back sends a repo too",
            lines: backEndsReplacing(
                "    repo.onCompleted()", with: ["    repo.onNext(Repo(0, \"none\", \"\"))", "    repo.onCompleted()"]),
            failure: [
                "not yet: 2 of 5 cases differ",
                stacked("Back without saving", "answer", "completed on Back", "none on Back then completed on Back"),
            ]),
        Answer(
            lesson: "repo-form", exercise: backEnds,
            label: "the list stops waiting with take(until:), the form as before",
            lines: backEndsWithout().replacingLine(
                "          return addVC.repoObservable",
                with: ["          return addVC.repoObservable.take(until: addVC.rx.viewWillDisappear)"]),
            failure: [
                "not yet: 3 of 5 cases differ", row("Back without saving", "answer", "completed on Back", "nothing"),
                row("+ after Back       ", "form  ", "shown            ", "not shown"),
                row("a second Back      ", "answer", "completed on Back", "no form"),
            ]),
    ]

    /// Every answer made by editing a solution changes what the edit names: one that no longer
    /// finds its line (the lesson's code was rewrapped) would silently take the solution again.
    @Test("each edit of a solution finds what it changes", arguments: answers)
    func editsMatch(_ answer: Answer) {
        expectEqual(answer.unmatchedEdits, [])
    }

    /// The lessons the answers are for, each once.
    static var lessons: [String] {
        var seen: [String] = []
        for answer in answers where !seen.contains(answer.lesson) { seen.append(answer.lesson) }
        return seen
    }

    /// The exercises of `lesson` that have answers, in the lesson's order.
    static func exercises(of lesson: String) -> [String] {
        let lessons = LessonLibrary(directory: CompiledTranscriptTests.lessonsDirectory).load().lessons
        var titles: [String] = []
        for case .exercise(let found) in lessons.first(where: { $0.name == lesson })?.parts ?? [] {
            titles.append(found.title)
        }
        return titles.filter { title in answers.contains { $0.exercise == title } }
    }

    /// One session walks a lesson once, exercise after exercise. At each, the wrong answers,
    /// each taken back (one rewind) before the next; then the passing ones, each but the last
    /// taken back and the exercise opened again; the lesson's own solution comes last, so the
    /// steps after it find what it declares.
    @Test("each answer passes or fails its exercise's check as it should", arguments: lessons)
    func answers(in lesson: String) {
        let session = makeConsole(options: SessionOptions(lessonsDirectory: CompiledTranscriptTests.lessonsDirectory))
        var output = session.submit(":lesson \(lesson)").output
        let exercises = Self.exercises(of: lesson)
        expectEqual(Set(exercises), Set(Self.answers.filter { $0.lesson == lesson }.map(\.exercise)))
        for exercise in exercises {
            for _ in 0..<80 where !output.contains("Exercise: \(exercise)\n") {
                output =
                    session.isLessonExerciseOpen
                    ? session.runLessonSolution() + session.submit("").output : session.submit("").output
            }
            check(Self.answers.filter { $0.exercise == exercise }, in: session)
            output = ""
        }
    }

    /// Takes `answers` to the exercise open in `session`, wrong ones first, the solution last.
    private func check(_ answers: [Answer], in session: CompiledConsole) {
        let rank = { (answer: Answer) in answer.failure != nil ? 0 : answer.label == "solution" ? 2 : 1 }
        let answers = answers.sorted { rank($0) < rank($1) }
        guard let exercise = answers.first?.exercise else { return }
        let start = session.inputs.count
        var solved = false
        for answer in answers {
            if solved {
                // A passing answer ends the exercise: its inputs are taken back and the exercise
                // opened again, as walking a new session to it would leave it.
                session.dropInputs(after: start)
                session.lessonRun?.reopenLastExercise()
                solved = false
            }
            expectTrue(session.isLessonExerciseOpen, "the exercise did not open before \(answer.label)")
            expectTrue(!answer.lines.isEmpty)
            expectEqual(answer.unmatchedEdits, [], "\(answer.label): an edit of the solution found nothing to change")
            var output = ""
            let lanesBefore = session.laneNames
            for line in answer.lines { output += session.submit(line).output }
            if [Self.challenge2, Self.backEnds].contains(exercise) && answer.label == "solution" {
                // A state check's own subscriptions leave no lanes behind (the solution makes none).
                expectEqual(session.laneNames, lanesBefore)
            }
            let done = "✓ Exercise “\(answer.exercise)” done."
            if let failure = answer.failure {
                expectTrue(!output.contains(done), "\(answer.label): \(output)")
                let check = session.submit(":check").output
                // A sentence wider than the session wraps: a text may be found across its lines.
                let unwrapped = check.replacingOccurrences(of: "\n +", with: " ", options: .regularExpression)
                for text in failure {
                    expectTrue(check.contains(text) || unwrapped.contains(text), "\(answer.label): \(check)")
                }
                expectTrue(check.hasPrefix("not yet"), "\(answer.label): \(check)")
                // What :check says fits the session's 80 columns.
                let wide = check.split(separator: "\n").filter { TerminalWidth.of(String($0)) > 80 }
                expectEqual(wide, [], "\(answer.label): :check's lines wider than 80 columns")
                session.dropInputs(after: start)
            } else {
                expectTrue(output.contains(done), "\(answer.label): \(output)\n\(session.submit(":check").output)")
                solved = true
            }
        }
        expectTrue(answers.last?.label == "solution", "every exercise's solution is among its answers")
    }
}

/// Edits that make a wrong answer from an exercise's solution. One that finds nothing to change
/// leaves a comment line naming what it looked for (`unmatched`), which the answers' tests
/// reject: the answer would otherwise be the solution again, and pass or fail for that reason.
extension [String] {
    static var unmatched: String { "// an edit found nothing to change: " }

    /// The lines, each line equal to `old` replaced by `new` (none: removed).
    func replacingLine(_ old: String, with new: [String]) -> [String] {
        guard contains(old) else { return self + [Self.unmatched + old] }
        return flatMap { $0 == old ? new : [$0] }
    }

    /// The lines, each occurrence of `old` in them replaced by `new`.
    func replacingText(_ old: String, with new: String) -> [String] {
        guard contains(where: { $0.contains(old) }) else { return self + [Self.unmatched + old] }
        return map { $0.replacingOccurrences(of: old, with: new) }
    }

    /// The lines, the first run of lines equal to `old` replaced by `new`.
    func replacingLines(_ old: [String], with new: [String]) -> [String] {
        guard !old.isEmpty, count >= old.count,
            let start = (0...(count - old.count)).first(where: { Array(self[$0..<($0 + old.count)]) == old })
        else { return self + [Self.unmatched + old.joined(separator: "⏎")] }
        return Array(self[..<start]) + new + Array(self[(start + old.count)...])
    }

    /// The lines, those from the line `first` through the first line `last` after it replaced by
    /// `new`.
    func replacingLines(from first: String, through last: String, with new: [String]) -> [String] {
        guard let start = firstIndex(of: first), let end = self[(start + 1)...].firstIndex(of: last) else {
            return self + [Self.unmatched + first + " … " + last]
        }
        return Array(self[..<start]) + new + Array(self[(end + 1)...])
    }

    /// The lines, `new` inserted after the line `anchor`.
    func inserting(_ new: [String], after anchor: String) -> [String] {
        guard let at = firstIndex(of: anchor) else { return self + [Self.unmatched + anchor] }
        return Array(self[...at]) + new + Array(self[(at + 1)...])
    }

    /// The lines before the line `anchor`.
    func lines(before anchor: String) -> [String] {
        guard let at = firstIndex(of: anchor) else { return self + [Self.unmatched + anchor] }
        return Array(self[..<at])
    }

    /// The lines up to the line `anchor`, with it.
    func lines(through anchor: String) -> [String] {
        guard let at = firstIndex(of: anchor) else { return self + [Self.unmatched + anchor] }
        return Array(self[...at])
    }

    /// The lines from the line `anchor` on.
    func lines(from anchor: String) -> [String] {
        guard let at = firstIndex(of: anchor) else { return self + [Self.unmatched + anchor] }
        return Array(self[at...])
    }
}
