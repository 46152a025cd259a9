import RxCocoa
import RxRelay
import RxSwift
import TestSupport
import Testing
@_spi(Playground) @testable import UIKit

extension UIKitModuleTests {
    @Suite("RxCocoa's bindings") @MainActor struct RxCocoaTests {
        @Test(
            "rx.tap emits at each tap; binding a relay to a label through MainScheduler is immediate on the main thread"
        )
        func tapAndLabel() {
            freshApp()
            let bag = DisposeBag()
            let button = UIButton(title: "Add")
            let label = UILabel()
            let count = BehaviorRelay(value: 0)
            count.map { "\($0) taps" }.bind(to: label.rx.text).disposed(by: bag)
            button.rx.tap.subscribe(onNext: { count.accept(count.value + 1) }).disposed(by: bag)
            expectEqual(label.text, "0 taps")
            button.tap()
            button.tap()
            expectEqual(label.text, "2 taps")
        }

        @Test(
            "a text field's rx.text gives the current text, then the text at each editing event (beginning too); binding sends none"
        )
        func textField() {
            freshApp()
            let bag = DisposeBag()
            let field = UITextField()
            var texts: [String] = []
            field.rx.text.orEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            field.simulateTyping("4", replacing: false)
            field.simulateTyping("2", replacing: false)
            Observable.just("set").bind(to: field.rx.text).disposed(by: bag)
            expectEqual(texts, ["", "", "4", "42"])
            expectEqual(field.text, "set")
            field.sendActions(for: .valueChanged)
            expectEqual(texts, ["", "", "4", "42", "set"])
        }

        @Test("a control event completes when its control is deallocated")
        func completesWithTheControl() {
            freshApp()
            var events: [String] = []
            var button: UIButton? = UIButton(type: .system)
            let subscription = button!.rx.tap.subscribe(
                onNext: { events.append("tap") }, onCompleted: { events.append("completed") })
            button?.tap()
            button = nil
            expectEqual(events, ["tap", "completed"])
            subscription.dispose()
        }

        @Test("a bar button item's rx.tap and rx.isEnabled")
        func barButtonItem() {
            freshApp()
            let bag = DisposeBag()
            let save = UIBarButtonItem(title: "Save", style: .done, target: nil)
            let valid = PublishSubject<Bool>()
            valid.bind(to: save.rx.isEnabled).disposed(by: bag)
            var taps = 0
            save.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
            valid.onNext(false)
            save.tap()
            valid.onNext(true)
            save.tap()
            expectEqual(taps, 1)
        }

        @Test("rx.tap takes a bar button item's one target and action, as RxCocoa's does: its segue stops; disposing clears them")
        func barButtonItemTarget() {
            freshApp()
            final class Form: UIViewController {}
            UIStoryboard.registerScene(Form.self)
            let list = UIViewController()
            let navigation = UINavigationController(rootViewController: list)
            show(navigation)
            let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil)
            UIStoryboard.connectSegue(add, from: list, identifier: "NewRepo", kind: "show", scene: "Form", storyboard: "Main")
            add.tap()
            expectEqual(navigation.viewControllers.count, 2)
            navigation.popViewController(animated: false)
            var taps = 0
            let subscription = add.rx.tap.subscribe(onNext: { taps += 1 })
            add.tap()
            expectEqual(navigation.viewControllers.count, 1)
            expectEqual(taps, 1)
            subscription.dispose()
            expectTrue(add.target == nil && add.action == nil)
            add.tap()
            expectEqual(taps, 1)
        }

        @Test("a switch's rx.isOn and a scroll view's rx.contentOffset follow the user")
        func switchAndScroll() {
            freshApp()
            let bag = DisposeBag()
            let toggle = UISwitch()
            var states: [Bool] = []
            toggle.rx.isOn.subscribe(onNext: { states.append($0) }).disposed(by: bag)
            toggle.simulateFlip()
            expectEqual(states, [false, true])
            let scroll = UIScrollView()
            var offsets: [CGFloat] = []
            scroll.rx.contentOffset.map(\.y).subscribe(onNext: { offsets.append($0) }).disposed(by: bag)
            scroll.contentOffset = CGPoint(x: 0, y: 30)
            expectEqual(offsets, [0, 30])
        }

