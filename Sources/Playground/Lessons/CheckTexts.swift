/// What `:check` and the exercise commands say, in each lesson language. Names of lanes and
/// values, Swift code and the compiler's own words stay as they are; the word "frame" stays
/// English in Vietnamese, as learners' own RxSwift notes write it.
struct CheckTexts {
    let language: LessonLanguage

    /// A verdict that is not a pass starts so.
    func notYet(_ reason: String) -> String {
        switch language {
        case .en: return "not yet: \(reason)"
        case .vi: return "chưa xong: \(reason)"
        case .ko: return "아직 아닙니다: \(reason)"
        }
    }

    func noLane(_ names: [String]) -> String {
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        switch language {
        case .en: return "no lane called \(names.joined(separator: ", ")) yet"
        case .vi: return "chưa có lane nào tên \(list)"
        case .ko: return "아직 없는 lane: \(list)"
        }
    }

    /// A state check whose expression does not compile or run yet; `expression` is nil for a
    /// check too long to show (the lesson's code, not the learner's).
    func doesNotRunYet(_ expression: String?, _ message: String) -> String {
        switch language {
        case .en: return "\(expression.map { "`\($0)`" } ?? "the check") does not run yet: \(message)"
        case .vi: return "\(expression.map { "`\($0)`" } ?? "phần kiểm tra") chưa chạy được: \(message)"
        case .ko: return "\(expression.map { "`\($0)`" } ?? "검사 코드"): 아직 실행할 수 없습니다: \(message)"
        }
    }

    /// A state check's value beside the expected one.
    func value(of expression: String, is actual: String, expected: String) -> String {
        switch language {
        case .en: return notYet("`\(expression)` is\n  \(actual)\nexpected\n  \(expected)\n")
        case .vi: return notYet("`\(expression)` là\n  \(actual)\nmong đợi\n  \(expected)\n")
        case .ko: return notYet("`\(expression)`의 값:\n  \(actual)\n기대한 값:\n  \(expected)\n")
        }
    }

    /// The first line when a timed check's events are right and their instants are not.
    var timesDiffer: String {
        switch language {
        case .en:
            return notYet(
                "the events are right but their times are not (frames of 100 ms, counted from the first event)")
        case .vi:
            return notYet("các event đã đúng nhưng thời điểm chưa đúng (mỗi frame 100 ms, tính từ event đầu tiên)")
        case .ko: return notYet("이벤트는 맞지만 시점이 다릅니다 (프레임 하나는 100 ms, 첫 이벤트부터 셉니다)")
        }
    }

    var expectedInstants: String {
        switch language {
        case .en: return "expected instants: "
        case .vi: return "thời điểm mong đợi: "
        case .ko: return "기대한 시점: "
        }
    }

    var actualInstants: String {
        switch language {
        case .en: return "actual instants:   "
        case .vi: return "thời điểm thực tế: "
        case .ko: return "실제 시점:   "
        }
    }

    /// The first line when lanes differ from the expected timeline.
    func lanesDiffer(_ names: [String], othersMatch: Bool) -> String {
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        switch language {
        case .en:
            let verb = names.count == 1 ? "differs" : "differ"
            return notYet(
                "lane \(list) \(verb) from the expected timeline" + (othersMatch ? " (the other lanes match)" : ""))
        case .vi:
            return notYet("lane \(list) khác với timeline mong đợi" + (othersMatch ? " (các lane khác đã khớp)" : ""))
        case .ko:
            return notYet("lane \(list): 기대한 타임라인과 다릅니다" + (othersMatch ? " (다른 lane은 일치합니다)" : ""))
        }
    }

    func expectedLane(_ name: String) -> String {
        switch language {
        case .en: return "expected \(name):"
        case .vi: return "mong đợi \(name):"
        case .ko: return "기대한 \(name):"
        }
    }

    func actualLane(_ name: String) -> String {
        switch language {
        case .en: return "actual \(name):"
        case .vi: return "thực tế \(name):"
        case .ko: return "실제 \(name):"
        }
    }

    /// Where a lane first departs: `expected` and `got` in words, nil when nothing is there.
    func event(_ number: Int, in lane: String, expected: String?, got: String?) -> String {
        switch language {
        case .en:
            return "in `\(lane)`, event \(number): " + (expected.map { "expected \($0)" } ?? "expected nothing more")
                + ", " + (got.map { "got \($0)" } ?? "got nothing")
        case .vi:
            return "ở `\(lane)`, event \(number): " + (expected.map { "mong đợi \($0)" } ?? "không mong đợi gì thêm")
                + ", " + (got.map { "nhận được \($0)" } ?? "không nhận được gì")
        case .ko:
            return "`\(lane)`의 \(number)번째 이벤트: " + (expected.map { "기대 \($0)" } ?? "기대: 더 없음")
                + ", " + (got.map { "실제 \($0)" } ?? "실제: 없음")
        }
    }

    /// What follows an element or an error sent off the main queue, in an event's words
    /// (`next(7) off the main queue`).
    var offMainQueue: String {
        switch language {
        case .en: return " off the main queue"
        case .vi: return " ngoài hàng đợi chính"
        case .ko: return " (메인 큐 밖에서)"
        }
    }

    /// The first line of a state check's table of cases.
    func casesDiffer(_ differing: Int, of total: Int) -> String {
        switch language {
        case .en: return notYet("\(differing) of \(total) \(total == 1 ? "case differs" : "cases differ")")
        case .vi: return notYet("\(differing) trên \(total) trường hợp khác")
        case .ko: return notYet("\(total)개 중 \(differing)개 경우가 다릅니다")
        }
    }

    /// The table's heading: case, what, expected, got.
    var caseHeadings: (case: String, what: String, expected: String, got: String) {
        switch language {
        case .en: return ("case", "what", "expected", "got")
        case .vi: return ("trường hợp", "mục", "mong đợi", "thực tế")
        case .ko: return ("경우", "항목", "기대", "실제")
        }
    }

    /// A case one side lacks.
    var nothing: String {
        switch language {
        case .en: return "nothing"
        case .vi: return "không có"
        case .ko: return "없음"
        }
    }

    var noExerciseOpen: String {
        switch language {
        case .en: return "no exercise is open"
        case .vi: return "không có bài tập nào đang mở"
        case .ko: return "열려 있는 연습 문제가 없습니다"
        }
    }

    var noHints: String {
        switch language {
        case .en: return "this exercise has no hints; :solution shows a solution"
        case .vi: return "bài tập này không có gợi ý; :solution hiện một lời giải"
        case .ko: return "이 연습 문제에는 힌트가 없습니다. :solution으로 풀이를 보세요"
        }
    }

    func noMoreHints(_ shown: Int) -> String {
        switch language {
        case .en: return "no more hints (\(shown) shown); :solution shows a solution"
        case .vi: return "hết gợi ý (đã hiện \(shown)); :solution hiện một lời giải"
        case .ko: return "힌트를 모두 보았습니다(\(shown)개). :solution으로 풀이를 보세요"
        }
    }
}
