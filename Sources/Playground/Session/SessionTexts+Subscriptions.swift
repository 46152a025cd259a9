/// What `:subs` says: its table's words, and its notes on leaks, retain cycles and sources gone.
/// A note is one line a paragraph, after its head: `:subs` wraps it to the terminal.
extension SessionTexts {
    var noSubscriptions: String {
        switch language {
        case .en: return "no subscriptions yet"
        case .vi: return "chưa có subscription nào"
        case .ko: return "아직 구독이 없습니다"
        }
    }

    /// A subscription's state in the table: `live`, `ended` or `disposed` in English.
    func state(_ english: String) -> String {
        switch (language, english) {
        case (.en, _): return english
        case (.vi, "live"): return "đang sống"
        case (.vi, "ended"): return "đã kết thúc"
        case (.vi, "disposed"): return "đã dispose"
        case (.ko, "live"): return "살아 있음"
        case (.ko, "ended"): return "끝남"
        case (.ko, "disposed"): return "dispose됨"
        default: return english
        }
    }

    /// A subscription's source that has no name.
    var unnamed: String {
        switch language {
        case .en: return "(unnamed)"
        case .vi: return "(không tên)"
        case .ko: return "(이름 없음)"
        }
    }

    /// A retain cycle: its first line, then (after the lines of code that capture `self`) the
    /// two lines that explain it. `owner` is the object's class, `bag` its bag (`Screen.bag`).
    func retainCycle(_ names: String, owner: String, bag: String, count: Int) -> (head: String, explanation: String) {
        let one = count == 1
        switch language {
        case .en:
            return (
                "retain cycle: \(names) kept alive by a closure that captures self strongly",
                "  no variable holds the \(owner) any more; its bag \(bag) holds \(names), whose "
                    + "closure\(one ? "" : "s") hold\(one ? "s" : "") the \(owner). [weak self] in the closure breaks the cycle."
            )
        case .vi:
            return (
                "retain cycle: \(names) được giữ sống bởi một closure capture self kiểu strong",
                "  không biến nào còn giữ \(owner); DisposeBag \(bag) của nó giữ \(names), mà "
                    + "closure của \(one ? "nó" : "chúng") lại giữ \(owner). [weak self] trong closure sẽ phá vòng này."
            )
        case .ko:
            return (
                "순환 참조: self를 강하게 캡처한 클로저가 구독을 살려 두고 있습니다: \(names)",
                "  \(owner) 객체를 가진 변수는 이제 없지만, 그 객체의 DisposeBag이 구독을 가지고 "
                    + "있고 (\(bag): \(names)), 그 클로저가 다시 \(owner) 객체를 가집니다. "
                    + "클로저에 [weak self]를 쓰면 순환이 끊깁니다."
            )
        }
    }

    /// Live subscriptions nothing holds.
    func neverDisposed(_ names: [String]) -> String {
        let list = names.joined(separator: ", ")
        let one = names.count == 1
        switch language {
        case .en:
            let it = one ? "it" : "them"
            return "never disposed: \(list): no variable or bag holds \(it), so only the source ending can release \(it)"
        case .vi:
            let it = one ? "nó" : "chúng"
            return "không bao giờ được dispose: \(list): không biến hay DisposeBag nào giữ \(it), "
                + "nên chỉ khi nguồn kết thúc \(it) mới được giải phóng"
        case .ko:
            return "dispose되지 않는 구독: \(list): 어떤 변수나 DisposeBag도 가지고 있지 않아서 "
                + "소스가 끝나야만 해제됩니다"
        }
    }

