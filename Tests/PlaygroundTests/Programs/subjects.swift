// RxSwift's subjects and a few operators, as the subjects article uses them.
import RxSwift
import RxRelay

let bag = DisposeBag()
let publish = PublishSubject<String>()
publish.onNext("lost")
publish.subscribe(onNext: { print("publish:", $0) }, onCompleted: { print("publish done") }).disposed(by: bag)
publish.onNext("a")

let behavior = BehaviorSubject(value: 1)
behavior.map { $0 * 10 }.subscribe { print("behavior:", $0) }.disposed(by: bag)
behavior.onNext(2)
behavior.onError(RxError.unknown)

let replay = ReplaySubject<Int>.create(bufferSize: 2)
[1, 2, 3].forEach(replay.onNext)
replay.subscribe(onNext: { print("replay:", $0) }).disposed(by: bag)

let relay = BehaviorRelay<[String]>(value: [])
relay.asObservable().map(\.count).distinctUntilChanged().subscribe(onNext: { print("count:", $0) }).disposed(by: bag)
relay.accept(relay.value + ["x"])
relay.accept(relay.value)

Observable.of(1, 2, 3, 4).filter { $0 % 2 == 0 }.scan(0, accumulator: +).toArray()
    .subscribe(onSuccess: { print("evens summed:", $0) }).disposed(by: bag)
Observable.combineLatest(publish, behavior.catchAndReturn(0)) { "\($0)\($1)" }
    .subscribe(onNext: { print("combined:", $0) }).disposed(by: bag)
publish.onNext("b")
publish.onCompleted()
Single<Int>.create { single in
    single(.success(42))
    return Disposables.create()
}.subscribe(onSuccess: { print("single:", $0) }, onFailure: { print("failed:", $0) }).disposed(by: bag)
print(String(describing: type(of: publish)), String(describing: type(of: relay)))
