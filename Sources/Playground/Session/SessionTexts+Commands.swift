/// The meta-commands' own answers: their wrong arguments and their confirmations.
extension SessionTexts {
    // MARK: - :auto, :help, :lesson

    var autoOn: String {
        switch language {
        case .en: return "timelines are drawn after every input"
        case .vi: return "timeline được vẽ sau mỗi lần nhập"
        case .ko: return "입력할 때마다 타임라인을 그립니다"
        }
    }

    var autoOff: String {
        switch language {
        case .en: return "timelines are drawn only with :marbles"
        case .vi: return "timeline chỉ được vẽ khi gõ :marbles"
        case .ko: return "타임라인은 :marbles로만 그립니다"
        }
    }

    /// `:auto` alone; `state` is `on` or `off`, as typed.
    func autoSayOnOff(now state: String) -> String {
        switch language {
        case .en: return "say on or off (now \(state))"
        case .vi: return "hãy gõ on hoặc off (hiện đang \(state))"
        case .ko: return "on이나 off를 주세요 (지금은 \(state))"
        }
    }

    func autoExpected(got: String) -> String {
        switch language {
        case .en: return "expected on or off, got \(got)"
        case .vi: return "cần on hoặc off, nhưng nhận được \(got)"
        case .ko: return "on이나 off가 와야 합니다. 받은 것: \(got)"
        }
    }

    var oneTopicAtATime: String {
        switch language {
        case .en: return "one topic at a time"
        case .vi: return "mỗi lần chỉ một chủ đề"
        case .ko: return "주제는 한 번에 하나씩만 주세요"
        }
    }

    func noTopic(_ subject: String) -> String {
        switch language {
        case .en: return "no topic or command called \(subject); :help lists topics and commands"
        case .vi: return "không có chủ đề hay lệnh nào tên \(subject); :help liệt kê các chủ đề và lệnh"
        case .ko: return "없는 주제나 명령입니다: \(subject). :help로 주제와 명령 목록을 보세요"
        }
    }

    var giveOneLesson: String {
        switch language {
        case .en: return "give one lesson name (:lessons lists them)"
        case .vi: return "cần đúng một tên bài (:lessons liệt kê các bài)"
        case .ko: return "레슨 이름을 하나 주세요 (:lessons로 목록을 볼 수 있습니다)"
        }
    }

    /// No lesson `name`; `known` are the lessons there are.
    func noLesson(_ name: String, known: [String]) -> String {
        let list = known.joined(separator: ", ")
        switch language {
        case .en: return "no lesson called \(name)" + (known.isEmpty ? "" : " (lessons: \(list))")
        case .vi: return "không có bài nào tên \(name)" + (known.isEmpty ? "" : " (các bài: \(list))")
        case .ko: return "없는 레슨입니다: \(name)" + (known.isEmpty ? "" : " (레슨 목록: \(list))")
        }
    }

    // MARK: - :undo, :reset, :vars, :typed, :resources

    var nothingToUndo: String {
        switch language {
        case .en: return "nothing to undo"
        case .vi: return "không có gì để hoàn tác"
        case .ko: return "되돌릴 입력이 없습니다"
        }
    }

    /// `line` is the first line of the input taken back.
    func undid(_ line: String) -> String {
        switch language {
        case .en: return "undid: \(line)"
        case .vi: return "đã hoàn tác: \(line)"
        case .ko: return "되돌렸습니다: \(line)"
        }
    }

    var sessionReset: String {
        switch language {
        case .en: return "session reset: no variables, time 0"
        case .vi: return "đã đặt lại phiên: không còn biến nào, thời gian về 0"
        case .ko: return "세션을 초기화했습니다: 변수 없음, 시간 0"
        }
    }

    var noVariables: String {
        switch language {
        case .en: return "no variables yet"
        case .vi: return "chưa có biến nào"
        case .ko: return "아직 변수가 없습니다"
        }
    }

    var typedAtPrompt: String {
        switch language {
        case .en: return "(at the prompt every input is typed already; :typed changes how a script runs)"
        case .vi: return "(ở dấu nhắc, mọi lần nhập vốn đã là gõ tay; :typed đổi cách một script chạy)"
        case .ko: return "(프롬프트의 입력은 이미 타이핑한 입력입니다. :typed는 스크립트에서 씁니다)"
        }
    }

    var runnerDidNotAnswer: String {
        switch language {
        case .en: return "the runner did not answer"
        case .vi: return "tiến trình chạy code không trả lời"
        case .ko: return "코드를 실행하는 프로세스가 응답하지 않았습니다"
        }
    }

    // MARK: - :time, :wait, :play

    /// The time as the playground shows it: `1.3s (frame 13)`.
    func time(_ clock: String, frame: Int) -> String {
        switch language {
        case .en, .vi: return "\(clock) (frame \(frame))"
        case .ko: return "\(clock) (프레임 \(frame))"
        }
    }

    /// `:time`'s answer; `time` as `time(_:frame:)` writes it.
    func timeIs(_ time: String, frameLength: Int) -> String {
        switch language {
        case .en: return "time is \(time); one input = \(frameLength)ms"
        case .vi: return "thời gian: \(time); mỗi lần nhập = \(frameLength)ms"
        case .ko: return "시간: \(time). 입력 하나 = \(frameLength)ms"
        }
    }

