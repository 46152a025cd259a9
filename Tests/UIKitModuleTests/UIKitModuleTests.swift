@_spi(Playground) import Photos
import RxSwift
import ScreenModel
import Testing
@_spi(Playground) import UIKit
import VirtualClock

/// The UIKit, RxCocoa, Photos and PlaygroundSupport modules as learner code uses them. The
/// modules keep app-wide state (the application's windows, the storyboard, the photo library,
/// the installed clock), so the suites run one test at a time, on the main actor: RxCocoa binds
/// through `MainScheduler`, which works at once on the main thread.
@Suite(.serialized) @MainActor enum UIKitModuleTests {}

/// A fresh app for one test: no windows, no scenes, the sample library, no clock (deferred
/// UIKit work runs at once) unless `clock` is true.
@MainActor
@discardableResult
func freshApp(clock: Bool = false) -> VirtualClock? {
    VirtualClock.installed = nil
    UIApplication.shared.removeAllWindows()
    UIApplication.shared.showsNewNavigationControllers = false
    UIStoryboard.removeAllScenes()
    PHPhotoLibrary.shared().reset()
    guard clock else { return nil }
    let installed = VirtualClock()
    VirtualClock.installed = installed
    return installed
}

/// Shows `controller` as the key window's root, as an app's launch does.
@MainActor
func show(_ controller: UIViewController) {
    UIApplication.shared.playgroundWindow.rootViewController = controller
}

/// Moves `clock` one frame (100 ms), running what falls due.
func frame(_ clock: VirtualClock?) {
    clock?.advance(by: 100_000_000)
}

/// A controller that records its lifecycle calls in `log`, by its title.
final class RecordingController: UIViewController {
    var log: Log

    init(_ title: String, log: Log) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) {
        log = Log()
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.add("\(title ?? "") viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(title ?? "") viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(title ?? "") viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(title ?? "") viewWillDisappear" + (isMovingFromParent ? " (moving from parent)" : ""))
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(title ?? "") viewDidDisappear")
    }
}

/// Lines recorded in order, shared by reference.
final class Log {
    private(set) var lines: [String] = []

    func add(_ line: String) {
        lines.append(line)
    }

    /// The lines recorded since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}