        @Test("a Driver replays its latest element to a new subscriber; a Signal does not")
        func driverAndSignal() {
            freshApp()
            let bag = DisposeBag()
            let source = PublishSubject<Int>()
            let driver = source.asDriver(onErrorJustReturn: -1)
            var first: [Int] = []
            var second: [Int] = []
            driver.drive(onNext: { first.append($0) }).disposed(by: bag)
            source.onNext(1)
            driver.drive(onNext: { second.append($0) }).disposed(by: bag)
            let signal = source.asSignal(onErrorJustReturn: -1)
            var emitted: [Int] = []
            signal.emit(onNext: { emitted.append($0) }).disposed(by: bag)
            source.onNext(2)
            source.onError(RxError.unknown)
            expectEqual(first, [1, 2, -1])
            expectEqual(second, [1, 2, -1])
            expectEqual(emitted, [2, -1])
        }

        @Test("rx.viewWillAppear emits even when an override does not call super")
        func lifecycle() {
            freshApp()
            final class Forgetful: UIViewController {
                override func viewWillAppear(_ animated: Bool) {}
            }
            let bag = DisposeBag()
            let controller = Forgetful()
            var heard: [String] = []
            controller.rx.viewDidLoad.subscribe(onNext: { heard.append("loaded") }).disposed(by: bag)
            controller.rx.viewWillAppear.subscribe(onNext: { heard.append("will appear \($0)") }).disposed(by: bag)
            controller.rx.viewDidAppear.subscribe(onNext: { heard.append("did appear \($0)") }).disposed(by: bag)
            show(controller)
            expectEqual(heard, ["loaded", "will appear false", "did appear false"])
        }

        @Test("tableView.rx.items makes a row per element; modelSelected gives the element of the selected row")
        func tableItems() {
            freshApp()
            let bag = DisposeBag()
            let table = UIStoryboard.makeOutlet(UITableView.self, named: "tableView", in: UIView())
            let names = BehaviorRelay(value: ["RxSwift", "Unbox"])
            names.bind(to: table.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, name, cell in
                cell.textLabel?.text = "\(row + 1). \(name)"
            }
            .disposed(by: bag)
            var selected: [String] = []
            table.rx.modelSelected(String.self).subscribe(onNext: { selected.append($0) }).disposed(by: bag)
            expectEqual(table.visibleCells.compactMap { $0.textLabel?.text }, ["1. RxSwift", "2. Unbox"])
            names.accept(names.value + ["RxGesture"])
            expectEqual(table.visibleCells.count, 3)
            table.simulateSelection(at: IndexPath(row: 2, section: 0))
            expectEqual(selected, ["RxGesture"])
        }

        @Test("disposing an items binding takes the data source away")
        func disposingItems() {
            freshApp()
            let table = UITableView(frame: .zero)
            let subscription = Observable.just(["a", "b"]).bind(to: table.rx.items) { tableView, row, element in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = element
                return cell
            }
            expectEqual(table.visibleCells.count, 2)
            subscription.dispose()
            expectTrue(table.dataSource == nil)
            expectEqual(table.visibleCells.count, 0)
        }

        @Test("collectionView.rx.items and rx.itemSelected")
        func collectionItems() {
            freshApp()
            let bag = DisposeBag()
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            Observable.just(["🏔", "🌊"]).bind(to: collection.rx.items(cellIdentifier: "Cell")) {
                (_: Int, name: String, cell: UICollectionViewCell) in
                let image = UIImageView(image: UIImage(named: name))
                cell.contentView.subviews.forEach { $0.removeFromSuperview() }
                cell.contentView.addSubview(image)
            }
            .disposed(by: bag)
            var selected: [IndexPath] = []
            collection.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
            collection.simulateSelection(at: IndexPath(item: 1, section: 0))
            expectEqual(selected, [IndexPath(item: 1, section: 0)])
            expectEqual(collection.visibleCells.count, 2)
        }
    }
}
