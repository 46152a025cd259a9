import Interpreter
import RxLibrary
import TestSupport
import Testing
import UIKitStandIns

/// An interpreter with RxSwift and the UIKit stand-ins, and the stand-ins themselves.
private func makeKit() -> (Interpreter, UIKitStandIns) {
    let kit = UIKitStandIns()
    return (Interpreter(configuration: .init(), libraries: [RxLibrary(), kit]), kit)
}

@Test func theScreenReportsTheControllerOnTopAndItsControls() {
    let (interpreter, kit) = makeKit()
    expectTrue(kit.screen.isEmpty)
    interpreter.run("""
        let main = UIViewController(title: "Main")
        let navigation = UINavigationController(rootViewController: main)
        let save = UIButton(title: "Save")
        save.isEnabled = false
        """)
    expectEqual(kit.screen.title, "Main")
    expectEqual(kit.screen.buttons, [.init(title: "Save", isEnabled: false)])
    interpreter.run("save.isEnabled = true")
    expectEqual(kit.screen.buttons, [.init(title: "Save", isEnabled: true)])
    interpreter.run("navigation.pushViewController(UIViewController(title: \"Photos\"), animated: true)")
    expectEqual(kit.screen.title, "Photos")
    expectTrue(kit.screen.buttons.isEmpty)
}

@Test func anInterpreterWithoutTheStandInsDoesNotKnowUIKitNames() {
    let interpreter = Interpreter(configuration: .init(), libraries: [RxLibrary()])
    let result = interpreter.run("let button = UIButton(title: \"Save\")")
    expectEqual(result.errors.map(\.message), ["cannot find 'UIButton' in scope"])
    expectEqual(interpreter.completions(for: "UIBu"), [])
}

@Test func twoInterpretersKeepTheirOwnScreens() {
    let (first, firstKit) = makeKit()
    let (second, secondKit) = makeKit()
    first.run("let a = UIButton(title: \"A\")")
    second.run("let b = UIButton(title: \"B\")")
    expectEqual(firstKit.screen.buttons.map(\.title), ["A"])
    expectEqual(secondKit.screen.buttons.map(\.title), ["B"])
}

@Test func theScreenShowsWhatIsPresentedAndWhatIsNotHidden() {
    let (interpreter, kit) = makeKit()
    interpreter.run("""
        let main = UIViewController(); main.title = "Main"
        let label = UILabel(); label.text = "Hi"
        let toggle = UISwitch()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        main.navigationItem.rightBarButtonItem = item
        """)
    expectEqual(kit.screen.title, "Main")
    expectEqual(kit.screen.labels, ["Hi"])
    expectEqual(kit.screen.switches, [false])
    expectEqual(kit.screen.buttons, [.init(title: "+", isEnabled: true)])
    interpreter.run("label.isHidden = true; toggle.isOn = true")
    expectEqual(kit.screen.labels, [])
    expectEqual(kit.screen.switches, [true])
    interpreter.run("""
        let sheet = UIViewController(); sheet.title = "Sheet"
        main.present(sheet, animated: true)
        """)
    expectEqual(kit.screen.title, "Sheet")
    expectEqual(kit.screen.buttons, [])
    interpreter.run("sheet.dismiss(animated: true)")
    expectEqual(kit.screen.title, "Main")
}

@Test func standInsKnowUIKitsClassHierarchy() {
    let (interpreter, _) = makeKit()
    let result = interpreter.run("""
        let controls: [UIControl] = [UIButton(), UITextField(), UISwitch()]
        print(controls.count)
        let controller: UIViewController = UINavigationController(rootViewController: UIViewController())
        """)
    expectTrue(result.errors.isEmpty)
    expectEqual(result.output, "3\n")
    let wrong = interpreter.run("let label: UIControl = UILabel()")
    expectEqual(wrong.errors.map(\.message), ["cannot convert value of type 'UILabel' to specified type 'UIControl'"])
}
