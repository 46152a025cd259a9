/// The REPL's own notes on an input that did not end as inputs do: interrupted, stopped at the
/// time limit, or a program that stopped, and a line that continued the input before it.
extension SessionTexts {
    /// How the runner ended: out of processor time, stopped by a signal, or exited.
    enum RunnerEnd {
        case processorTime(seconds: Int)
        case signal(Int32)
        case status(Int32)
    }

    var interrupted: String {
        switch language {
        case .en: return "(interrupted: the input is dropped; the session is as it was before it)"
        case .vi: return "(đã ngắt: lần nhập này bị bỏ; phiên vẫn như trước khi nhập)"
        case .ko: return "(중단됨: 이 입력은 버려졌고, 세션은 입력하기 전 그대로입니다)"
        }
    }

    func timedOut(seconds: Int) -> String {
        switch language {
        case .en: return "stopped after \(seconds) s (a loop that does not end?); the session is as it was before this input"
        case .vi: return "đã dừng sau \(seconds) s (một vòng lặp không dừng?); phiên vẫn như trước lần nhập này"
        case .ko: return "\(seconds)초 뒤에 멈췄습니다 (끝나지 않는 반복문?). 세션은 이 입력 전 그대로입니다"
        }
    }

    var inputCouldNotRun: String {
        switch language {
        case .en: return "the input could not run"
        case .vi: return "lần nhập này không chạy được"
        case .ko: return "이 입력을 실행할 수 없습니다"
        }
    }

    /// Learner code wrote on the channel the runner answers the session on.
    /// An input closed (or replaced) the descriptor the runner reads requests on.
    var channelClosed: String {
        switch language {
        case .en:
            return "an input closed the playground's own channel (file descriptor 3), so no code can run "
                + "until that input is taken back (:undo, one input at a time) or the session starts afresh (:reset)"
        case .vi:
            return "một lần nhập đã đóng kênh riêng của playground (file descriptor 3), nên không mã nào chạy "
                + "được cho đến khi bỏ lần nhập đó (:undo, mỗi lần một lần nhập) hoặc bắt đầu lại phiên (:reset)"
        case .ko:
            return "한 입력이 playground 전용 채널(file descriptor 3)을 닫아서, 그 입력을 되돌리거나(:undo, "
                + "한 번에 입력 하나) 세션을 처음부터 다시 시작할 때까지(:reset) 어떤 코드도 실행할 수 없습니다"
        }
    }

    var forgedReply: String {
        switch language {
        case .en:
            return "the program wrote on the playground's own channel, so nothing it answered can be trusted; "
                + "the session starts again from your inputs"
        case .vi:
            return "chương trình đã ghi vào kênh riêng của playground, nên không thể tin câu trả lời của nó; "
                + "phiên chạy lại từ các input của bạn"
        case .ko:
            return "프로그램이 playground 전용 채널에 썼기 때문에 그 응답은 믿을 수 없습니다; "
                + "세션을 입력한 코드부터 다시 시작합니다"
        }
    }

    var runnerDidNotStart: String {
        switch language {
        case .en: return "the runner did not start"
        case .vi: return "tiến trình chạy code không khởi động được"
        case .ko: return "코드를 실행하는 프로세스가 시작되지 않았습니다"
        }
    }

    /// The line after a program that stopped: why, when Swift said nothing.
    func programEnded(_ end: RunnerEnd) -> String {
        switch (language, end) {
        case (.en, .processorTime(let seconds)):
            return "error: the session's code used all \(seconds) s of processor time it may use "
                + "(a loop or a thread that does not end?); the session starts again from your inputs"
        case (.vi, .processorTime(let seconds)):
            return "error: code của phiên đã dùng hết \(seconds) s thời gian CPU được phép "
                + "(một vòng lặp hay một thread không dừng?); phiên chạy lại từ các lần nhập của bạn"
        case (.ko, .processorTime(let seconds)):
            return "error: 세션의 코드가 쓸 수 있는 CPU 시간 \(seconds)초를 모두 썼습니다 "
                + "(끝나지 않는 반복문이나 스레드?). 입력한 내용으로 세션을 다시 시작합니다"
        case (.en, .signal(let signal)): return "the program was stopped by signal \(signal)"
        case (.vi, .signal(let signal)): return "chương trình bị dừng bởi signal \(signal)"
        case (.ko, .signal(let signal)): return "프로그램이 시그널 \(signal) 때문에 멈췄습니다"
        case (.en, .status(let status)): return "the program exited with status \(status)"
        case (.vi, .status(let status)): return "chương trình đã thoát với mã \(status)"
        case (.ko, .status(let status)): return "프로그램이 끝났습니다 (종료 코드 \(status))"
        }
    }

