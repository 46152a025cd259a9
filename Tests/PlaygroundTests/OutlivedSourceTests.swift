@testable import Playground
import TestSupport
import Testing

/// `:subs` names a subscription that outlived its source's owner: the source is a private
/// subject of a learner object that is gone, so nothing can send to it any more (the collage
/// lesson's picker, popped before it completed its subject).
@Suite("Subscriptions that outlive their source's owner")
struct OutlivedSourceTests {
    static let picker = """
        class Picker {
            private let picked = PublishSubject<String>()
            var photos: Observable<String> { picked.asObservable() }
            func pick(_ name: String) { picked.onNext(name) }
            func close() { picked.onCompleted() }
        }
        """

    static func session() -> Session {
        let session = Session(options: SessionOptions(lessonsDirectory: "/nonexistent"))
        expectEqual(session.submit(Self.picker).output, "")
        expectEqual(session.submit("let bag = DisposeBag()").output, "")
        expectEqual(session.submit("var picker: Picker? = Picker()").output, "")
        return session
    }

    @Test("a live subscription whose subject's owner was released is named, with what can free it")
    func ownerGone() {
        let session = Self.session()
        expectEqual(session.submit("picker!.photos.subscribe(onNext: { print($0) }).disposed(by: bag)").output, "")
        expectEqual(session.submit("picker!.pick(\"🏔\")").output, "🏔\n")
        expectEqual(session.submit(":subs").output, "sub1  ← (unnamed)  live  bag bag\n")
        expectEqual(session.submit("picker = nil").output, "")
        expectEqual(session.submit(":subs").output, """
            sub1  ← (unnamed)  live  bag bag
            outlived its source: sub1 listens to Picker.picked, and that Picker is gone:
              nothing can send to it any more, so sub1 never ends; only disposing it, or its bag bag, frees it

            """)
    }

    @Test("without a bag, disposing the subscription is what frees it")
    func ownerGoneNoBag() {
        let session = Self.session()
        expectEqual(session.submit("let watching = picker!.photos.subscribe(onNext: { print($0) })").output, "")
        expectEqual(session.submit("picker = nil").output, "")
        expectEqual(session.submit(":subs").output, """
            watching  ← (unnamed)  live  -
            outlived its source: watching listens to Picker.picked, and that Picker is gone:
              nothing can send to it any more, so watching never ends; only disposing it frees it

            """)
    }

    @Test("a subject completed before its owner goes leaves nothing behind")
    func completedInTime() {
        let session = Self.session()
        expectEqual(session.submit("picker!.photos.subscribe(onNext: { print($0) }).disposed(by: bag)").output, "")
        expectEqual(session.submit("picker!.close()").output, "")
        expectEqual(session.submit("picker = nil").output, "")
        expectEqual(session.submit(":subs").output, "sub1  ← (unnamed)  ended  bag bag\n")
    }

    @Test("while the owner lives, the subscription is not named")
    func ownerAlive() {
        let session = Self.session()
        expectEqual(session.submit("picker!.photos.subscribe(onNext: { print($0) }).disposed(by: bag)").output, "")
        expectTrue(!session.submit(":subs").output.contains("outlived"))
    }

    @Test(":help subs explains the three warnings, the outlived source last")
    func help() {
        expectEqual(Session().submit(":help subs").output, """
            :subs
              subscriptions: live or ended, which bag holds them, which leak
              A live subscription that no bag holds and no variable can dispose stays alive until its
              source ends: if the source never completes, that is a leak.

              A live subscription in a bag owned by an object no variable holds any more is kept
              alive by a retain cycle: its closure captures `self` strongly, `self` owns the bag, and
              the bag holds the subscription. `[weak self]` in the closure breaks it.

              A live subscription whose source belonged to an object that is gone (a screen's
              private subject, the screen popped) outlived it: nothing can send to that source any
              more, so the subscription never ends; complete the subject before its owner goes.

            """)
    }
}
