/*:
 # Subjects in a page
 A **PublishSubject** hands on *what comes next*,
 to whoever listens:
 * one listener
 * or two
 */
import RxSwift

let subject = PublishSubject<String>()
let listening = subject.subscribe(onNext: { print(greet($0)) })
//: Now send something:
subject.onNext(animals[0])
//: [Next](@next)
