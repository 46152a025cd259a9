import Foundation
@_spi(Playground) import UIKit

/// The playground page running the learner's code.
///
/// ```swift
/// PlaygroundPage.current.needsIndefiniteExecution = true   // keep running for timers and callbacks
/// PlaygroundPage.current.liveView = navigationController    // show it on the screen
/// ```
public final class PlaygroundPage: @unchecked Sendable {
    /// The page running now.
    public static let current = PlaygroundPage()

    private let lock = NSLock()
    private var indefinite = false
    private var shown: PlaygroundLiveViewable?
    /// Whether the page asked to stop (`finishExecution()`).
    @_spi(Playground) public private(set) var isFinished = false
    /// What `finishExecution()` does once the page is marked finished: ends the process unless
    /// the playground runner handles it (it never returns).
    @_spi(Playground) public var finishHandler: () -> Never = { exit(0) }

    private init() {}

    /// Whether the page keeps running after its last line, for timers, animations and callbacks
    /// (the playground's clock keeps turning while it is true).
    public var needsIndefiniteExecution: Bool {
        get { lock.withLock { indefinite } }
        set { lock.withLock { indefinite = newValue } }
    }

    /// The view or controller the page shows: it becomes the root of the key window.
    public var liveView: PlaygroundLiveViewable? {
        get { lock.withLock { shown } }
        set {
            lock.withLock { shown = newValue }
            UIApplication.shared.playgroundWindow.rootViewController = newValue.map(Self.controller(showing:))
        }
    }

    /// Whether the live view takes the whole window (kept; the screen is always whole here).
    public var wantsFullScreenLiveView = false

    /// Stops the page: no more code runs.
    public func finishExecution() -> Never {
        lock.withLock {
            indefinite = false
            isFinished = true
        }
        finishHandler()
    }

    private static func controller(showing live: PlaygroundLiveViewable) -> UIViewController {
        switch live.playgroundLiveViewRepresentation {
        case .viewController(let controller):
            return controller
        case .view(let view):
            let controller = UIViewController()
            controller.view = view
            return controller
        }
    }
}
