import Foundation

/// A button: a title (and an image) per state; a tap sends `.touchUpInside`.
open class UIButton: UIControl {
    /// The kinds of buttons.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }

    /// The button's kind.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The label that shows the current title.
    public let titleLabel: UILabel? = UILabel()

    /// A button of `buttonType`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A custom button with `frame`.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A system button from a storyboard.
    public required init?(coder: NSCoder) {
        buttonType = .system
        super.init(coder: coder)
    }

    /// A system button titled `title` (a playground convenience: UIKit's way is
    /// `UIButton(type: .system)` and `setTitle(_:for:)`).
    public convenience init(title: String?) {
        self.init(type: .system)
        setTitle(title, for: .normal)
    }

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    /// The title for `state`: UIKit falls back to the normal state's.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
    }

    /// The image for `state`, falling back to the normal state's.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state.contains(.disabled) ? .disabled : state) }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state.contains(.disabled) ? .disabled : state) }

    open override var isEnabled: Bool {
        didSet { titleLabel?.text = currentTitle }
    }

    /// Taps the button as the user does (a playground convenience: UIKit has no call for it):
    /// `.touchDown`, then `.touchUpInside` and `.primaryActionTriggered`; nothing while the button
    /// is disabled or hidden.
    open func tap() {
        simulateTouch([.touchDown, [.touchUpInside, .primaryActionTriggered]])
    }
}
