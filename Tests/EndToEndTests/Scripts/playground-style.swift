import Foundation
import RxSwift

// Written the way RxSwift's own playground pages are: a support function declared at the end,
// an extension of ObservableType, a generic helper, types nested in closures, a Swift.Error.

extension ObservableType {
    func addObserver(_ id: String) -> Disposable {
        subscribe { print("Subscription:", id, "Event:", $0) }
    }
}

func writeSequenceToConsole<Source: ObservableType>(name: String, sequence: Source) -> Disposable {
    return sequence.subscribe { event in
        print("Subscription: \(name), event: \(event)")
    }
}

example("PublishSubject") {
    let disposeBag = DisposeBag()
    let subject = PublishSubject<String>()
    subject.addObserver("1").disposed(by: disposeBag)
    subject.onNext("🐶")
    subject.onNext("🐱")
    subject.addObserver("2").disposed(by: disposeBag)
    subject.onNext("🅰️")
    subject.onNext("🅱️")
}

example("error") {
    struct Player {
        let name: String
    }
    let disposeBag = DisposeBag()
    Observable<Player>.error(TestError.test)
        .subscribe { print($0) }
        .disposed(by: disposeBag)
}

example("writeSequenceToConsole") {
    let subscription = writeSequenceToConsole(name: "of", sequence: Observable.of(1, 2))
    subscription.dispose()
}

example("a later print") {
    DispatchQueue.main.async { print("the main queue runs after the last statement") }
    print("in order")
}

public func example(_ description: String, action: () -> Void) {
    printExampleHeader(description)
    action()
}

func printExampleHeader(_ description: String) {
    print("\n--- \(description) example ---")
}

public enum TestError: Swift.Error {
    case test
}
