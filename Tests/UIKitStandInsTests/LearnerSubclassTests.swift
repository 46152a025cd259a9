import TestSupport
import Testing
import UIKitStandIns

/// Learner subclasses of `UIViewController`: the base's members, overrides called at UIKit's
/// moments, release after a pop or a dismiss, casts, and passing one where UIKit wants a
/// `UIViewController`.
@Suite struct LearnerSubclassTests {
    static let screenClass = """
        class Screen: UIViewController {
          var tag = ""
          override func viewDidLoad() { super.viewDidLoad(); print(tag, "viewDidLoad") }
          override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print(tag, "viewWillAppear", animated) }
          override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); print(tag, "viewDidAppear", animated) }
          override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print(tag, "viewWillDisappear", animated) }
          override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print(tag, "viewDidDisappear", animated) }
          deinit { print(tag, "deinit") }
        }
        func screen(_ tag: String) -> Screen { let made = Screen(); made.tag = tag; return made }
        """

    @Test func overridesRunAtUIKitsMomentsAndAPoppedControllerIsReleased() {
        let app = AppHarness()
        expectEqual(app.run(Self.screenClass), "")
        expectEqual(app.run("let navigation = UINavigationController(rootViewController: screen(\"main\"))"), """
            main viewDidLoad
            main viewWillAppear false
            main viewDidAppear false

            """)
        expectEqual(app.run("navigation.pushViewController(screen(\"photos\"), animated: true)"), """
            photos viewDidLoad
            main viewWillDisappear true
            photos viewWillAppear true
            main viewDidDisappear true
            photos viewDidAppear true

            """)
        expectEqual(app.run("_ = navigation.popViewController(animated: true)"), """
            photos viewWillDisappear true
            main viewWillAppear true
            photos viewDidDisappear true
            main viewDidAppear true
            photos deinit

            """)
    }

    @Test func aPoppedControllerSomethingElseHoldsLives() {
        let app = AppHarness()
        app.run(Self.screenClass)
        app.run("let navigation = UINavigationController(rootViewController: screen(\"main\"))")
        app.run("let kept = screen(\"kept\")\nnavigation.pushViewController(kept, animated: false)")
        expectTrue(!app.run("_ = navigation.popViewController(animated: false)").contains("deinit"))
        expectEqual(app.run("print(kept.navigationController == nil, kept.tag)"), "true kept\n")
    }

    @Test func viewDidLoadRunsOnceWhenTheViewIsFirstNeeded() {
        let app = AppHarness()
        app.run(Self.screenClass)
        expectEqual(app.run("let solo = screen(\"solo\")\nprint(solo.isViewLoaded)"), "false\n")
        expectEqual(app.run("print(solo.view.bounds.size.width)\nprint(solo.isViewLoaded)"), "solo viewDidLoad\n390.0\ntrue\n")
        expectEqual(app.run("_ = solo.view"), "")
    }

    @Test func theBasesMembersAreTheSubclasss() {
        let app = AppHarness()
        let output = app.run("""
            class Main: UIViewController {
              override func viewDidLoad() {
                super.viewDidLoad()
                title = "Main"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
                print(view.bounds.size.width, navigationController != nil, self.title ?? "-")
              }
            }
            let main = Main()
            let navigation = UINavigationController(rootViewController: main)
            """)
        expectEqual(output, "390.0 true Main\n")
        expectEqual(app.kit.screen.title, "Main")
        expectEqual(app.kit.screen.buttons, [.init(title: "+", isEnabled: true)])
        expectEqual(app.run("""
            let any: Any = main
            let controller: UIViewController = navigation.topViewController!
            print(any is UIViewController, controller is Main, (controller as? Main) != nil, navigation.viewControllers.count)
            print((any as? UIViewController) != nil, any is UINavigationController, (any as? UIButton) == nil)
            """), "true true true 1\ntrue false true\n")
    }

