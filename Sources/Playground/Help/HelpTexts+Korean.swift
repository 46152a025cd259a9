/// `:help` in Korean. Following lessons/README.md's terms: 구독, 구독자, 완료, 에러, 연산자;
/// Observable, subject, relay, sequence, DisposeBag, lane stay English, and a particle after an
/// English word goes by how it is read aloud. Code and topic names never change.
extension HelpTexts {
    static let korean = HelpTexts(
        intro: "플레이그라운드처럼 Swift를 입력하세요(RxSwift 6의 API: PublishSubject, …).",
        commandsHeading: "명령:",
        commandArguments: ":help 이름은 명령의 인자를 보여 줍니다.",
        topicsHeading: "주제(:help 이름):",
        summaries: summaries,
        topics: [
            "subjects": subjects, "relays": relays, "traits": traits, "disposing": disposing, "operators": operators,
            "time": time, "marbles": marbles, "lessons": lessons, "ui": ui, "app": app,
        ])

    private static let summaries = [
        "help": "이 목록. :help 이름은 주제나 명령을 설명합니다",
        "marbles": "타임라인을 그립니다(모든 lane, 또는 이름을 준 lane)",
        "auto": "입력할 때마다 그 입력이 건드린 lane을 그립니다",
        "vars": "변수: 이름, 타입, 값(subject가 가진 값까지)",
        "subs": "구독: 살아 있는지, 어느 DisposeBag에 있는지, 새는지",
        "resources": "Resources.total: 살아 있는 Observable, 구독, disposable",
        "wait": "가상 시간을 앞으로 보내며 때가 된 타이머를 실행합니다",
        "time": "가상 시간(입력할 때마다 한 프레임씩 흐릅니다)",
        "play": "타임라인을 일어난 그대로 프레임마다 재생합니다(Ctrl-C로 멈춤)",
        "reset": "변수와 타임라인을 모두 지웁니다. 시간은 0부터 다시 시작",
        "undo": "마지막 입력을 취소합니다(나머지는 조용히 다시 실행)",
        "save": "에러 없이 실행된 입력을 실행 가능한 스크립트로 저장합니다",
        "save!": ":save와 같되, 이 세션이 쓰지 않은 파일도 덮어씁니다",
        "load": "Swift 파일을 프로그램으로 실행합니다. 첫 에러에서 멈춤",
        "typed": "스크립트 안에서: 나머지를 입력하듯 실행(입력마다 한 프레임)",
        "lessons": "레슨 목록을 보여 줍니다",
        "lesson": "여기서 레슨을 시작합니다(빈 줄은 다음 단계로)",
        "next": "열린 레슨의 다음 단계(빈 줄도 같습니다)",
        "check": "열린 연습 문제를 검사하고 다른 점을 보여 줍니다",
        "hint": "열린 연습 문제의 다음 힌트",
        "solution": "열린 연습 문제의 풀이",
        "app": "폴더의 앱 프로젝트를 실행합니다(rxplay app과 같음)",
        "tap": "앱 화면의 버튼이나 bar button item을 누릅니다",
        "select": "앱의 table view나 collection view에서 N번째 항목을 고릅니다",
        "back": "내비게이션 바의 뒤로 버튼처럼 이전 화면으로 돌아갑니다",
        "type": "앱 화면의 텍스트 필드에 글자를 입력합니다",
        "alert": "alert에서 제목으로 고른 버튼을 누릅니다",
        "screen": "앱 화면에 보이는 것을 그립니다",
        "quit": "끝냅니다(빈 줄에서 Ctrl-D를 눌러도 됩니다)",
    ]

    private static let subjects = """
        Subject는 이벤트를 직접 넣는 Observable입니다.
          PublishSubject<T>()            구독한 뒤에 보낸 것만
          BehaviorSubject(value: x)      최신 값 먼저, 그다음에 오는 것
          ReplaySubject<T>.create(bufferSize: n)
                                 최근 요소 n개 먼저(createUnbounded: 전부)
          AsyncSubject<T>()              완료될 때 마지막 요소만
        onNext(x), onError(e), onCompleted()로 보냅니다. 종료 이벤트 뒤에는
        subject가 아무것도 보내지 않고, 새 구독자는 종료 이벤트만 받습니다.
        그 앞에 ReplaySubject는 버퍼를, 완료된 AsyncSubject는 마지막 요소를
        보냅니다.

        """

    private static let relays = """
        Relay는 끝날 수 없는 subject입니다. onNext 대신 accept(x)를 쓰고
        onError와 onCompleted가 없으므로, relay에 bind한 것이 실수로 멈추는 일이
        없습니다.
          PublishRelay<T>()  BehaviorRelay(value: x)(.value로 값을 읽음)
          ReplayRelay<T>.create(bufferSize: n)
        BehaviorRelay는 예전의 Variable을 대신합니다. 예전 코드의
        variable.value.append(x)는 relay.accept(relay.value + [x])로 씁니다.

        """

