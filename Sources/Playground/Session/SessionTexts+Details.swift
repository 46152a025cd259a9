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
    ]
}
