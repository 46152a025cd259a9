import Dispatch
import Foundation
@_spi(Playground) import Photos
@_spi(Playground) import PlaygroundSupport
import ScreenModel
import TestSupport
import Testing
@_spi(Playground) import UIKit
import VirtualClock

/// Lets the main queue run what was sent to it before now (`DispatchQueue.main.async` in learner
/// code), as a turn of the app's run loop does.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { continuation in Dispatch.DispatchQueue.main.async { continuation.resume() } }
}

/// One turn of the playground: a frame of the clock, then the main queue.
@MainActor
func turn(_ clock: VirtualClock?) async {
    frame(clock)
    await drainMainQueue()
    frame(clock)
}

extension UIKitModuleTests {
    @Suite("what is on screen, and acting as the user") @MainActor struct ScreenTests {
        @Test("the collage chapter: add two photos, go back, save, close the alert; a refused save shows the error")
        func collage() async {
            let clock = freshApp(clock: true)
            registerBookStoryboard()
            UIApplication.shared.showsNewNavigationControllers = true
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            _ = UINavigationController(
                rootViewController: storyboard.instantiateViewController(withIdentifier: "MainViewController"))
            await turn(clock)
            var screen = PlaygroundScreen.snapshot()
            expectEqual(screen.title, "Collage")
            expectEqual(
                screen.buttons,
                [
                    .init(title: "Clear", isEnabled: false), .init(title: "Save", isEnabled: false),
                    .init(title: "+", isEnabled: true),
                ])
            expectEqual(screen.previews, ["collage of 0"])
            expectTrue(PlaygroundScreen.tap("+").isSuccess)
            await turn(clock)
            expectEqual(PlaygroundScreen.snapshot().title, "Add photos")
            expectEqual(PlaygroundScreen.snapshot().items, ["🌃", "🌋", "🏝", "🌄", "🏖", "🌅", "🌊", "🏔"])
            expectTrue(PlaygroundScreen.select(7).isSuccess)
            await turn(clock)
            expectTrue(PlaygroundScreen.select(6).isSuccess)
            await turn(clock)
            expectTrue(PlaygroundScreen.back().isSuccess)
            await turn(clock)
            screen = PlaygroundScreen.snapshot()
            expectEqual(screen.title, "2 photos")
            expectEqual(screen.previews, ["collage of 2: 🏔🌊"])
            expectTrue(PlaygroundScreen.tap("buttonSave").isSuccess)
            await turn(clock)
            expectEqual(
                PlaygroundScreen.snapshot().alert,
                .init(
                    title: "Saved with id: 00000000-0000-0000-0000-000000000001/L0/001", message: nil,
                    actions: ["Close"]))
            expectEqual(PlaygroundScreen.snapshot().title, "Collage")
            expectTrue(PlaygroundScreen.chooseAlertAction("Close").isSuccess)
            expectTrue(PlaygroundScreen.snapshot().alert == nil)
            expectEqual(PlaygroundScreen.tap("Save").error, .disabled("Save"))
            expectEqual(
                PlaygroundScreen.tap("Share").error,
                .notFound(kind: .button, name: "Share", candidates: ["Clear", "Save", "+"]))
        }

