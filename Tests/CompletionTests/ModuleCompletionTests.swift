import Compiling
import Foundation
import Testing
import TestSupport

@testable import Completion

/// The completer over the learner modules this build made and the toolchain's standard ones,
/// read from their symbol graphs into a cache of the test's own.
@Suite struct ModuleCompletionTests {
    static let cacheDirectory = NSTemporaryDirectory() + "/rxplay-completion-tests-\(getpid())"

    static let loader: IndexLoader? = {
        guard case .success(let toolchain) = Toolchain.locate() else { return nil }
        return IndexLoader(toolchain: toolchain, cacheDirectory: cacheDirectory)
    }()

    static let service: CompletionService? = loader.map { CompletionService(loader: $0) }

    func complete(_ line: String, after inputs: [String] = []) -> [String] {
        Self.service?.completions(for: line, inputs: inputs) ?? ["no toolchain"]
    }

    @Test func readsEveryModule() throws {
        let outcome = try #require(Self.service).loaded
        expectEqual(outcome.problems, [])
        expectEqual(outcome.extracted, try #require(Self.loader).modules.count)
        // A second reading finds every module in the cache, and the same index.
        let again = try #require(Self.loader).load()
        expectEqual(again.extracted, 0)
        expectTrue(again.index == outcome.index)
    }

    @Test func completesTypeNamesAndKeywords() {
        expectEqual(complete("PublishR"), ["PublishRelay"])
        expectTrue(complete("Publ").starts(with: ["PublishRelay", "PublishSubject"]), "\(complete("Publ"))")
        expectEqual(complete("Behavior"), ["BehaviorRelay", "BehaviorSubject"])
        expectEqual(complete("UIBu"), ["UIButton"])
        expectTrue(complete("pri").contains("print"))
        expectTrue(complete("gua").contains("guard"))
    }

    @Test func completesStaticMembers() {
        let observable = complete("Observable.")
        for name in ["of", "just", "from", "interval", "create", "empty", "merge", "combineLatest", "zip"] {
            expectTrue(observable.contains(name), "Observable.\(name)")
        }
        expectEqual(complete("Observable.ju"), ["just"])
        expectTrue(complete("Single.").contains("create"))
        expectEqual(complete("Disposables.cr"), ["create"])
    }

    @Test func completesMembersOfSessionValues() {
        let inputs = [
            "let subject = PublishSubject<Int>()", "let relay = BehaviorRelay(value: 1)", "let bag = DisposeBag()",
            "let button = UIButton()", "let label = UILabel()", "let dog = \"🐶\"", "let numbers = [1, 2]",
        ]
        expectEqual(complete("subject.onN", after: inputs), ["onNext"])
        expectEqual(complete("subject.on", after: inputs), ["on", "onCompleted", "onError", "onNext"])
        let members = complete("subject.", after: inputs)
        for name in ["subscribe", "map", "filter", "asObservable", "bind", "dispose", "hasObservers", "asObserver"] {
            expectTrue(members.contains(name), "subject.\(name)")
        }
        expectEqual(complete("relay.acc", after: inputs), ["accept"])
        expectTrue(complete("relay.val", after: inputs).contains("value"))
        expectEqual(complete("subject.map { $0 * 2 }.filt", after: inputs), ["filter"])
        expectEqual(complete("subject.subscribe(onNext: { print($0) }).disp", after: inputs), ["dispose", "disposed"])
        expectEqual(complete("button.rx.ta", after: inputs), ["tap"])
        expectEqual(complete("label.rx.ta", after: inputs), [], "a label has no tap")
        expectEqual(complete("dog.cou", after: inputs), ["count"])
        expectTrue(complete("numbers.app", after: inputs).contains("append"))
        expectEqual(complete("numbers.sub", after: inputs), [], "a subscript is not a name")
        expectEqual(complete("numbers[0].bitW", after: inputs), ["bitWidth"])
        expectEqual(complete("[\"a\": 1][\"a\"]?.bitW", after: inputs), ["bitWidth"])
    }
}