    /// The runner ended while the prompt waited: said with the next input's output.
    func endedBetweenInputs(_ end: RunnerEnd) -> String {
        switch (language, end) {
        case (.en, _):
            let how: String
            switch end {
            case .processorTime(let seconds):
                how = "used all \(seconds) s of processor time it may use (a thread that does not end?)"
            case .signal(let signal): how = "was stopped by signal \(signal)"
            case .status(let status): how = "exited with status \(status)"
            }
            return "note: code of an earlier input went on running between inputs and \(how); "
                + "the session starts again from your inputs"
        case (.vi, _):
            let how: String
            switch end {
            case .processorTime(let seconds):
                how = "đã dùng hết \(seconds) s thời gian CPU được phép (một thread không dừng?)"
            case .signal(let signal): how = "bị dừng bởi signal \(signal)"
            case .status(let status): how = "đã thoát với mã \(status)"
            }
            return "note: code của một lần nhập trước vẫn chạy tiếp giữa các lần nhập và \(how); "
                + "phiên chạy lại từ các lần nhập của bạn"
        case (.ko, _):
            let how: String
            switch end {
            case .processorTime(let seconds):
                how = "쓸 수 있는 CPU 시간 \(seconds)초를 모두 썼습니다 (끝나지 않는 스레드?)"
            case .signal(let signal): how = "시그널 \(signal) 때문에 멈췄습니다"
            case .status(let status): how = "끝났습니다 (종료 코드 \(status))"
            }
            return "note: 이전 입력의 코드가 입력 사이에도 계속 실행되다가 \(how). "
                + "입력한 내용으로 세션을 다시 시작합니다"
        }
    }

    var outOfStack: String {
        switch language {
        case .en:
            return "note: the program ran out of stack: a recursion went deeper than the stack allows "
                + "(one that does not end, or data nested too deeply)"
        case .vi:
            return "note: chương trình đã hết stack: một đệ quy đi sâu hơn mức stack cho phép "
                + "(đệ quy không dừng, hoặc dữ liệu lồng nhau quá sâu)"
        case .ko:
            return "note: 프로그램의 스택이 바닥났습니다: 재귀가 스택이 허용하는 깊이를 넘었습니다 "
                + "(끝나지 않는 재귀, 또는 너무 깊이 중첩된 데이터)"
        }
    }

    /// The note on the line where a program trapped.
    var stoppedHere: String {
        switch language {
        case .en: return "the program stopped here"
        case .vi: return "chương trình dừng ở đây"
        case .ko: return "프로그램이 여기서 멈췄습니다"
        }
    }

    /// A line that continued the input before it (`.map { … }` on its own line); `shown` is
    /// that input's first line.
    func continues(_ shown: String) -> String {
        switch language {
        case .en:
            return "(this line continues `\(shown)` above: that input was taken back and the two ran as one statement)"
        case .vi:
            return "(dòng này nối tiếp `\(shown)` ở trên: lần nhập đó đã được rút lại và cả hai chạy thành một câu lệnh)"
        case .ko:
            return "(이 줄은 위의 `\(shown)` 입력에 이어집니다. 그 입력을 되돌리고 둘을 한 문장으로 실행했습니다)"
        }
    }
}

/// What the terminal loop says between inputs (`rxplay`'s REPL).
extension SessionTexts {
    /// The first line of an interactive session; `version` is rxplay's.
    public func banner(version: String) -> String {
        switch language {
        case .en:
            return "RxPlayground \(version) · RxSwift 6 · Swift compiles what you type · :help for help, :lessons for lessons"
        case .vi:
            return "RxPlayground \(version) · RxSwift 6 · Swift biên dịch những gì bạn gõ · :help để xem trợ giúp, "
                + ":lessons để xem các bài học"
        case .ko:
            return "RxPlayground \(version) · RxSwift 6 · 입력한 코드를 Swift가 컴파일합니다 · 도움말은 :help, "
                + "레슨은 :lessons"
        }
    }

    /// Ctrl-D ended the terminal's input in the middle of an input.
    public var droppedInput: String {
        switch language {
        case .en: return "(the unfinished input is dropped; Ctrl-D on an empty line leaves)"
        case .vi: return "(phần nhập chưa xong đã bị bỏ; Ctrl-D trên một dòng trống để thoát)"
        case .ko: return "(끝나지 않은 입력은 버렸습니다. 나가려면 빈 줄에서 Ctrl-D)"
        }
    }

    /// Piped input ended in the middle of an input that began on `line`.
    public func unfinishedAtEnd(startingOn line: Int) -> String {
        switch language {
        case .en:
            return "error: the input ended inside the input that begins on line \(line) "
                + "(an open brace, bracket, parenthesis or string); it did not run"
        case .vi:
            return "error: đầu vào kết thúc giữa lần nhập bắt đầu ở dòng \(line) "
                + "(một dấu ngoặc hoặc chuỗi chưa đóng); lần nhập đó không chạy"
        case .ko:
            return "error: \(line)번째 줄에서 시작한 입력이 끝나기 전에 입력 전체가 끝났습니다 "
                + "(닫히지 않은 괄호나 문자열). 그 입력은 실행하지 않았습니다"
        }
    }

    /// Ctrl-C abandoned a partly typed input.
    public var interruptedInput: String {
        switch language {
        case .en: return "(the unfinished input is dropped)"
        case .vi: return "(phần nhập chưa xong đã bị bỏ)"
        case .ko: return "(끝나지 않은 입력은 버렸습니다)"
        }
    }
}