        @Test("the repo form: rows from rx.items, the form's Save follows its fields, the new repo comes back")
        func repoForm() async {
            let clock = freshApp(clock: true)
            registerBookStoryboard()
            UIApplication.shared.showsNewNavigationControllers = true
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let navigation = UINavigationController(
                rootViewController: storyboard.instantiateViewController(withIdentifier: "PresentViewController"))
            await turn(clock)
            expectEqual(
                PlaygroundScreen.snapshot().rows, ["EasyAnimation — Swift", "Unbox — Swift", "RxSwift — Swift"])
            expectTrue(PlaygroundScreen.tap("add").isSuccess)
            frame(clock)
            expectTrue(PlaygroundScreen.tap("+").isFailure, "the form is on top now")
            navigation.viewControllers.first?.navigationItem.rightBarButtonItem?.tap()
            await turn(clock)
            expectEqual(navigation.viewControllers.count, 2, "throttle and flatMapFirst push one form")
            var screen = PlaygroundScreen.snapshot()
            expectEqual(screen.title, "New repo")
            expectEqual(screen.buttons, [.init(title: "Save", isEnabled: false)])
            expectEqual(screen.fields.map(\.placeholder), ["id", "name", "language"])
            expectTrue(PlaygroundScreen.type("5", into: "id").isSuccess)
            expectTrue(PlaygroundScreen.type("RxDataSources", into: "name").isSuccess)
            expectTrue(PlaygroundScreen.type("Swift", into: "language").isSuccess)
            screen = PlaygroundScreen.snapshot()
            expectEqual(screen.buttons, [.init(title: "Save", isEnabled: true)])
            expectEqual(screen.fields.map(\.text), ["5", "RxDataSources", "Swift"])
            expectTrue(PlaygroundScreen.tap("saveButton").isSuccess)
            await turn(clock)
            await turn(clock)
            expectEqual(PlaygroundScreen.snapshot().title, "Repos")
            expectEqual(PlaygroundScreen.snapshot().rows.last, "RxDataSources — Swift")
        }

        @Test("the image picker is the screen on top; picking tells its delegate")
        func picker() {
            freshApp()
            final class Screen: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                let preview = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = "Photo"
                    view.addSubview(preview)
                }
                func imagePickerController(
                    _ picker: UIImagePickerController,
                    didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
                ) {
                    preview.image = info[.originalImage] as? UIImage
                    dismiss(animated: true)
                }
            }
            let screen = Screen()
            show(UINavigationController(rootViewController: screen))
            let picker = UIImagePickerController()
            picker.delegate = screen
            expectEqual(PlaygroundScreen.pick(nil).error, .noPicker)
            screen.present(picker, animated: true)
            expectEqual(PlaygroundScreen.snapshot().title, "Photos")
            expectEqual(PlaygroundScreen.snapshot().picker, .init(sourceType: "photoLibrary", allowsEditing: false))
            expectTrue(PlaygroundScreen.pick(UIImage(named: "🏖")).isSuccess)
            expectEqual(PlaygroundScreen.snapshot().title, "Photo")
            expectEqual(PlaygroundScreen.snapshot().previews, ["🏖"])
        }

        @Test("nothing on screen is an empty snapshot; a snapshot survives JSON")
        func snapshots() throws {
            freshApp()
            expectEqual(PlaygroundScreen.snapshot(), .empty)
            expectEqual(PlaygroundScreen.back().error, .nothingOnScreen)
            let main = UIViewController(title: "Main")
            let label = UILabel()
            label.text = "hello"
            let toggle = UISwitch()
            toggle.isOn = true
            main.view.addSubview(label)
            main.view.addSubview(toggle)
            show(main)
            let snapshot = PlaygroundScreen.snapshot()
            expectEqual(snapshot.labels, ["hello"])
            expectEqual(snapshot.switches, [true])
            let decoded = try JSONDecoder().decode(ScreenSnapshot.self, from: JSONEncoder().encode(snapshot))
            expectEqual(decoded, snapshot)
            expectTrue(PlaygroundScreen.flip("toggle").isSuccess)
        }

        @Test("the playground page's live view becomes the window's root")
        func liveView() {
            freshApp()
            let page = PlaygroundPage.current
            page.needsIndefiniteExecution = true
            expectTrue(page.needsIndefiniteExecution)
            page.liveView = UIViewController(title: "Live")
            expectEqual(PlaygroundScreen.snapshot().title, "Live")
            let view = UIView()
            let label = UILabel()
            label.text = "a view"
            view.addSubview(label)
            page.liveView = view
            expectEqual(PlaygroundScreen.snapshot().labels, ["a view"])
            page.liveView = nil
            page.needsIndefiniteExecution = false
        }
    }
}

extension Result {
    /// Whether the result is a failure.
    var isFailure: Bool { !isSuccess }
}

extension Result {
    /// The error of a failure.
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
