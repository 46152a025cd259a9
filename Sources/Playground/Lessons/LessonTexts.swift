/// What the lesson runner itself says, in each lesson language.
struct LessonTexts {
    let language: LessonLanguage

    /// How a lesson works, shown when it starts.
    /// How step mode works (`rxplay lesson --step`), said when a lesson starts so.
    var howStepsWork: String {
        switch language {
        case .en:
            return "How it works: each key press shows the next step and runs its code. At an exercise, s runs "
                + "its solution and n skips it (its solution then runs quietly, so the next steps work); q quits."
        case .vi:
            return "Cách dùng: mỗi lần nhấn phím sẽ hiện bước tiếp theo và chạy code của bước đó. Ở bài tập, s chạy "
                + "lời giải, n bỏ qua bài tập (lời giải vẫn chạy ngầm để các bước sau chạy được); q để thoát."
        case .ko:
            return "진행 방법: 키를 누를 때마다 다음 단계를 보여 주고 그 코드를 실행합니다. 연습 문제에서는 s로 풀이를 "
                + "실행하고 n으로 건너뜁니다(다음 단계가 동작하도록 풀이는 조용히 실행됩니다). q로 끝냅니다."
        }
    }

    var howItWorks: String {
        switch language {
        case .en:
            return "How it works: press Enter for the next step. In an exercise, type your code at the prompt; "
                + ":check shows what still differs, :hint gives a hint, :solution shows a solution. :undo takes back your last input."
        case .vi:
            return "Cách học: nhấn Enter để sang bước tiếp theo. Ở mỗi bài tập, hãy gõ code của bạn tại dấu nhắc; "
                + ":check cho biết chỗ nào còn khác, :hint đưa ra gợi ý, :solution hiện một lời giải. :undo bỏ lệnh vừa gõ."
        case .ko:
            return "진행 방법: Enter를 누르면 다음 단계로 넘어갑니다. 연습 문제에서는 프롬프트에 코드를 입력하세요. "
                + ":check는 아직 다른 부분을 보여 주고, :hint는 힌트를, :solution은 풀이를 보여 줍니다. :undo는 마지막 입력을 되돌립니다."
        }
    }

    /// How the demo mode works, shown when `--step` starts.
    /// Step mode's footer: the keys that apply now, within 80 columns.
    func stepKeys(atExercise: Bool) -> String {
        switch (language, atExercise) {
        case (.en, false): return "[any key: next step · q: quit]"
        case (.en, true): return "[s: run the solution · n: skip the exercise · q: quit]"
        case (.vi, false): return "[phím bất kỳ: bước tiếp · q: thoát]"
        case (.vi, true): return "[s: chạy lời giải · n: bỏ qua bài tập · q: thoát]"
        case (.ko, false): return "[아무 키: 다음 단계 · q: 종료]"
        case (.ko, true): return "[s: 풀이 실행 · n: 연습 문제 건너뛰기 · q: 종료]"
        }
    }

    /// A lesson command with no lesson open; `listing` adds where to find one.
    func noLessonOpen(listing: Bool = false) -> String {
        switch (language, listing) {
        case (.en, false): return "no lesson is open"
        case (.en, true): return "no lesson is open; :lessons lists them"
        case (.vi, false): return "chưa mở bài học nào"
        case (.vi, true): return "chưa mở bài học nào; :lessons liệt kê các bài"
        case (.ko, false): return "열려 있는 레슨이 없습니다"
        case (.ko, true): return "열려 있는 레슨이 없습니다. :lessons로 목록을 보세요"
        }
    }

    /// `:lessons` in a folder with none.
    var noLessonsFound: String {
        switch language {
        case .en: return "no lessons found"
        case .vi: return "không tìm thấy bài học nào"
        case .ko: return "레슨을 찾지 못했습니다"
        }
    }

    /// A playground lesson whose `Sources` folder fails to compile or run.
    var playgroundSourcesFail: String {
        switch language {
        case .en: return "the playground's Sources do not run"
        case .vi: return "thư mục Sources của playground không chạy được"
        case .ko: return "플레이그라운드의 Sources가 실행되지 않습니다"
        }
    }

    /// Under the list of lessons.
    var startOne: String {
        switch language {
        case .en: return "Start one with :lesson NAME (or rxplay lesson NAME)."
        case .vi: return "Bắt đầu một bài bằng :lesson TÊN (hoặc rxplay lesson TÊN)."
        case .ko: return ":lesson 이름으로 레슨을 시작하세요 (또는 rxplay lesson 이름)."
        }
    }

