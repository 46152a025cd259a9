/// `:help` in Vietnamese. Following lessons/README.md's terms: subscribe, subject, DisposeBag,
/// event, frame, lane, operator stay English; code and topic names never change.
extension HelpTexts {
    static let vietnamese = HelpTexts(
        intro: "Gõ Swift như trong một playground, với API của RxSwift 6 (PublishSubject, …).",
        commandsHeading: "Các lệnh:",
        commandArguments: ":help TÊN cho xem tham số của một lệnh.",
        topicsHeading: "Chủ đề (:help TÊN):",
        summaries: summaries,
        topics: [
            "subjects": subjects, "relays": relays, "traits": traits, "disposing": disposing, "operators": operators,
            "time": time, "marbles": marbles, "lessons": lessons, "ui": ui, "app": app,
        ])

    private static let summaries = [
        "help": "danh sách này; :help TÊN giải thích một chủ đề hoặc một lệnh",
        "marbles": "vẽ timeline (mọi lane, hoặc các lane được nêu tên)",
        "auto": "sau mỗi lần nhập, vẽ các lane mà lần nhập đó tác động tới",
        "vars": "các biến: tên, kiểu, giá trị (subject đang giữ gì)",
        "subs": "subscription: sống hay đã xong, DisposeBag nào giữ, cái nào rò rỉ",
        "resources": "Resources.total: số observable, subscription, disposable còn sống",
        "wait": "cho thời gian ảo trôi tiếp, chạy các timer đến hạn",
        "time": "thời gian ảo (mỗi lần nhập đẩy nó lên một frame)",
        "play": "phát lại timeline từng frame, đúng như đã diễn ra (Ctrl-C để dừng)",
        "reset": "quên mọi biến và timeline; thời gian bắt đầu lại từ 0",
        "undo": "bỏ lần nhập cuối (các lần nhập khác được chạy lại âm thầm)",
        "save": "ghi các lần nhập đã chạy không lỗi thành một script chạy được",
        "save!": "như :save, và được ghi đè cả tệp không do phiên này ghi ra",
        "load": "chạy một tệp Swift như một chương trình; dừng ở lỗi đầu tiên",
        "typed": "trong script: phần sau chạy như khi gõ (mỗi lần nhập một frame)",
        "lessons": "liệt kê các bài học",
        "lesson": "mở một bài học tại đây (dòng trống để sang bước tiếp theo)",
        "next": "bước tiếp theo của bài đang mở (dòng trống cũng vậy)",
        "check": "kiểm tra bài tập đang mở; cho thấy chỗ còn khác",
        "hint": "gợi ý tiếp theo của bài tập đang mở",
        "solution": "một lời giải của bài tập đang mở",
        "app": "khởi chạy project app trong một thư mục, như rxplay app",
        "tap": "bấm một nút hoặc bar button item trên màn hình của app",
        "select": "chọn hàng hoặc mục thứ N của table view hay collection view",
        "back": "quay lại màn hình trước, như nút back trên thanh điều hướng",
        "type": "gõ chữ vào một ô nhập trên màn hình của app",
        "alert": "bấm một nút của alert, theo tiêu đề của nút",
        "screen": "vẽ những gì màn hình của app đang hiển thị",
        "quit": "thoát (Ctrl-D trên một dòng trống cũng vậy)",
    ]

    private static let subjects = """
        Subject là observable mà chính bạn đẩy event vào.
          PublishSubject<T>()            chỉ những gì được phát sau khi bạn subscribe
          BehaviorSubject(value: x)      giá trị mới nhất trước, rồi những gì theo sau
          ReplaySubject<T>.create(bufferSize: n)
                                 n phần tử gần nhất trước (createUnbounded: tất cả)
          AsyncSubject<T>()              chỉ phần tử cuối cùng, khi nó complete
        Phát bằng onNext(x), onError(e), onCompleted(). Sau một event kết thúc,
        subject không phát gì nữa; subscriber mới chỉ nhận event kết thúc đó, sau
        bộ đệm của ReplaySubject hoặc phần tử cuối của AsyncSubject đã complete.

        """

    private static let relays = """
        Relay là subject không bao giờ kết thúc: accept(x) thay cho onNext, không có
        onError hay onCompleted, nên những gì được bind vào relay không bao giờ vô
        tình dừng lại.
          PublishRelay<T>()  BehaviorRelay(value: x) (.value để đọc giá trị)
          ReplayRelay<T>.create(bufferSize: n)
        BehaviorRelay thay cho Variable cũ: viết relay.accept(relay.value + [x]) ở
        chỗ code cũ viết variable.value.append(x).

        """

