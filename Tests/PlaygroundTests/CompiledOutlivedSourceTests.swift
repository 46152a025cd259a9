@testable import Playground
import TestSupport
import Testing

/// `:subs` in a compiled session names a subscription that outlived its source's owner: the
/// source is a private subject (or relay) of a learner object that is gone, so nothing can send
/// to it any more.
@Suite("Subscriptions that outlive their source's owner, compiled")
struct CompiledOutlivedSourceTests {
    static let picker = """
        class Picker {
            private let picked = PublishSubject<String>()
            private let chosen = PublishRelay<String>()
            var photos: Observable<String> { picked.asObservable() }
            var choices: Observable<String> { chosen.asObservable() }
            func pick(_ name: String) { picked.onNext(name) }
            func close() { picked.onCompleted() }
        }
        """

    static func console() throws -> CompiledConsole {
        let console = try CompiledFileCommandTests.console()
        expectEqual(submit(console, Self.picker), "")
        expectEqual(submit(console, "let bag = DisposeBag()"), "")
        expectEqual(submit(console, "var picker: Picker? = Picker()"), "")
        return console
    }

    static func submit(_ console: CompiledConsole, _ line: String) -> String {
        console.submit(line, moreInputWaiting: false).output
    }

    @Test("a live subscription whose subject's owner was released is named, with what can free it")
    func ownerGone() throws {
        let console = try Self.console()
        expectEqual(Self.submit(console, "picker!.photos.subscribe(onNext: { print($0) }).disposed(by: bag)"), "")
        expectEqual(Self.submit(console, "picker!.pick(\"🏔\")"), "🏔\n")
        expectEqual(Self.submit(console, ":subs"), "sub1  ← (unnamed)  live  bag bag\n")
        expectEqual(Self.submit(console, "picker = nil"), "")
        expectEqual(
            Self.submit(console, ":subs"),
            """
            sub1  ← (unnamed)  live  bag bag
            outlived its source: sub1 listens to Picker.picked, and that Picker is gone:
              nothing can send to it any more, so sub1 never ends; only disposing it, or its
              bag bag, frees it

            """)
    }

    @Test("without a bag, disposing the subscription is what frees it; a relay's subscribers too")
    func ownerGoneNoBag() throws {
        let console = try Self.console()
        expectEqual(Self.submit(console, "let watching = picker!.photos.subscribe(onNext: { print($0) })"), "")
        expectEqual(Self.submit(console, "let choosing = picker!.choices.subscribe(onNext: { print($0) })"), "")
        expectEqual(Self.submit(console, "picker = nil"), "")
        expectEqual(
            Self.submit(console, ":subs"),
            """
            watching  ← (unnamed)  live  -
            choosing  ← (unnamed)  live  -
            outlived its source: watching listens to Picker.picked, and that Picker is gone:
              nothing can send to it any more, so watching never ends; only disposing it
              frees it
            outlived its source: choosing listens to Picker.chosen, and that Picker is gone:
              nothing can send to it any more, so choosing never ends; only disposing it
              frees it

            """)
    }

    @Test("a subject completed before its owner goes leaves nothing behind")
    func completedInTime() throws {
        let console = try Self.console()
        expectEqual(Self.submit(console, "picker!.photos.subscribe(onNext: { print($0) }).disposed(by: bag)"), "")
        expectEqual(Self.submit(console, "picker!.close()"), "")
        expectEqual(Self.submit(console, "picker = nil"), "")
        expectEqual(Self.submit(console, ":subs"), "sub1  ← (unnamed)  ended  bag bag\n")
    }

    @Test("while the owner lives, or while a variable still holds its subject, the subscription is not named")
    func ownerAliveOrSourceHeld() throws {
        let console = try Self.console()
        expectEqual(Self.submit(console, "picker!.photos.subscribe(onNext: { print($0) }).disposed(by: bag)"), "")
        expectTrue(!Self.submit(console, ":subs").contains("outlived"))
        expectEqual(Self.submit(console, "let photos = picker!.photos"), "")
        expectEqual(Self.submit(console, "picker = nil"), "")
        expectTrue(!Self.submit(console, ":subs").contains("outlived"))
        expectEqual(Self.submit(console, "(photos as! PublishSubject<String>).onNext(\"🌊\")"), "🌊\n")
    }
}
