import Interpreter
import RxLibrary
import RxSwift
import TestSupport
import Testing

@Test(arguments: [
    ("let x = 1", true), ("func f() {", false), ("let a = [1,", false), ("print(\"a\"", false), ("let s = \"\"\"", false),
    ("let s = \"\"\"\nabc\n\"\"\"", true), ("/* comment", false), ("let s = \"open", true), ("}", true),
    ("let s = \"(\"", true), ("print(\"\\(f(1))\")", true), ("subject.subscribe(onNext: {", false), ("// {", true),
    // A line ending in `=`, a binary operator, `,`, `->` or `in` asks for more.
    ("let total =", false), ("let sum = 1 +", false), ("let both = a &&", false), ("print(1,", false),
    ("func f() ->", false), ("let f = { x in", false), ("let names = [\"a\",\n\"b\",", false),
    // Input with a mistake before its end can never become valid: it is complete (an error now).
    ("let = = (", true), ("let x = ) (", true), ("print(1 2", true), ("let 1x = [", true),
    // Complete input stays complete, also with trailing comments and blank lines.
    ("let x = 1 // done", true), ("let x = 1\n\n", true), ("x + y", true), ("f(a, b)", true),
    // An `#if` block is read up to its `#endif`, also when its first line has a mistake.
    ("#if DEBUG junk", false), ("#if !", false), ("#if DEBUG junk\nprint(1)", false), ("#if DEBUG junk\nprint(1)\n#endif", true),
    ("#if X\n#if Y\n#endif", false), ("#endif", true),
    // A closure's signature waits for its `in` on the next line, as Swift reads a file; a
    // mistake inside a brace is still complete.
    ("let f = { [weak self] value", false), ("let f = { [weak self] value\nin", false),
    ("xs.flatMap { [weak self] _ -> Observable<Int>", false), ("run(subscribe: { [weak self] c", false),
    ("let f = { [weak self] value\nin\nprint(value)\n}", true), ("let f = { let = = (", true),
    ("let f = { [1 2", true),
])
func completeness(_ source: String, _ complete: Bool) {
    expectEqual(makeInterpreter().isComplete(source), complete)
}

@Test func completionsOfferNamesAndMembers() {
    let interpreter = makeInterpreter()
    interpreter.run("let subject = PublishSubject<Int>()\nlet numbers = [1, 2]\nstruct Point { var x = 0; func moved() -> Point { self } }\nlet point = Point()")
    expectTrue(interpreter.completions(for: "sub").contains("subject"))
    expectEqual(interpreter.completions(for: "subject.on"), ["on", "onCompleted", "onError", "onNext"])
    expectEqual(interpreter.completions(for: "subject.subsc"), ["subscribe"])
    expectEqual(interpreter.completions(for: "numbers.app"), ["append"])
    expectEqual(interpreter.completions(for: "point."), ["moved", "x"])
    expectEqual(interpreter.completions(for: "Observable.ju"), ["just"])
    expectTrue(interpreter.completions(for: "Publ").contains("PublishSubject"))
}

@Test func variablesListTopLevelState() {
    let interpreter = makeInterpreter()
    interpreter.run("let subject = BehaviorSubject(value: \"a\")\nvar count = 2")
    expectEqual(interpreter.variables, [
        VariableSummary(name: "subject", typeName: "BehaviorSubject<String>", valueText: "value: \"a\", no observers",
                        isConstant: true),
        VariableSummary(name: "count", typeName: "Int", valueText: "2", isConstant: false),
    ])
}

final class Recorder: InterpreterObserver {
    var lines: [String] = []

    func interpreter(_ interpreter: Interpreter, didBind name: String, to object: RxObjectInfo) {
        lines.append("bind \(name) \(object.kind) \(object.typeName)")
    }
    func interpreter(_ interpreter: Interpreter, didSubscribe subscription: RxObjectID, to source: RxObjectInfo) {
        lines.append("subscribe \(subscription) to \(source.kind) lineage \(source.lineage.count)")
    }
    func interpreter(_ interpreter: Interpreter, didDispose disposable: RxObjectID) {
        lines.append("dispose \(disposable)")
    }
    func interpreter(_ interpreter: Interpreter, object: RxObjectID, didEmit event: RxEventRecord) {
        lines.append("\(object) \(event)")
    }
    func interpreter(_ interpreter: Interpreter, didAdd disposable: RxObjectID, to bag: RxObjectID) {
        lines.append("bag \(disposable) in \(bag)")
    }
}

@Test func observerSeesBindingsSubscriptionsAndEvents() {
    let (interpreter, rx) = makeInterpreterAndRx()
    let recorder = Recorder()
    rx.observer = recorder
    interpreter.run("let subject = PublishSubject<String>()")
    interpreter.run("let bag = DisposeBag()")
    interpreter.run("let one = subject.map { $0.uppercased() }.subscribe(onNext: { _ in })")
    interpreter.run("subject.onNext(\"a\")")
    interpreter.run("one.dispose()")
    interpreter.run("subject.subscribe().disposed(by: bag)")
    interpreter.run("subject.onCompleted()")
    expectEqual(recorder.lines, [
        "bind subject publishSubject PublishSubject<String>",
        "bind bag disposeBag DisposeBag",
        "subscribe #4 to observable lineage 1",
        "bind one subscription Disposable",
        "#1 next(a)",
        "#4 next(A)",
        "dispose #4",
        "subscribe #5 to publishSubject lineage 0",
        "bag #5 in #2",
        "#1 completed",
        "#5 completed",
    ])
}

@Test func schedulerArgumentsUseTheConfiguredVirtualScheduler() {
    let scheduler = HistoricalScheduler()
    let interpreter = makeInterpreter(scheduler: scheduler)
    // As RxSwift's MainScheduler on the main thread: the first element is sent at once (nothing
    // waits on the main queue), the next is scheduled from inside that work, so it waits a turn.
    let first = interpreter.run("_ = Observable.of(1, 2, scheduler: MainScheduler.instance).subscribe(onNext: { print($0) })")
    expectEqual(first.output, "1\n")
    let later = interpreter.perform { scheduler.advanceTo(scheduler.clock.addingTimeInterval(1)) }
    expectEqual(later.output, "2\n")
    let async = interpreter.run("_ = Observable.of(3, scheduler: MainScheduler.asyncInstance).subscribe(onNext: { print($0) })")
    expectEqual(async.output, "")
    expectEqual(interpreter.perform { scheduler.advanceTo(scheduler.clock.addingTimeInterval(1)) }.output, "3\n")
}

@Test func anIfBlockWithAMistakeRunsNoneOfItsBody() {
    // Fed line by line as the REPL does: the body waits for `#endif` and never runs alone.
    let interpreter = makeInterpreter()
    var input = ""
    var output = ""
    for line in ["#if DEBUG junk", "print(\"ran\")", "#endif", "print(\"after\")"] {
        input += (input.isEmpty ? "" : "\n") + line
        guard interpreter.isComplete(input) else { continue }
        output += interpreter.run(input).transcript
        input = ""
    }
    expectTrue(!output.contains("ran"), "\(output)")
    expectTrue(output.hasPrefix("error: extra tokens following conditional compilation directive"), "\(output)")
    expectTrue(output.hasSuffix("after\n"), "\(output)")
}