    private static let traits = """
        Trait는 모양에 대한 약속이 붙은 Observable입니다.
          Single<T>    정확히 요소 하나, 또는 에러   subscribe(onSuccess:onFailure:)
          Maybe<T>     요소 하나, 아무것도 없음, 또는 에러
                       subscribe(onSuccess:onError:onCompleted:)
          Completable  완료 또는 에러만   subscribe(onCompleted:onError:)
        asSingle(), asMaybe(), ignoreElements().asCompletable()로 바꾸고,
        completable.andThen(next)로 이어 붙입니다. asSingle()은 완료를
        기다립니다. 완료되지 않는 subject는 결코 성공하지 않고, 두 번째 요소가
        오면 "Sequence contains more than one element."로 실패합니다.

        """

    private static let disposing = """
        subscribe는 Disposable을 돌려줍니다. dispose()를 부르면 더 이상 듣지 않고,
        .disposed(by: bag)으로 DisposeBag에 넣을 수도 있습니다. DisposeBag은
        자신이 사라질 때 담긴 것을 모두 dispose합니다. bag = DisposeBag()을
        대입하면 비워집니다. 아무도 붙잡지 않은 구독은 구독한 Observable이 끝날
        때까지 살아 있습니다. :subs는 어느 구독이 살아 있고 어느 구독이 결코
        dispose될 수 없는지 보여 줍니다. Disposables.create, CompositeDisposable,
        RefCountDisposable(disposable:)(자신과 모든 retain()이 dispose되면
        dispose합니다), ScheduledDisposable(scheduler:disposable:)(그
        scheduler에서 dispose합니다)도 있습니다.

        """

    private static let operators = """
        연산자는 기존 Observable로 새 Observable을 만듭니다. 예:
        \(operatorNames)
        이어 쓰기: subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: {
        print($0) })

        """

    private static let time = """
        시간은 가상입니다. 입력할 때마다 시계가 한 프레임(100ms)씩 움직이고,
        MainScheduler.instance가 바로 그 시계이므로 delay, debounce, throttle,
        interval, timer가 기다리지 않고 실행됩니다. :wait 2s는 시계를 더
        움직이며 그동안 때가 된 일을 실행하고, :time은 지금 시간을 보여 줍니다.

        """

    private static let marbles = """
        :marbles는 subject, relay, 이름 붙은 Observable, 구독마다 lane을 하나씩
        그리고, 프레임마다 한 칸을 씁니다. 값은 lane 위에 바로 쓰고(긴 값은 글자
        하나로 쓰고 아래 범례에서 풉니다), 기호는 ^ 구독, ! dispose, | 완료,
        # 에러, ↺ 구독하면서 다시 받은 값입니다. 한 프레임의 이벤트는 괄호로 묶고
        값은 쉼표로 나눕니다: (^1,2|). 요소는 map, filter, delay, throttle,
        share 등을 거쳐도 색이 그대로입니다(combineLatest, zip, scan은 새 요소를
        만듭니다). :marbles a b는 lane a와 b만 그립니다. --from 200ms --to 1.5s나
        --last 10(무슨 일이 있었던 마지막 프레임 10개)으로 구간을 고르고,
        --scale은 시간을 비율대로 그립니다(모든 프레임을 같은 너비로, 화면 너비를
        채워서). --ascii, --rxjs, --rxtest, --svg 파일은 다른 방식으로 그리거나
        내보냅니다(그림에는 기호 설명이 붙고, RxJS는 subject를 hot(…)으로
        씁니다). --html 파일은 :play처럼 재생하는 페이지 하나를 씁니다.
        재생/일시 정지 버튼과 시간 슬라이더가 있어 프로젝터로 보여 주기 좋고,
        네트워크가 필요 없습니다. :auto on은 입력할 때마다 그 입력이 건드린
        lane을 그립니다.
        값이나 # 앞의 ↯는 다른 큐의 작업이 보낸 것입니다(라이브러리의 콜백,
        백그라운드 스케줄러로 observe(on:)). UI를 건드리려면 먼저 메인 큐로
        돌아와야 합니다.

        """

    private static let lessons = """
        :lessons는 레슨 목록을 보여 주고, :lesson 이름은 여기서 레슨을 시작합니다.
        빈 줄을 입력하면 다음 단계로 넘어갑니다. 연습 문제에서는 검사를 통과할
        때까지 코드를 입력하세요. :hint와 :solution이 도와줍니다. 셸에서는
        rxplay lesson 이름으로 시작합니다(--step은 키를 누를 때마다 한 단계씩,
        --check는 레슨을 검증합니다).

        """

