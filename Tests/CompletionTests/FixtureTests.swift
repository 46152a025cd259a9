import Foundation
import Testing
import TestSupport

@testable import Completion

/// The completer over a small module shaped like RxSwift (`Fixtures/Shop.swift.txt`, its symbol
/// graph in `Fixtures/Shop.symbols.json`: `swift-symbolgraph-extract -minimum-access-level public
/// -skip-synthesized-members`, cut to the fields completion reads).
@Suite struct FixtureTests {
    static let index: APIIndex = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/Fixtures/Shop.symbols.json"
        guard let data = FileManager.default.contents(atPath: path),
            let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data)
        else { return APIIndex() }
        return APIIndex(graphs: [graph])
    }()

    func complete(_ line: String, after inputs: [String] = []) -> [String] {
        Completer(index: Self.index).completions(for: line, inputs: inputs)
    }

    @Test func readsMembersWithTheirTypesAndConstraints() {
        let catalog = TypeCatalog(index: Self.index)
        let stream = catalog.identifier(named: "StreamType").flatMap(catalog.entry)
        let mapped = stream?.members.first { $0.name == "mapped" }
        expectEqual(mapped?.type, "Stream<Result>")
        expectEqual(mapped?.genericParameters, ["Result"])
        expectEqual(mapped?.labels, ["_"])
        let silent = stream?.members.first { $0.name == "asSilent" }
        expectEqual(
            silent?.constraints.map { "\($0.parameter) \($0.kind) \($0.requirement)" }, ["Self.Element sameType Never"])
        let box = catalog.identifier(named: "Boxable").flatMap(catalog.entry)?.members.first
        expectEqual(box?.type, "Box<Self>")
        expectEqual(catalog.identifier(named: "Pipe").flatMap(catalog.entry)?.aliased, "Channel<Element>")
        expectEqual(Self.index.globals.map(\.name).sorted(), ["defaultCapacity", "makeChannel"])
    }

    @Test(arguments: [
        ("Cha", ["Channel"]), ("Pi", ["Pipe"]), ("make", ["makeChannel"]), ("defaultC", ["defaultCapacity"]),
        ("_hi", []), ("stru", ["struct"]), ("let s = Sig", ["Signal"]),
    ])
    func completesBareWords(_ line: String, _ expected: [String]) {
        expectEqual(complete(line), expected)
    }

    @Test(arguments: [
        ("Stream.", ["just", "of", "self"]), ("Channel.j", ["just"]), ("Signal.", ["off", "on", "self", "standard"]),
        ("Counter.", ["Step", "self", "starting"]), ("Counter.Step(size: 1).", ["size"]), ("Pipe.o", ["of"]),
        ("Channel<Int>.j", ["just"]),
    ])
    func completesStaticMembersOfTypes(_ line: String, _ expected: [String]) {
        expectEqual(complete(line), expected)
    }

    @Test func completesMembersOfSessionVariablesThroughSuperclassesAndProtocols() {
        let inputs = [
            "let channel = Channel<Int>()", "let silent = Channel<Never>()", "var pipe: Pipe<String>? = nil",
            "var button: Button! = nil",
        ]
        expectEqual(
            complete("channel.", after: inputs), ["asStream", "hasListeners", "listen", "mapped", "send", "sendAll"])
        expectEqual(complete("silent.as", after: inputs), ["asSilent", "asStream"])
        expectEqual(complete("pipe?.se", after: inputs), ["send", "sendAll"])
        expectEqual(complete("pipe!.has", after: inputs), ["hasListeners"])
        expectEqual(complete("cha", after: inputs), ["channel"])
        expectEqual(complete("button.b", after: inputs), ["box"])
    }

    @Test func followsCallsAndPropertiesWithDeclaredTypes() {
        let inputs = ["let channel = Channel<Int>()", "let button = Button()", "let widget = Widget()"]
        expectEqual(complete("channel.asStream().", after: inputs), ["asStream", "listen", "mapped"])
        // `mapped`'s result has an element nothing here knows, so `asSilent` may apply.
        expectEqual(complete("channel.mapped { $0 }.as", after: inputs), ["asSilent", "asStream"])
        expectEqual(complete("Stream.just(1).l", after: inputs), ["listen"])
        expectEqual(complete("button.box.", after: inputs), ["base", "isHidden", "taps"])
        expectEqual(complete("widget.box.", after: inputs), ["base", "isHidden"])
        expectEqual(complete("makeChannel().se", after: inputs), ["send", "sendAll"])
        expectEqual(complete("let s: Stream<Int> = .just(1); s.", after: inputs), ["asStream", "listen", "mapped"])
    }

    @Test func readsWhatTheSessionDeclared() {
        let inputs = [
            "struct Point { var x = 0; static let origin = Point(); func moved() -> Point { self } }",
            "let point = Point()", "class Fancy: Button { func glow() {} }", "let fancy = Fancy()",
            "extension Channel { func drain() {} }", "func make() -> Channel<String> { Channel() }",
            "let x = Widget()", "let x = Channel<Int>()",
        ]
        expectEqual(complete("point.", after: inputs), ["moved", "x"])
        expectEqual(complete("point.moved().", after: inputs), ["moved", "x"])
        expectEqual(complete("Point.", after: inputs), ["origin", "self"])
        expectEqual(complete("fancy.", after: inputs), ["box", "glow"])
        expectEqual(complete("fancy.box.t", after: inputs), ["taps"])
        expectEqual(complete("make().dr", after: inputs), ["drain"])
        expectEqual(complete("x.se", after: inputs), ["send", "sendAll"], "the later `x` hides the earlier")
        expectEqual(complete("Poi", after: inputs), ["Point"])
        expectEqual(complete("let c = Channel<Int>(); c.se"), ["send", "sendAll"])
    }

    @Test func offersNothingInsideTextOrUnknownReceivers() {
        let inputs = ["let channel = Channel<Int>()"]
        expectEqual(complete("print(\"channel.se", after: inputs), [])
        expectEqual(complete("// channel.se", after: inputs), [])
        expectEqual(complete("nothing.se", after: inputs), [])
        expectEqual(complete("channel.listen { $0.", after: inputs), [])
        expectEqual(complete(".se", after: inputs), [])
    }

    @Test func forgetsAnUndoneInput() {
        let completer = Completer(index: Self.index)
        expectEqual(completer.completions(for: "cha", inputs: ["let channel = Channel<Int>()"]), ["channel"])
        expectEqual(
            completer.completions(for: "cha", inputs: ["let channel = Channel<Int>()", "let chart = 1"]),
            ["channel", "chart"])
        expectEqual(completer.completions(for: "cha", inputs: ["let chart = 1"]), ["chart"])
    }

    @Test func readsALongSessionOnceAndAnUndoFromTheLastCheckpoint() {
        let completer = Completer(index: Self.index)
        let inputs = (0..<60).map { "let v\($0) = Channel<Int>()" }
        expectEqual(completer.completions(for: "v59.se", inputs: inputs), ["send", "sendAll"])
        expectEqual(completer.completions(for: "v5", inputs: inputs + ["let w = Widget()"]).count, 11)
        let undone = Array(inputs.prefix(30)) + ["let v59 = Widget()"]
        expectEqual(completer.completions(for: "v59.", inputs: undone), ["box"])
        expectEqual(completer.completions(for: "v3", inputs: undone), ["v3"])
        expectEqual(completer.completions(for: "v5", inputs: undone), ["v5", "v59"])
    }
}
