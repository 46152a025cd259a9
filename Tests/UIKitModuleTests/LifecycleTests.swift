import TestSupport
import Testing
@_spi(Playground) import UIKit

extension UIKitModuleTests {
    @Suite("view controller lifecycle in UIKit's order") @MainActor struct LifecycleTests {
        @Test("a window's root loads and appears; push and pop call the will and did methods in UIKit's order")
        func pushAndPop() {
            freshApp()
            let log = Log()
            let main = RecordingController("Main", log: log)
            let navigation = UINavigationController(rootViewController: main)
            expectEqual(log.take(), [])
            show(navigation)
            expectEqual(log.take(), ["Main viewDidLoad", "Main viewWillAppear", "Main viewDidAppear"])
            var photos: RecordingController? = RecordingController("Photos", log: log)
            weak let released = photos
            navigation.pushViewController(photos!, animated: true)
            expectEqual(
                log.take(),
                [
                    "Photos viewDidLoad", "Main viewWillDisappear", "Photos viewWillAppear", "Main viewDidDisappear",
                    "Photos viewDidAppear",
                ])
            photos = nil
            let popped = navigation.popViewController(animated: true)
            expectTrue(popped === released)
            expectEqual(
                log.take(),
                [
                    "Photos viewWillDisappear (moving from parent)", "Main viewWillAppear", "Photos viewDidDisappear",
                    "Main viewDidAppear",
                ])
            expectEqual(navigation.viewControllers.count, 1)
            _ = popped
        }

        @Test("with a clock, the did methods wait for the end of the transition, and a popped controller goes then")
        func didMethodsWaitForTheClock() {
            let clock = freshApp(clock: true)
            let log = Log()
            let navigation = UINavigationController(rootViewController: RecordingController("Main", log: log))
            show(navigation)
            expectEqual(log.take(), ["Main viewDidLoad", "Main viewWillAppear"])
            frame(clock)
            expectEqual(log.take(), ["Main viewDidAppear"])
            weak var photos: RecordingController?
            do {
                let pushed = RecordingController("Photos", log: log)
                photos = pushed
                navigation.pushViewController(pushed, animated: true)
            }
            expectEqual(log.take(), ["Photos viewDidLoad", "Main viewWillDisappear", "Photos viewWillAppear"])
            frame(clock)
            expectEqual(log.take(), ["Main viewDidDisappear", "Photos viewDidAppear"])
            navigation.popViewController(animated: true)
            expectEqual(log.take(), ["Photos viewWillDisappear (moving from parent)", "Main viewWillAppear"])
            expectEqual(navigation.viewControllers.count, 1)
            expectTrue(photos != nil, "the transition holds the popped controller until it ends")
            frame(clock)
            expectEqual(log.take(), ["Photos viewDidDisappear", "Main viewDidAppear"])
            expectTrue(photos == nil, "nothing holds the popped controller once the transition ended")
        }

        @Test("a controller off screen gets no lifecycle calls when pushed; its view loads when first read")
        func offScreen() {
            freshApp()
            let log = Log()
            let navigation = UINavigationController(rootViewController: RecordingController("Main", log: log))
            navigation.pushViewController(RecordingController("Photos", log: log), animated: false)
            expectEqual(log.take(), [])
            _ = navigation.topViewController?.view
            expectEqual(log.take(), ["Photos viewDidLoad"])
        }

        @Test(
            "presenting and dismissing: the presented controller appears and disappears; a sheet leaves the presenter on screen"
        )
        func presentAndDismiss() {
            freshApp()
            let log = Log()
            let main = RecordingController("Main", log: log)
            show(main)
            _ = log.take()
            let sheet = RecordingController("Sheet", log: log)
            var completed = false
            main.present(sheet, animated: true) { completed = true }
            expectEqual(log.take(), ["Sheet viewDidLoad", "Sheet viewWillAppear", "Sheet viewDidAppear"])
            expectTrue(completed)
            expectTrue(main.presentedViewController === sheet)
            expectTrue(sheet.presentingViewController === main)
            sheet.dismiss(animated: true)
            expectEqual(log.take(), ["Sheet viewWillDisappear", "Sheet viewDidDisappear"])
            expectTrue(main.presentedViewController == nil)
        }

