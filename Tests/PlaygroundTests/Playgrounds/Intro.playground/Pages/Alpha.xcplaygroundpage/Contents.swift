//: # Time
import PlaygroundSupport
import RxSwift
PlaygroundPage.current.needsIndefiniteExecution = true

let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(3)
let ticking = ticks.subscribe(onNext: { print("tick", $0) }, onCompleted: { print("done") })
//: [Previous](@previous)
