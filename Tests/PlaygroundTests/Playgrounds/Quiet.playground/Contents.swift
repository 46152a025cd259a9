import RxSwift
let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { print("tick", $0) })
print("the last line")