        @Test("a full-screen presentation makes the screen below disappear and come back")
        func fullScreen() {
            freshApp()
            let log = Log()
            let main = RecordingController("Main", log: log)
            show(main)
            _ = log.take()
            let cover = RecordingController("Cover", log: log)
            cover.modalPresentationStyle = .fullScreen
            main.present(cover, animated: false)
            expectEqual(
                log.take(),
                [
                    "Cover viewDidLoad", "Main viewWillDisappear", "Cover viewWillAppear", "Main viewDidDisappear",
                    "Cover viewDidAppear",
                ])
            main.dismiss(animated: false)
            expectEqual(
                log.take(),
                ["Cover viewWillDisappear", "Main viewWillAppear", "Cover viewDidDisappear", "Main viewDidAppear"])
        }

        @Test("a child inside a navigation controller presents on the navigation controller's behalf")
        func presentationContext() {
            freshApp()
            let main = UIViewController(title: "Main")
            let navigation = UINavigationController(rootViewController: main)
            show(navigation)
            let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            main.present(alert, animated: true)
            expectTrue(main.presentedViewController === alert)
            expectTrue(navigation.presentedViewController === alert)
            expectTrue(alert.presentingViewController === navigation)
            let second = UIAlertController(title: "Again", message: nil, preferredStyle: .alert)
            main.present(second, animated: true)
            expectTrue(main.presentedViewController === alert, "presenting while presenting does nothing")
            main.dismiss(animated: true)
            expectTrue(main.presentedViewController == nil)
        }

        @Test("tapping an alert's button dismisses the alert, then runs the handler")
        func alertButton() {
            freshApp()
            let main = UIViewController(title: "Main")
            show(main)
            let alert = UIAlertController(title: "Error", message: "No access", preferredStyle: .alert)
            var presentedWhenHandled: UIViewController?
            alert.addAction(
                UIAlertAction(title: "Close", style: .default) { _ in
                    presentedWhenHandled = main.presentedViewController
                })
            main.present(alert, animated: true)
            expectTrue(alert.tapButton("Close"))
            expectTrue(main.presentedViewController == nil)
            expectTrue(presentedWhenHandled == nil)
            expectTrue(!alert.tapButton("Cancel"))
        }

        @Test("a new root replaces the window's old one, which disappears")
        func windowRoot() {
            freshApp()
            let log = Log()
            show(RecordingController("First", log: log))
            show(RecordingController("Second", log: log))
            expectEqual(
                log.take(),
                [
                    "First viewDidLoad", "First viewWillAppear", "First viewDidAppear", "First viewWillDisappear",
                    "First viewDidDisappear", "Second viewDidLoad", "Second viewWillAppear", "Second viewDidAppear",
                ])
        }

        @Test("in the playground a new navigation controller becomes the window's root")
        func playgroundLaunch() {
            freshApp()
            UIApplication.shared.showsNewNavigationControllers = true
            let log = Log()
            _ = UINavigationController(rootViewController: RecordingController("Main", log: log))
            expectEqual(log.take(), ["Main viewDidLoad", "Main viewWillAppear", "Main viewDidAppear"])
            expectEqual(PlaygroundScreen.snapshot().title, "Main")
            let root = UIApplication.shared.keyWindow?.rootViewController
            expectTrue(root?.children.first?.viewIfLoaded?.window === UIApplication.shared.keyWindow)
            let next = UIViewController(title: "Next")
            (root as? UINavigationController)?.pushViewController(next, animated: false)
            expectTrue(next.view.window != nil)
            expectTrue(root?.children.first?.viewIfLoaded?.window == nil, "the covered screen's view left the window")
        }

        @Test("UIView.animate applies the changes at once and completes after the duration on the clock")
        func animate() {
            let clock = freshApp(clock: true)
            let view = UIView()
            var finished: [Bool] = []
            UIView.animate(withDuration: 0.25, animations: { view.alpha = 0 }, completion: { finished.append($0) })
            expectEqual(view.alpha, 0)
            expectEqual(finished, [])
            frame(clock)
            expectEqual(finished, [])
            frame(clock)
            frame(clock)
            expectEqual(finished, [true])
            freshApp()
            UIView.animate(withDuration: 0.25, animations: {}, completion: { finished.append($0) })
            expectEqual(finished, [true, true], "without a clock the completion runs at once")
        }
    }
}
