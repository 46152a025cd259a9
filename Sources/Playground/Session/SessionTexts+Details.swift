/// What `:help :COMMAND` says under a command's form (`MetaCommand.details`), and the small
/// labels around timelines and retain cycles. Flags, placeholders and code stay as in English.
extension SessionTexts {
    /// The details of the command `name`, whose English details are `english`.
    func details(of name: String, english: String) -> String {
        switch language {
        case .en: return english
        case .vi: return Self.vietnameseDetails[name] ?? english
        case .ko: return Self.koreanDetails[name] ?? english
        }
    }

    /// What marks the current time in a played frame; `clock` is the time, `1.2s`.
    func now(_ frame: Int, clock: String) -> String {
        switch language {
        case .en: return "now \(frame) (\(clock))"
        case .vi: return "hiện tại \(frame) (\(clock))"
        case .ko: return "현재 \(frame) (\(clock))"
        }
    }

    /// A line of a class that captures `self` strongly, under a retain cycle in `:subs`.
    func captureLine(_ line: Int, _ text: String) -> String {
        switch language {
        case .en: return "line \(line): \(text)"
        case .vi: return "dòng \(line): \(text)"
        case .ko: return "\(line)행: \(text)"
        }
    }

    static let vietnameseDetails = [
        "marbles": """
              --from T  bắt đầu ở thời điểm T (2s, 500ms, hoặc số frame như thước cho thấy)
              --to T    kết thúc ở thời điểm T
              --last N  N thời điểm cuối cùng có chuyện xảy ra
              --scale   theo đúng tỉ lệ thời gian: mọi frame rộng như nhau, kể cả frame trống
              --scale N như trên, với N cột mỗi frame (2 đến 12); giá trị dài hơn xuống chú thích
              --ascii   chỉ dùng ký tự ASCII
              --rxjs    mỗi lane thành marble kiểm thử của RxJS: cold('-a-b|', { a: '🐶' })
              --rxtest  mỗi lane thành các event đã ghi của RxTest, để dán vào một test
              --svg F   ghi timeline thành ảnh SVG vào F (tệp mới, hoặc tệp phiên này đã ghi)
              --svg! F  như trên, và ghi đè cả tệp không do phiên này ghi
              --html F  ghi một trang phát lại timeline như :play, có nút play/pause và thanh
                        thời gian: một tệp không cần mạng (mới, hoặc tệp phiên này đã ghi)
              --html! F như trên, và ghi đè cả tệp không do phiên này ghi
              --all     trong ảnh hay trang, cả các subscription không biến nào giữ (sub1, …)
            """,
        "play": """
              ở tốc độ 1, một frame thời gian ảo kéo dài đúng độ dài một frame thời gian thật;
              chuỗi hơn 10 frame trống được rút ngắn
            """,
        "app": """
              Bài học mở app của chính nó bằng một FOLDER tương đối, tìm bên cạnh tệp của bài
              (`:app apps/collage` trong lessons/2-collage.md là lessons/apps/collage).
            """,
        "subs": """
              Một subscription đang sống mà không DisposeBag nào giữ và không biến nào
              dispose được thì sống đến khi nguồn của nó kết thúc: nếu nguồn không bao giờ
              complete, đó là rò rỉ.

              Một subscription đang sống trong DisposeBag của một đối tượng không còn biến
              nào giữ là do retain cycle: closure của nó capture `self` kiểu strong, `self`
              sở hữu DisposeBag, và DisposeBag giữ subscription. `[weak self]` trong closure
              phá vòng này.

              Một subscription đang sống có nguồn thuộc về một đối tượng đã mất (subject
              private của một màn hình, màn hình đã bị pop) thì sống lâu hơn đối tượng đó:
              không gì còn phát được vào nguồn ấy, nên subscription không bao giờ kết thúc;
              hãy complete subject trước khi chủ của nó mất đi.

              Một operator subscribe vào các sequence mà closure của nó trả về (flatMap,
              flatMapFirst, flatMapLatest, concatMap, merge) liệt kê từng subscription như
              vậy khi nó còn sống, ngay sau subscription mà nó thuộc về
              (sub2 › flatMapFirst inner). Nếu chủ của sequence đó đã mất, sequence không
              thể kết thúc nữa, và operator chờ nó mãi mãi.
            """,
    ]

    static let koreanDetails = [
        "marbles": """
              --from T  시간 T부터 (2s, 500ms, 또는 눈금자에 보이는 프레임 번호)
              --to T    시간 T까지
              --last N  무언가 일어난 마지막 N개 시점
              --scale   시간 비율대로: 빈 프레임까지 모든 프레임을 같은 너비로, 화면 폭을 채워서
              --scale N 위와 같되 프레임마다 N열 (2에서 12); 더 긴 값은 범례로 갑니다
              --ascii   일반 ASCII 문자만
              --rxjs    각 lane을 RxJS 테스트 마블로: cold('-a-b|', { a: '🐶' })
              --rxtest  각 lane을 RxTest의 기록된 이벤트로, 테스트에 붙여 넣을 수 있게
              --svg F   타임라인을 SVG 그림으로 F에 씁니다 (새 파일, 또는 이 세션이 쓴 파일)
              --svg! F  위와 같되, 이 세션이 쓰지 않은 파일도 덮어씁니다
              --html F  :play처럼 타임라인을 재생하는 페이지를 씁니다. 재생/일시정지와 시간
                        슬라이더가 있고, 네트워크가 필요 없는 파일 하나입니다 (새 파일, 또는
                        이 세션이 쓴 파일)
              --html! F 위와 같되, 이 세션이 쓰지 않은 파일도 덮어씁니다
              --all     그림이나 페이지에, 어떤 변수에도 담기지 않은 구독까지 (sub1, …)
            """,
        "play": """
              속도 1에서 가상 시간의 한 프레임은 실제 시간으로 한 프레임 길이만큼 걸립니다.
              빈 프레임이 10개보다 많이 이어지면 줄여서 보여 줍니다
            """,
        "app": """
              레슨은 상대 경로 FOLDER로 자기 앱을 실행하며, 그 폴더는 레슨 파일 옆에서 찾습니다
              (lessons/2-collage.md 안의 `:app apps/collage`는 lessons/apps/collage).
            """,
        "subs": """
              어떤 DisposeBag에도 담기지 않고 어떤 변수로도 dispose할 수 없는 살아 있는
              구독은 소스가 끝날 때까지 살아 있습니다. 소스가 끝내 완료되지 않으면
              누수입니다.

              더 이상 어떤 변수도 가지고 있지 않은 객체의 DisposeBag에 든 살아 있는
              구독은 순환 참조로 살아 있습니다: 클로저가 `self`를 강하게 캡처하고,
              `self`가 DisposeBag을 가지며, DisposeBag이 구독을 가집니다. 클로저에
              `[weak self]`를 쓰면 순환이 끊깁니다.

              사라진 객체에 속했던 소스(화면의 private subject, pop된 화면)를 구독하던
              살아 있는 구독은 그 객체보다 오래 남습니다: 그 소스에는 이제 아무것도
              보낼 수 없으니 구독은 끝나지 않습니다. 주인이 사라지기 전에 subject를
              완료하세요.

              클로저가 돌려주는 sequence를 구독하는 연산자(flatMap, flatMapFirst,
              flatMapLatest, concatMap, merge)는 그런 구독이 살아 있는 동안 각각을 자기가
              속한 구독 뒤에 보여 줍니다(sub2 › flatMapFirst inner). 그 sequence의 주인이
              사라지면 sequence는 더 이상 끝날 수 없고, 연산자는 영영 기다립니다.
            """,
    ]
}
