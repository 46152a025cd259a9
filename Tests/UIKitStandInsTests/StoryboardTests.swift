import TestSupport
import Testing
import UIKitStandIns

/// `UIStoryboard(name:bundle:)`, `instantiateViewController(withIdentifier:)` and the outlets
/// and actions a storyboard scene connects when the view loads.
@Suite struct StoryboardTests {
    static let form = """
        class Form: UIViewController {
          @IBOutlet weak var buttonSave: UIButton!
          @IBOutlet weak var itemAdd: UIBarButtonItem!
          @IBOutlet var name: UITextField!
          @IBAction func actionSave() { print("saved", name.text ?? "") }
          @objc func actionAdd() { print("add") }
        }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        """

    @Test func theIdentifierNamesTheLearnersClass() {
        let app = AppHarness()
        app.run(Self.form)
        expectEqual(app.run("""
            let form = storyboard.instantiateViewController(withIdentifier: "Form") as! Form
            print(form.isViewLoaded, form.storyboard != nil)
            """), "false true\n")
        expectEqual(app.run("let other = storyboard.instantiateViewController(withIdentifier: \"Form\")\nprint(other is Form)"), "true\n")
    }

    @Test func outletsAreConnectedWhenTheViewLoadsAndActionsReachTheLearner() {
        let app = AppHarness()
        app.run(Self.form)
        app.run("""
            let form = storyboard.instantiateViewController(withIdentifier: "Form") as! Form
            let navigation = UINavigationController(rootViewController: form)
            """)
        expectEqual(app.kit.screen.buttons, [.init(title: "Save", isEnabled: true), .init(title: "+", isEnabled: true)])
        expectEqual(app.kit.screen.fields.map(\.placeholder), ["name"])
        expectEqual(app.run("form.name.text = \"Ann\"\nform.buttonSave.sendActions(for: .touchUpInside)"), "saved Ann\n")
        expectEqual(app.run("form.itemAdd.tap()"), "add\n")
        expectEqual(app.run("form.navigationItem.rightBarButtonItem!.tap()"), "add\n")
    }

    @Test func anUnknownIdentifierStopsWithUIKitsReason() {
        let app = AppHarness()
        app.run(Self.form)
        let result = app.interpreter.run("let missing = storyboard.instantiateViewController(withIdentifier: \"Nope\")")
        expectEqual(result.errors.map(\.message), [
            "Storyboard (<UIStoryboard: \"Main\">) doesn't contain a view controller with identifier 'Nope'",
        ])
    }

    @Test(arguments: [
        ("buttonSave", "Save"), ("saveButton", "Save"), ("itemAdd", "Add"), ("clear", "Clear"), ("button", "Button"),
    ])
    func anOutletIsTitledAfterItsName(outlet: String, title: String) {
        let app = AppHarness()
        app.run("class Scene: UIViewController { @IBOutlet weak var \(outlet): UIButton! }")
        app.run("let navigation = UINavigationController(rootViewController: Scene())")
        expectEqual(app.kit.screen.buttons.map(\.title), [title])
    }

    @Test func aStoryboardMakesAControllerThroughInitCoder() {
        let app = AppHarness()
        expectEqual(app.run("""
            class Coded: UIViewController {
              let mark: String
              required init?(coder: NSCoder) {
                mark = "coded"
                super.init(coder: coder)
              }
            }
            let coded = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Coded") as! Coded
            print(coded.mark)
            """), "coded\n")
    }
}
