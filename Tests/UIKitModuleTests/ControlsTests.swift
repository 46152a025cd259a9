import PlaygroundSupport
import TestSupport
import Testing
@_spi(Playground) @testable import UIKit

extension UIKitModuleTests {
    @Suite("controls, bar items and images") @MainActor struct ControlsTests {
        @Test("a button's tap sends its touch events to its actions in order; a disabled button ignores the user")
        func buttonTap() {
            freshApp()
            let button = UIButton(title: "Save")
            var log: [String] = []
            button.addAction(UIAction { _ in log.append("first") }, for: .touchUpInside)
            button.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
            button.addAction(UIAction { _ in log.append("second") }, for: .touchUpInside)
            button.tap()
            expectEqual(log, ["down", "first", "second"])
            button.isEnabled = false
            button.tap()
            expectEqual(log.count, 3)
            button.sendActions(for: .touchUpInside)
            expectEqual(log.count, 5, "sendActions does not look at isEnabled, as in UIKit")
        }

        @Test("a selector that carries its call is a control's target and action, held weakly; so is a bar item's")
        func targetAndAction() {
            final class Screen {
                var saves: [String] = []
                func save(_ sender: Any?) { saves.append(sender is UIButton ? "button" : "item") }
            }
            var screen: Screen? = Screen()
            let save = Selector("save:") { target, sender in (target as? Screen)?.save(sender) }
            let button = UIButton(type: .system)
            button.addTarget(screen, action: save, for: .touchUpInside)
            let item = UIBarButtonItem(title: "Save", style: .done, target: screen, action: save)
            button.tap()
            item.tap()
            expectEqual(screen?.saves, ["button", "item"])
            button.removeTarget(screen, action: save, for: .touchUpInside)
            button.tap()
            expectEqual(screen?.saves.count, 2)
            button.addTarget(screen, action: save, for: .touchUpInside)
            screen = nil
            button.tap()
            item.tap()
            expectTrue(item.target == nil)
            expectEqual(Selector("save:"), save)
        }

        @Test("a button's title falls back to the normal state's")
        func buttonTitles() {
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.setTitle("Wait", for: .disabled)
            expectEqual(button.title(for: .highlighted), "Go")
            button.isEnabled = false
            expectEqual(button.currentTitle, "Wait")
        }

        @Test("a text field's text is never nil and setting it sends nothing; typing sends editing events")
        func textField() {
            freshApp()
            let field = UITextField(placeholder: "name")
            var events: [String] = []
            field.addAction(UIAction { _ in events.append("began") }, for: .editingDidBegin)
            field.addAction(UIAction { _ in events.append("changed \(field.text ?? "nil")") }, for: .editingChanged)
            field.text = nil
            expectEqual(field.text, "")
            expectEqual(events, [])
            field.simulateTyping("Rx", replacing: false)
            field.simulateTyping("Swift", replacing: false)
            expectEqual(events, ["began", "changed Rx", "changed RxSwift"])
        }

        @Test("a bar button item shows a system item's symbol; its tap runs its action unless disabled")
        func barButtonItem() {
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil)
            expectEqual(add.displayTitle, "+")
            expectEqual(UIBarButtonItem(barButtonSystemItem: .done, target: nil).displayTitle, "Done")
            var taps = 0
            add.primaryAction = UIAction { _ in taps += 1 }
            add.tap()
            add.isEnabled = false
            add.tap()
            expectEqual(taps, 1)
        }

        @Test("named images come from the sample library; unknown names give nil")
        func namedImages() {
            let mountain = UIImage(named: "🏔")
            expectEqual(mountain?.description, "🏔")
            expectEqual(mountain?.size, CGSize(width: 4032, height: 3024))
            expectTrue(UIImage(named: "🐱") != nil, "every emoji is a photo of itself")
            expectTrue(UIImage(named: "no such image") == nil)
            expectTrue(UIImage(named: "🌊") == UIImage(named: "🌊"))
        }

        @Test("an image context names the images drawn into it; one image alone is a resized copy")
        func imageContexts() {
            let sea = UIImage(named: "🌊")!, sunset = UIImage(named: "🌅")!
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 0)
            sea.draw(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            let copy = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            expectEqual(copy?.description, "🌊")
            expectEqual(copy?.size, CGSize(width: 100, height: 100))
            expectEqual(copy?.scale, 3)
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 200, height: 100), true, 1)
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 200, height: 100))
            sea.draw(at: .zero)
            sunset.draw(in: CGRect(x: 100, y: 0, width: 100, height: 100))
            expectEqual(UIGraphicsGetImageFromCurrentImageContext()?.description, "collage of 2: 🌊🌅")
            UIGraphicsEndImageContext()
            expectTrue(UIGraphicsGetImageFromCurrentImageContext() == nil)
            expectEqual(UIImage.collage(images: [], size: .zero).description, "collage of 0")
            expectEqual(UIImage.collage(images: [sea, sunset], size: CGSize(width: 200, height: 100)).description, "collage of 2: 🌊🌅")
            expectEqual(UIImage.collage(images: [sunset, sea], size: CGSize(width: 200, height: 100)).description, "collage of 2: 🌅🌊")
            let rendered = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                sunset.draw(at: .zero)
            }
            expectEqual(rendered.description, "🌅")
        }

        @Test("index paths read as sections and rows or items")
        func indexPaths() {
            let path = IndexPath(row: 3, section: 1)
            expectEqual(path.section, 1)
            expectEqual(path.row, 3)
            expectEqual(path.item, 3)
            expectEqual(IndexPath(item: 2, section: 0), IndexPath(row: 2, section: 0))
        }

        @Test("setting a scroll view's content offset tells its delegate")
        func scrollView() {
            final class Delegate: UIScrollViewDelegate {
                var offsets: [CGPoint] = []
                func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
            }
            let scrollView = UIScrollView()
            let delegate = Delegate()
            scrollView.delegate = delegate
            scrollView.contentOffset = CGPoint(x: 0, y: 40)
            scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
            expectEqual(delegate.offsets, [CGPoint(x: 0, y: 40)])
        }
    }
}