    private static let app = """
        rxplay app 경로는 iOS 프로젝트를 실행합니다. 경로 아래의 .swift 파일을
        모두(Pods/와, 이름이 Tests나 UITests로 끝나는 폴더는 빼고) Xcode가 앱
        target을 빌드하듯 앱의 모듈로 컴파일합니다. storyboard
        (Base.lproj/Main.storyboard, 또는 Info.plist의 UIMainStoryboardFile이
        가리키는 것)가 custom class와 storyboard ID로 scene을 만들고, outlet에
        선언된 control을 만들고, action(actionAdd:는 sender를 받고 actionAdd는
        받지 않습니다)과 segue를 연결합니다.
        앱은 기기에서처럼 시작합니다. 여러분의 app delegate가 만들어지고, window가
        storyboard의 첫 controller를 root로 삼고, delegate의 다음 메서드가
        호출된 뒤
          application(_:didFinishLaunchingWithOptions:)
        window가 나타납니다: viewDidLoad, viewWillAppear, viewDidAppear.
        프롬프트는 앱의 모듈 안에 있으므로 앱의 타입과 객체를 그대로 씁니다. 예:
          UIApplication.shared.delegate as? AppDelegate
        사용자처럼 조작하세요. 조작할 때마다 화면 상자를 그립니다:
          :tap 이름          버튼이나 bar button item을 누릅니다: 제목, 추가는 +,
                             또는 outlet 이름으로
          :select N          table view나 collection view의 N번째 행이나
                             항목(1부터)
          :back              내비게이션 바의 뒤로 버튼
          :type 필드 텍스트  텍스트 필드에 입력합니다. 필드는 outlet 이름이나
                             placeholder로
          :alert 제목        alert에서 그 제목의 버튼을 누릅니다
          :screen            화면 상자를 다시 그립니다
        rxplay app 경로 < script는 같은 줄들을 파일이나 파이프에서 읽어
        실행합니다. :app 폴더는 프롬프트에서 프로젝트를 실행하고, 레슨도 같은
        방식으로 자기 앱을 실행합니다. ```rxplay 단계의 :app apps/collage는 레슨
        옆의 lessons/apps/collage에서 프로젝트를 찾고, 이어지는 단계가 :tap,
        :type 등으로 앱을 조작합니다.

        """

    private static let ui = """
        UIKit, RxCocoa, Photos, Dispatch를 흉내 낸 구현이 실제 이름 그대로 있습니다:
        \(standInNames)
        직접 만드는 화면은 UIViewController(또는 UITableViewController)를 상속하고
        viewDidLoad(view가 처음 필요할 때 한 번 실행)와 viewWillAppear(_:),
        viewDidAppear, viewWillDisappear, viewDidDisappear(push, pop, present,
        dismiss 때 실행)를 override합니다. pop된 화면을 아무도 붙잡고 있지 않으면
        해제되고 deinit이 실행됩니다.
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(
        withIdentifier: "PhotosViewController")는 그 이름을 가진 여러분의
        클래스를 만듭니다.
        view가 로드되면 각 @IBOutlet var x: UIButton!에 이름을 딴 제목의 새
        control이 생기고(buttonSave: Save, itemAdd: +. bar button item은
        내비게이션 바 오른쪽에 놓입니다), 그것을 누르면 @IBAction actionSave()(또는
        saveTapped(), savePressed())가 실행됩니다. 사용자처럼 조작하려면
        main.buttonSave.sendActions(for: .touchUpInside)나 main.itemAdd.tap()을
        부르세요.
        sendActions(for:)로 사용자처럼 조작합니다. text를 설정한 뒤
        sendActions(for: .editingChanged), switch는 isOn = true로 바꾼 뒤
        sendActions(for: .valueChanged), 버튼은 sendActions(for: .touchUpInside).
        UIKit에 사용자 조작을 흉내 낼 공개 API가 없는 곳에는 플레이그라운드의
        편의 기능이 있습니다:
          item.tap()               UIBarButtonItem을 누릅니다(비활성이면 아무 일 없음)
          alert.tapButton("OK")    alert의 버튼을 누릅니다: alert을 닫고 handler 실행
          picker.pick(UIImage(named: "beach"))   떠 있는 피커에서 이미지를
                                   고릅니다: delegate에 imagePickerController(_:
                                   didFinishPickingMediaWithInfo:)가 있으면 호출
          picker.cancel()          delegate의 imagePickerControllerDidCancel(_:) 호출
          PHPhotoLibrary.shared().failNextSave()   다음 performChanges가 실패합니다
          UIViewController(title:), UIButton(title:), UITextField(placeholder:),
          UIBarButtonItem(title:)  그 텍스트를 가진 것을 한 번에 만듭니다
        큐에 넣은 작업은 시계가 다음에 움직일 때(입력할 때마다, 또는 :wait) 실행됩니다.

        """
}