    func exerciseHeading(_ title: String) -> String {
        switch language {
        case .en: return "Exercise: \(title)"
        case .vi: return "Bài tập: \(title)"
        case .ko: return "연습 문제: \(title)"
        }
    }

    /// Said under an exercise's task: how to answer it, at the prompt or, in step mode, by key.
    func exercisePrompt(stepsByKey: Bool) -> String {
        if stepsByKey {
            switch language {
            case .en: return "(s runs the solution and draws the lanes it checks; n skips the exercise)"
            case .vi: return "(s chạy lời giải và vẽ các lane được kiểm tra; n bỏ qua bài tập)"
            case .ko: return "(s는 풀이를 실행하고 검사하는 lane을 그립니다. n은 연습 문제를 건너뜁니다)"
            }
        }
        switch language {
        case .en: return "(type your code at the prompt; :check shows what differs, :hint gives a hint, :solution a solution)"
        case .vi: return "(gõ code tại dấu nhắc; :check cho biết chỗ khác, :hint đưa gợi ý, :solution hiện lời giải)"
        case .ko: return "(프롬프트에 코드를 입력하세요. :check는 다른 점을, :hint는 힌트를, :solution은 풀이를 보여 줍니다)"
        }
    }

    func stillOpen(_ title: String) -> String {
        switch language {
        case .en: return "The exercise “\(title)” is still open: type your code, or :solution to see one."
        case .vi: return "Bài tập “\(title)” vẫn đang mở: hãy gõ code, hoặc dùng :solution để xem lời giải."
        case .ko: return "연습 문제 “\(title)”: 아직 끝나지 않았습니다. 코드를 입력하거나 :solution으로 풀이를 보세요."
        }
    }

    /// Said when an exercise's checks pass; in step mode any key goes on, not only Enter.
    func done(_ title: String, stepsByKey: Bool = false) -> String {
        switch (language, stepsByKey) {
        case (.en, false): return "✓ Exercise “\(title)” done. Press Enter to go on."
        case (.en, true): return "✓ Exercise “\(title)” done."
        case (.vi, false): return "✓ Đã xong bài tập “\(title)”. Nhấn Enter để tiếp tục."
        case (.vi, true): return "✓ Đã xong bài tập “\(title)”."
        case (.ko, false): return "✓ 연습 문제 “\(title)” 완료. Enter를 눌러 계속하세요."
        case (.ko, true): return "✓ 연습 문제 “\(title)” 완료."
        }
    }

    func skipped(_ title: String) -> String {
        switch language {
        case .en: return "Skipped the exercise “\(title)”: its solution ran quietly, so the next steps work."
        case .vi: return "Đã bỏ qua bài tập “\(title)”: lời giải đã chạy ngầm để các bước sau vẫn chạy được."
        case .ko: return "연습 문제 “\(title)”: 건너뛰었습니다. 다음 단계가 동작하도록 풀이를 조용히 실행했습니다."
        }
    }

    var solutionHeading: String {
        switch language {
        case .en: return "A solution:"
        case .vi: return "Một lời giải:"
        case .ko: return "풀이 예시:"
        }
    }

    func end(_ title: String) -> String {
        switch language {
        case .en: return "End of “\(title)”."
        case .vi: return "Hết bài “\(title)”."
        case .ko: return "“\(title)” 끝."
        }
    }

    func next(_ name: String, title: String) -> String {
        switch language {
        case .en: return "Next: “\(title)”, with :lesson \(name) (or rxplay lesson \(name))."
        case .vi: return "Bài tiếp theo: “\(title)”, mở bằng :lesson \(name) (hoặc rxplay lesson \(name))."
        case .ko: return "다음 레슨: “\(title)”, :lesson \(name) (또는 rxplay lesson \(name))로 시작하세요."
        }
    }

    var lastLesson: String {
        switch language {
        case .en: return "That was the last lesson; :lessons lists them all."
        case .vi: return "Đây là bài cuối cùng; :lessons liệt kê tất cả các bài."
        case .ko: return "마지막 레슨이었습니다. :lessons로 전체 목록을 볼 수 있습니다."
        }
    }

    func hint(_ number: Int, of count: Int, _ text: String) -> String {
        switch language {
        case .en: return "Hint \(number)/\(count): \(text)"
        case .vi: return "Gợi ý \(number)/\(count): \(text)"
        case .ko: return "힌트 \(number)/\(count): \(text)"
        }
    }
}

/// What a lesson command answers when no lesson is open, in the session's lesson language.
func noLesson(in session: SessionHost) -> String {
    LessonTexts(language: session.options.lessonLanguage).noLessonOpen() + "\n"
}
