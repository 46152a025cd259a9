import Foundation
@_spi(Playground) import Photos
import RxSwift
import ScreenModel
import TestSupport
import Testing
@_spi(Playground) import UIKit
import VirtualClock

/// The UIKit, RxCocoa, Photos and PlaygroundSupport modules as learner code uses them. The
/// modules keep app-wide state (the application's windows, the storyboard, the photo library,
/// the installed clock), so the suites run one test at a time, on the main actor: RxCocoa binds
/// through `MainScheduler`, which works at once on the main thread. An installed clock is
/// process-wide and would capture the real-time schedulers of other targets' suites running in
/// parallel, so these suites run only in a child process of their own (`UIKitModuleRun`).
@Suite(.serialized, .enabled(if: isUIKitModuleChild)) @MainActor enum UIKitModuleTests {}

/// Whether this process is the child that runs `UIKitModuleTests`.
let isUIKitModuleChild = ProcessInfo.processInfo.environment[UIKitModuleRun.environmentKey] == "1"

/// Runs `UIKitModuleTests` in a child process and checks that they ran and passed.
@Suite("UIKit, RxCocoa, Photos and PlaygroundSupport, in a process of their own")
struct UIKitModuleRun {
    static let environmentKey = "RXPLAY_UIKIT_MODULE_TESTS"

    @Test("every UIKit module test passes, alone with its clock")
    func child() throws {
        let run = try ChildTestRun(suite: "UIKitModuleTests.UIKitModuleTests", environmentKey: Self.environmentKey)
        expectEqual(run.exitStatus, 0, "\(run.output)")
        expectTrue(!run.output.contains("skipped"), "\(run.output)")
        // The child must really have run the suites (48 tests when this was written).
        let count =
            run.output.components(separatedBy: "Test run with ").dropFirst().first
            .flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        expectTrue(count >= 40, "\(run.output)")
    }
}

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