    private static let traits = """
        Trait là observable kèm một lời hứa về hình dạng của nó.
          Single<T>    đúng một phần tử hoặc một error   subscribe(onSuccess:onFailure:)
          Maybe<T>     một phần tử, không có gì, hoặc một error
                       subscribe(onSuccess:onError:onCompleted:)
          Completable  chỉ complete hoặc error   subscribe(onCompleted:onError:)
        Chuyển đổi bằng asSingle(), asMaybe(), ignoreElements().asCompletable(); nối
        tiếp bằng completable.andThen(next). asSingle() chờ đến khi complete: một
        subject không bao giờ complete thì không bao giờ thành công, còn phần tử thứ
        hai làm nó thất bại với "Sequence contains more than one element."

        """

    private static let disposing = """
        subscribe trả về một Disposable: gọi dispose() để thôi lắng nghe, hoặc cho nó
        vào một DisposeBag bằng .disposed(by: bag). DisposeBag dispose mọi thứ bên
        trong khi chính nó mất đi: gán bag = DisposeBag() để làm rỗng nó. Một
        subscription không ai giữ sẽ sống đến khi nguồn của nó kết thúc; :subs cho
        biết subscription nào còn sống và subscription nào không bao giờ dispose
        được. Ngoài ra còn có Disposables.create, CompositeDisposable,
        RefCountDisposable(disposable:) (dispose khi chính nó và mọi retain() đều
        đã được dispose) và ScheduledDisposable(scheduler:disposable:) (dispose
        trên scheduler đó).

        """

    private static let operators = """
        Operator tạo observable mới từ những observable có sẵn, ví dụ
        \(operatorNames)
        Nối chúng lại: subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: {
        print($0) })

        """

    private static let time = """
        Thời gian là thời gian ảo: mỗi lần bạn nhập, đồng hồ tiến một frame (100ms),
        và MainScheduler.instance chính là đồng hồ đó, nên delay, debounce,
        throttle, interval và timer chạy mà không phải chờ. :wait 2s cho đồng hồ
        tiến thêm và chạy những gì đến hạn; :time cho biết bây giờ là lúc nào.

        """

    private static let marbles = """
        :marbles vẽ một lane cho mỗi subject, relay, observable có tên và
        subscription, mỗi frame một cột: giá trị viết ngay trên lane (giá trị dài
        được thay bằng một chữ cái và giải thích ở phần chú thích), ^ subscribe,
        ! dispose, | complete, # error, ↺ phát lại khi subscribe; các event trong
        cùng một frame nằm trong ngoặc, giá trị cách nhau bằng dấu phẩy: (^1,2|);
        một phần tử giữ nguyên màu khi đi qua map, filter, delay, throttle, share …
        (combineLatest, zip, scan tạo ra phần tử mới). :marbles a b chỉ vẽ lane a
        và b; --from 200ms --to 1.5s hoặc --last 10 (10 frame gần nhất có chuyện
        xảy ra) chọn khoảng thời gian, --scale vẽ đúng tỉ lệ thời gian (frame nào
        cũng rộng như nhau, lấp đầy chiều ngang); --ascii, --rxjs, --rxtest và
        --svg TỆP vẽ hoặc xuất timeline theo cách khác (hình vẽ có bảng chú giải ký
        hiệu; RxJS viết subject thành hot(…)); --html TỆP ghi một trang phát lại
        timeline như :play, có nút play/pause và thanh trượt thời gian, hợp để
        trình chiếu (trang không cần mạng). :auto on vẽ các lane mà mỗi lần nhập
        tác động tới, sau mỗi lần nhập.
        ↯ trước một giá trị hoặc # đánh dấu thứ do một hàng đợi khác gửi (callback
        của một thư viện, observe(on:) một scheduler chạy nền): muốn đụng tới UI thì
        phải quay về hàng đợi chính trước.

        """

    private static let lessons = """
        :lessons liệt kê các bài học; :lesson TÊN mở một bài ngay tại đây. Một dòng
        trống đưa bạn sang bước tiếp theo. Ở bài tập, hãy gõ code cho đến khi bước
        kiểm tra đạt; :hint và :solution sẽ giúp bạn. Từ shell: rxplay lesson TÊN
        (--step để mỗi lần nhấn phím là một bước, --check để kiểm tra một bài học).

        """

