// The learner problems the hand-written evaluator got wrong, as one file: run by the playground,
// it must print what swiftc's build prints.
import Foundation
import RxSwift
import UIKit

let h: (Int?) -> Void = { a in
    if let b = a { print("bound", b) }
    print(a as Any)
}
h(1)
let f: Float = 0.1
print(f, type(of: f))

final class Cart {
    var items: [String] = []
    let bag = DisposeBag()
    func watch(_ source: Observable<String>) {
        source.subscribe(onNext: { [weak self] item in
            self?.items.append(item)
            report(self?.items.count ?? 0)
        }).disposed(by: bag)
    }
}

final class Screen {
    var label: UILabel!
}

extension Observable {
    static func twice(_ value: Element) -> Observable<Element> { .of(value, value) }
}

let cart = Cart()
let picks = PublishSubject<String>()
cart.watch(picks)
picks.onNext("apple")
picks.onNext("pear")
print(cart.items)
let screen = Screen()
screen.label = UILabel()
if let label = screen.label {
    label.text = "set through if let"
    print(label.text ?? "")
}
_ = Observable.twice("hi").subscribe(onNext: { print($0) })

// Declared after the class that calls it: a file is one unit.
func report(_ count: Int) { print("items:", count) }
