import Foundation

/// A button of a navigation bar or toolbar: a title or a system item (`.add` shows `+`), with
/// one action: a target and a `Selector`, or a `primaryAction`.
open class UIBarButtonItem: UIBarItem {
    /// How an item with a title is drawn.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// The items the system draws.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }

    /// The item's style.
    open var style: Style
    /// The system item it shows, if it is one.
    public let systemItem: SystemItem?
    /// The action a tap runs.
    open var primaryAction: UIAction?
    /// The object that receives the action (kept weakly, as in UIKit).
    open weak var target: AnyObject?
    /// The method a tap calls on `target`.
    open var action: Selector?
    private var handlers = ControlHandlers<UIControl.Event>()
    private var tapListeners = 0
    /// The target RxCocoa's `rx.tap` puts in the item's one target-action slot while it listens.
    private let tapTarget = TapTarget()

    private final class TapTarget {}

    /// An item titled `title` that calls `action` on `target`.
    public init(title: String?, style: Style, target: AnyObject?, action: Selector? = nil) {
        self.style = style
        systemItem = nil
        super.init()
        self.title = title
        self.target = target
        self.action = action
    }

    /// The system item `systemItem`, calling `action` on `target`.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector? = nil) {
        style = .plain
        self.systemItem = systemItem
        super.init()
        self.target = target
        self.action = action
    }

    /// The system item `systemItem` running `primaryAction`.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// An item titled `title` running `primaryAction`.
    public convenience init(title: String?, primaryAction: UIAction?) {
        self.init(title: title, style: .plain, target: nil, action: nil)
        self.primaryAction = primaryAction
    }

    /// An item showing `image`, calling `action` on `target`.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector? = nil) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    /// An item titled `title` (a playground convenience, as `UIButton(title:)`).
    public convenience init(title: String?) {
        self.init(title: title, style: .plain, target: nil, action: nil)
    }

    /// A plain item with no title.
    public override convenience init() {
        self.init(title: nil, style: .plain, target: nil, action: nil)
    }

    /// An item from a storyboard.
    public required init?(coder: NSCoder) {
        style = .plain
        systemItem = (coder as? StoryboardCoder)?.systemItem
        super.init(coder: coder)
        title = (coder as? StoryboardCoder)?.title
    }

    /// What the bar shows: the title, or the system item's symbol or word.
    open var displayTitle: String? {
        if let title { return title }
        guard let systemItem else { return nil }
        switch systemItem {
        case .add: return "+"
        case .trash: return "🗑"
        case .refresh: return "↻"
        case .flexibleSpace, .fixedSpace: return nil
        default: return "\(systemItem)".prefix(1).uppercased() + "\(systemItem)".dropFirst()
        }
    }

    /// Taps the item as the user does (a playground convenience: UIKit has no call for it): runs
    /// its action and tells RxCocoa's `rx.tap`; nothing while the item is disabled.
    open func tap() {
        guard isEnabled else {
            print("(\(displayTitle ?? "the item") is disabled: the tap does nothing)")
            return
        }
        primaryAction?.perform(from: self)
        if let action, let target { action.perform(on: target, sender: self) }
    }

    /// Calls `handler` for each tap until the returned token is removed (RxCocoa's `rx.tap`).
    /// As RxCocoa's `BarButtonItemTarget`, the first listener takes the item's target and action:
    /// whatever they did before (a storyboard's segue) no longer happens on a tap.
    package func addTapHandler(_ handler: @escaping () -> Void) -> ControlHandlers<UIControl.Event>.Token {
        if tapListeners == 0 {
            target = tapTarget
            action = Selector("action:") { [weak self] _, _ in self?.tellTapListeners() }
        }
        tapListeners += 1
        return handlers.add(for: .primaryActionTriggered, handler)
    }

    /// Stops calling the handler registered with `token`; the last one gone clears the target and
    /// action, as RxCocoa's does when disposed.
    package func removeTapHandler(_ token: ControlHandlers<UIControl.Event>.Token) {
        handlers.remove(token)
        tapListeners -= 1
        if tapListeners == 0 && target === tapTarget {
            target = nil
            action = nil
        }
    }

    private func tellTapListeners() {
        for handler in handlers.handlers(for: .primaryActionTriggered) {
            handler()
        }
    }
}
