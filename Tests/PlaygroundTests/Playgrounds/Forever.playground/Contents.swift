import PlaygroundSupport
import RxSwift
PlaygroundPage.current.needsIndefiniteExecution = true
let forever = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { print("tick", $0) })
