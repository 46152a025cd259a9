import Compiling
import TestSupport
import Testing

/// Reading a class's subscriptions for closures that keep its instances alive: each check has a
/// near miss beside it that must not be named.
@Suite("strong self captures in subscriptions a class's own bag holds")
struct SelfCapturesTests {
    private func lines(_ text: String, _ className: String = "Screen", bag: String = "bag") -> [Int] {
        SelfCaptures.captures(in: text, className: className, bag: bag).map(\.line)
    }

    static let screen = """
        class Screen {
            let bag = DisposeBag()
            var name = "main"
            init() {
                taps.subscribe(onNext: { tap in print(self.name, tap) }).disposed(by: bag)
                taps.subscribe(onNext: { [weak self] tap in print(self?.name ?? "", tap) }).disposed(by: bag)
                taps.subscribe(onNext: { [unowned self] tap in print(self.name, tap) }).disposed(by: self.bag)
                taps.subscribe(onNext: { tap in print(tap) }).disposed(by: bag)
                taps.subscribe(onNext: { tap in print(self.name) }).disposed(by: globalBag)
            }
        }
        """

    @Test("a closure using self strongly, disposed by the class's bag, is named with its line and text")
    func strongSelf() {
        let captures = SelfCaptures.captures(in: Self.screen, className: "Screen", bag: "bag")
        expectEqual(
            captures,
            [
                SelfCaptures.Capture(
                    line: 5, text: "taps.subscribe(onNext: { tap in print(self.name, tap) }).disposed(by: bag)")
            ])
    }

    @Test("another bag, another class, or no such class: nothing")
    func otherBagsAndClasses() {
        expectEqual(lines(Self.screen, bag: "globalBag"), [9])
        expectEqual(lines(Self.screen, bag: "disposeBag"), [])
        expectEqual(lines(Self.screen, "Other"), [])
    }

    @Test("self in a capture list is strong; weak or unowned under another name is not")
    func captureLists() {
        let text = """
            class Screen {
                let bag = DisposeBag()
                func start() {
                    taps.subscribe(onNext: { [self] in show($0) }).disposed(by: bag)
                    taps.subscribe(onNext: { [weak owner = self] in owner?.show($0) }).disposed(by: bag)
                    taps.subscribe(onNext: { [owner = self] in owner.show($0) }).disposed(by: bag)
                    taps.subscribe(with: self, onNext: { owner, tap in owner.show(tap) }).disposed(by: bag)
                }
                func show(_ tap: String) {}
            }
            """
        expectEqual(lines(text), [4, 6])
    }

    @Test("operators' closures, nested closures, methods passed as functions, and bag.insert count")
    func wholeChain() {
        let text = """
            class Screen {
                let bag = DisposeBag()
                func start() {
                    taps.map { self.prefix + $0 }.subscribe(onNext: { print($0) }).disposed(by: bag)
                    taps.subscribe(onNext: { tap in
                        DispatchQueue.main.async { self.show(tap) }
                    }).disposed(by: bag)
                    taps.subscribe(onNext: { [weak self] tap in
                        DispatchQueue.main.async { self?.show(tap) }
                    }).disposed(by: bag)
                    taps.subscribe(onNext: self.show).disposed(by: bag)
                    taps.subscribe(onNext: show).disposed(by: bag)
                    bag.insert(taps.subscribe(onNext: { _ in super.description }))
                    taps.bind(to: self.label.rx.text).disposed(by: bag)
                }
                func show(_ tap: String) {}
            }
            """
        expectEqual(lines(text), [4, 5, 11, 12, 13])
    }

    @Test("an extension of the class is read too; a class declared in a closure has its own self")
    func extensionsAndNestedTypes() {
        let text = """
            extension Screen {
                func watch() {
                    taps.drive(onNext: { self.show($0) }).disposed(by: bag)
                    taps.subscribe(onNext: { _ in
                        class Inner { func f() { print(self) } }
                    }).disposed(by: bag)
                }
            }
            """
        expectEqual(lines(text), [3])
    }

    @Test("stored properties: computed ones and static ones are not")
    func storedProperties() {
        let text = """
            class Screen: UIViewController {
                let bag = DisposeBag()
                private let picked = PublishSubject<String>()
                var observed = 0 { didSet { print(observed) } }
                var computed: Int { 1 }
                static let shared = Screen()
            }
            """
        expectEqual(SelfCaptures.storedProperties(ofClass: "Screen", in: text), ["bag", "picked", "observed"])
        expectEqual(SelfCaptures.storedProperties(ofClass: "Other", in: text), nil)
    }
}
