import RxSwift
let forever = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).subscribe(onNext: { print("tick", $0) })