    /// A live subscription whose source, `source` (`Screen.taps`), lost its owner of class
    /// `className`; `holder` is its bag (`bag b`), or `-`.
    func outlived(_ name: String, source: String, className: String, holder: String) -> String {
        switch language {
        case .en:
            let freed = holder == "-" ? "only disposing it frees it" : "only disposing it, or its \(holder), frees it"
            return "outlived its source: \(name) listens to \(source), and that \(className) is gone:\n"
                + "  nothing can send to it any more, so \(name) never ends; \(freed)\n"
        case .vi:
            let freed =
                holder == "-" ? "chỉ dispose nó mới giải phóng được" : "chỉ dispose nó, hoặc \(holder) của nó, mới giải phóng được"
            return "sống lâu hơn nguồn của nó: \(name) nghe \(source), mà \(className) đó đã không còn:\n"
                + "  không gì còn phát vào nguồn đó được nữa, nên \(name) không bao giờ kết thúc; \(freed)\n"
        case .ko:
            let freed =
                holder == "-"
                ? "이 구독을 dispose해야만 해제됩니다" : "이 구독이나, 그것을 가진 \(holder) 쪽을 dispose해야만 해제됩니다"
            return "소스보다 오래 남은 구독: \(name) (소스 \(source), 그 \(className) 객체는 이미 없음):\n"
                + "  이제 그 소스에 아무것도 보낼 수 없으므로 이 구독은 끝나지 않습니다. \(freed)\n"
        }
    }

    /// A live inner subscription `name` (`sub2 › flatMapFirst inner`) of `operatorName` whose
    /// source lost its owner.
    func innerOutlived(_ name: String, source: String, className: String, operatorName: String) -> String {
        let waiting = waiting(operatorName)
        switch language {
        case .en:
            return "outlived its source: \(name) listens to \(source), and that \(className) is gone:\n"
                + "  it waits for a sequence that can no longer end: \(waiting)\n"
        case .vi:
            return "sống lâu hơn nguồn của nó: \(name) nghe \(source), mà \(className) đó đã không còn:\n"
                + "  nó chờ một sequence không còn có thể kết thúc: \(waiting)\n"
        case .ko:
            return "소스보다 오래 남은 구독: \(name) (소스 \(source), 그 \(className) 객체는 이미 없음):\n"
                + "  더는 끝날 수 없는 sequence를 기다립니다. \(waiting)\n"
        }
    }

    /// What `operatorName` does while one of its inner sequences never ends.
    private func waiting(_ operatorName: String) -> String {
        switch (language, operatorName) {
        case (.en, "flatMapFirst"): return "flatMapFirst ignores new elements until it completes"
        case (.en, "concatMap"): return "concatMap queues new elements until it completes"
        case (.en, "concat"): return "concat cannot go on to its next sequence until it completes"
        case (.en, "flatMapLatest"), (.en, "switchLatest"):
            return "\(operatorName) completes only after a new element replaces it"
        case (.en, _): return "\(operatorName) cannot complete until it does"
        case (.vi, "flatMapFirst"): return "flatMapFirst bỏ qua các phần tử mới cho đến khi nó complete"
        case (.vi, "concatMap"): return "concatMap xếp hàng các phần tử mới cho đến khi nó complete"
        case (.vi, "concat"): return "concat không thể chuyển sang sequence kế tiếp cho đến khi nó complete"
        case (.vi, "flatMapLatest"), (.vi, "switchLatest"):
            return "\(operatorName) chỉ complete sau khi một phần tử mới thay thế nó"
        case (.vi, _): return "\(operatorName) không thể complete chừng nào nó chưa complete"
        case (.ko, "flatMapFirst"): return "flatMapFirst 연산자는 그 sequence가 완료될 때까지 새 요소를 무시합니다"
        case (.ko, "concatMap"): return "concatMap 연산자는 그 sequence가 완료될 때까지 새 요소를 쌓아 둡니다"
        case (.ko, "concat"): return "concat 연산자는 그 sequence가 완료될 때까지 다음 sequence로 넘어가지 못합니다"
        case (.ko, "flatMapLatest"), (.ko, "switchLatest"):
            return "\(operatorName) 연산자는 새 요소가 그 sequence를 대신한 뒤에야 완료됩니다"
        case (.ko, _): return "\(operatorName) 연산자는 그 sequence가 완료되어야 완료될 수 있습니다"
        }
    }
}