    private static let app = """
        rxplay app THƯ_MỤC chạy một project iOS: mọi tệp .swift trong THƯ_MỤC (trừ
        Pods/ và các thư mục có tên kết thúc bằng Tests hay UITests) được biên dịch
        thành module của app, giống như Xcode build target của app. Storyboard
        (Base.lproj/Main.storyboard, hoặc storyboard mà UIMainStoryboardFile trong
        Info.plist chỉ định) tạo các scene theo custom class và storyboard ID, tạo
        các control nó khai báo cho các outlet, rồi nối các action (actionAdd: nhận
        sender, actionAdd thì không) và các segue.
        App khởi động như trên máy thật: app delegate của bạn được tạo, một window
        nhận controller đầu tiên của storyboard làm root, delegate của bạn nhận
          application(_:didFinishLaunchingWithOptions:)
        rồi window hiện ra: viewDidLoad, viewWillAppear, viewDidAppear.
        Dấu nhắc nằm bên trong module của app: các kiểu và object trong đó là của
        bạn, ví dụ
          UIApplication.shared.delegate as? AppDelegate
        Hãy thao tác như người dùng; sau mỗi thao tác, khung màn hình được vẽ lại:
          :tap TÊN          bấm một nút hoặc bar button item: theo tiêu đề, + cho
                            nút thêm, hoặc tên outlet
          :select N         hàng hoặc mục thứ N của table view hay collection view,
                            đếm từ 1
          :back             nút back trên thanh điều hướng
          :type Ô CHỮ       gõ CHỮ vào ô nhập Ô, theo tên outlet hoặc placeholder
          :alert TIÊU_ĐỀ    bấm nút TIÊU_ĐỀ của alert
          :screen           vẽ lại khung màn hình
        rxplay app THƯ_MỤC < script chạy đúng các dòng đó từ một tệp hoặc một pipe.
        :app THƯ_MỤC mở một project ngay tại dấu nhắc, và một bài học cũng mở app
        của riêng nó theo cách đó: :app apps/collage trong một bước ```rxplay tìm
        project ở lessons/apps/collage, cạnh bài học, rồi các bước sau điều khiển
        app bằng :tap, :type …

        """

    private static let ui = """
        Các bản mô phỏng UIKit, RxCocoa, Photos và Dispatch, giữ đúng tên thật:
        \(standInNames)
        Màn hình của riêng bạn là subclass của UIViewController (hoặc
        UITableViewController) và override viewDidLoad (chạy một lần, khi view được
        cần đến lần đầu) cùng viewWillAppear(_:), viewDidAppear, viewWillDisappear,
        viewDidDisappear (chạy khi push, pop, present, dismiss). Một màn hình đã bị
        pop mà không còn ai giữ sẽ được giải phóng: deinit của nó chạy.
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(
        withIdentifier: "PhotosViewController") tạo ra class của bạn có tên đó.
        Khi view được load, mỗi @IBOutlet var x: UIButton! nhận một control mới có
        tiêu đề theo tên của nó (buttonSave: Save; itemAdd: +, các bar button item
        nằm bên phải thanh điều hướng), và bấm vào nó sẽ chạy @IBAction actionSave()
        của bạn (hoặc saveTapped(), savePressed()): thao tác như người dùng bằng
        main.buttonSave.sendActions(for: .touchUpInside) hoặc main.itemAdd.tap().
        Thao tác như người dùng bằng sendActions(for:): gán text, rồi
        sendActions(for: .editingChanged); bật một switch bằng isOn = true, rồi
        sendActions(for: .valueChanged); bấm một nút bằng sendActions(for:
        .touchUpInside).
        Tiện ích riêng của playground, ở những chỗ UIKit không có cách công khai nào
        để thao tác như người dùng:
          item.tap()               bấm một UIBarButtonItem (không làm gì khi bị tắt)
          alert.tapButton("OK")    bấm một nút của alert: đóng alert, chạy handler
          picker.pick(UIImage(named: "beach"))   chọn một ảnh trong trình chọn ảnh
                                   đang hiện: gọi imagePickerController(_:
                                   didFinishPickingMediaWithInfo:) của delegate,
                                   nếu delegate có hàm đó
          picker.cancel()          gọi imagePickerControllerDidCancel(_:) của delegate
          PHPhotoLibrary.shared().failNextSave()   lần performChanges kế tiếp thất bại
          UIViewController(title:), UIButton(title:), UITextField(placeholder:),
          UIBarButtonItem(title:)  tạo một cái có sẵn chữ đó chỉ bằng một lệnh gọi
        Việc đã đưa vào hàng đợi sẽ chạy khi đồng hồ nhích tiếp (sau mỗi lần nhập,
        hoặc khi :wait).

        """
}