    /// `:wait`'s answer.
    func timeIs(_ time: String) -> String {
        switch language {
        case .en: return "time is \(time)"
        case .vi: return "thời gian: \(time)"
        case .ko: return "시간: \(time)"
        }
    }

    var giveOneDuration: String {
        switch language {
        case .en: return "give one duration"
        case .vi: return "cần đúng một khoảng thời gian"
        case .ko: return "시간 길이를 하나 주세요"
        }
    }

    func notADuration(_ text: String) -> String {
        switch language {
        case .en: return "\(text) is not a duration"
        case .vi: return "\(text) không phải là một khoảng thời gian"
        case .ko: return "시간 길이가 아닙니다: \(text)"
        }
    }

    func clockMovesAtMost(minutes: Int) -> String {
        switch language {
        case .en: return "the clock moves at most \(minutes)m at a time"
        case .vi: return "mỗi lần đồng hồ chỉ đi tối đa \(minutes)m"
        case .ko: return "시계를 한 번에 움직일 수 있는 최대 시간: \(minutes)m"
        }
    }

    /// A run of the clock that reached its limit; `hint` says how to go on.
    func stoppedWithWorkScheduled(after duration: String, hint: String) -> String {
        switch language {
        case .en: return "stopped after \(duration) of virtual time with work still scheduled (\(hint))"
        case .vi: return "đã dừng sau \(duration) thời gian ảo, vẫn còn việc đã lên lịch (\(hint))"
        case .ko: return "가상 시간으로 \(duration) 뒤에 멈췄습니다. 예약된 작업이 아직 남아 있습니다 (\(hint))"
        }
    }

    /// The hint after `rxplay run`'s clock stopped.
    var timeOptionSetsTheLimit: String {
        switch language {
        case .en: return "--time sets the limit"
        case .vi: return "--time đặt giới hạn này"
        case .ko: return "--time으로 한도를 정합니다"
        }
    }

    /// The hint after a `:load`ed script's clock stopped.
    var waitMovesFurther: String {
        switch language {
        case .en: return ":wait moves the clock further"
        case .vi: return ":wait đẩy đồng hồ đi tiếp"
        case .ko: return ":wait로 시계를 더 움직일 수 있습니다"
        }
    }

    var speedRange: String {
        switch language {
        case .en: return "the speed must be from 0.01 to 1000"
        case .vi: return "tốc độ phải từ 0.01 đến 1000"
        case .ko: return "속도는 0.01에서 1000 사이여야 합니다"
        }
    }

    /// A playback stopped by Ctrl-C after frame `frame`.
    func playStopped(at frame: Int) -> String {
        switch language {
        case .en: return "stopped at \(frame) (Ctrl-C)"
        case .vi: return "đã dừng ở \(frame) (Ctrl-C)"
        case .ko: return "멈춘 곳: \(frame) (Ctrl-C)"
        }
    }

    /// A playback's last line: from, to, and how many frames that is.
    func played(from: Int, to: Int, frames: Int) -> String {
        switch language {
        case .en: return "played \(from)…\(to) (\(frames) frame\(frames == 1 ? "" : "s"))"
        case .vi: return "đã phát \(from)…\(to) (\(frames) frame)"
        case .ko: return "재생했습니다: \(from)…\(to) (프레임 \(frames)개)"
        }
    }

    // MARK: - The app's screen

    var nothingOnScreen: String {
        switch language {
        case .en: return "(nothing is on screen)"
        case .vi: return "(màn hình đang trống)"
        case .ko: return "(화면에 아무것도 없습니다)"
        }
    }

    var giveOneProjectFolder: String {
        switch language {
        case .en: return "give one project folder"
        case .vi: return "cần đúng một thư mục project"
        case .ko: return "프로젝트 폴더를 하나 주세요"
        }
    }

    var nameTheButton: String {
        switch language {
        case .en: return "name the button to tap"
        case .vi: return "hãy nêu tên nút cần bấm"
        case .ko: return "누를 버튼의 이름을 주세요"
        }
    }

    var nameTheAlertButton: String {
        switch language {
        case .en: return "name the alert's button"
        case .vi: return "hãy nêu tên nút của alert"
        case .ko: return "alert 버튼의 이름을 주세요"
        }
    }

    var nameFieldThenText: String {
        switch language {
        case .en: return "name the field, then the text"
        case .vi: return "hãy nêu tên ô nhập, rồi đến chữ cần gõ"
        case .ko: return "입력란 이름을 주고, 이어서 입력할 텍스트를 주세요"
        }
    }

    var giveOneRow: String {
        switch language {
        case .en: return "give one row or item number"
        case .vi: return "cần đúng một số thứ tự hàng hoặc mục"
        case .ko: return "행이나 항목 번호를 하나 주세요"
        }
    }

    func notARow(_ text: String) -> String {
        switch language {
        case .en: return "\(text) is not a row number (they count from 1)"
        case .vi: return "\(text) không phải số thứ tự hàng (đếm từ 1)"
        case .ko: return "행 번호가 아닙니다: \(text) (번호는 1부터 셉니다)"
        }
    }
}