    @Test func aPresentedSubclassIsShownAndReleasedOnDismiss() {
        let app = AppHarness()
        app.run("""
            class Sheet: UIViewController {
              override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); print("sheet appears") }
              override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); print("sheet gone") }
              deinit { print("sheet deinit") }
            }
            let main = UIViewController(title: "Main")
            let navigation = UINavigationController(rootViewController: main)
            """)
        expectEqual(app.run("main.present(Sheet(), animated: true, completion: { print(\"presented\") })"), """
            sheet appears
            presented

            """)
        expectEqual(app.run("print(main.presentedViewController is Sheet)"), "true\n")
        expectEqual(app.run("main.dismiss(animated: true)"), "sheet gone\nsheet deinit\n")
        expectEqual(app.kit.screen.title, "Main")
    }

    @Test func aDisposeBagAPoppedControllerOwnsDisposes() {
        let app = AppHarness()
        app.run("""
            class Photos: UIViewController {
              private let bag = DisposeBag()
              override func viewDidLoad() {
                super.viewDidLoad()
                Observable<Int>.never().subscribe(onDisposed: { print("disposed") }).disposed(by: bag)
              }
              deinit { print("Photos deinit") }
            }
            let navigation = UINavigationController(rootViewController: UIViewController(title: "Main"))
            navigation.pushViewController(Photos(), animated: true)
            """)
        expectEqual(app.run("_ = navigation.popViewController(animated: true)"), "Photos deinit\ndisposed\n")
    }

    @Test func aWrongArgumentIsRefusedWithSwiftsWords() {
        let app = AppHarness()
        let result = app.interpreter.run("""
            class Box {}
            let navigation = UINavigationController(rootViewController: UIViewController())
            navigation.pushViewController(Box(), animated: true)
            """)
        expectEqual(result.errors.map(\.message), ["cannot convert value of type 'Box' to expected argument type 'UIViewController'"])
    }

    @Test func aTableViewControllerSubclassShowsItsRows() {
        let app = AppHarness()
        expectEqual(app.run("""
            class List: UITableViewController {
              private let bag = DisposeBag()
              override func viewDidLoad() {
                super.viewDidLoad()
                title = "Repos"
                Observable.just(["RxSwift", "Unbox"])
                  .bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, name, cell in
                    cell.textLabel?.text = name
                  }
                  .disposed(by: bag)
              }
            }
            let navigation = UINavigationController(rootViewController: List())
            """), "")
        expectEqual(app.kit.screen.title, "Repos")
        expectEqual(app.kit.screen.rows, ["RxSwift", "Unbox"])
    }

    @Test func whatObservesALifecycleMethodHearsItAfterTheOverride() {
        let app = AppHarness()
        app.run("""
            class Watched: UIViewController {
              override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); print("override") }
            }
            let watched = Watched()
            let navigation = UINavigationController(rootViewController: UIViewController(title: "Main"))
            navigation.pushViewController(watched, animated: false)
            let seen = watched.rx.viewWillDisappear.subscribe(onNext: { _ in print("rx") })
            """)
        expectEqual(app.run("_ = navigation.popViewController(animated: false)"), "override\nrx\n")
    }

    @Test func aFailingOverrideStopsTheStatementWithoutACrash() {
        let app = AppHarness()
        app.run("class Broken: UIViewController {\n  var name: String?\n  override func viewDidLoad() { super.viewDidLoad(); print(name!) }\n}")
        let result = app.interpreter.run("let navigation = UINavigationController(rootViewController: Broken())")
        expectEqual(result.errors.count, 1)
        expectEqual(app.run("print(1)"), "1\n")
    }

    @Test func aStoryboardNeedsAnInitWithoutArguments() {
        let app = AppHarness()
        app.run("""
            class Needy: UIViewController {
              let id: Int
              init(id: Int) { self.id = id; super.init(nibName: nil, bundle: nil) }
            }
            """)
        let result = app.interpreter.run("let needy = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Needy\")")
        expectEqual(result.errors.map(\.message), ["'Needy' cannot be made without arguments: give it an 'init()'"])
    }
}
