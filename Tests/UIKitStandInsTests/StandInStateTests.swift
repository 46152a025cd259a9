import Interpreter
import RxLibrary
import Testing
import UIKitStandIns

/// An interpreter with RxSwift and the UIKit stand-ins, and the stand-ins themselves.
private func makeKit() -> (Interpreter, UIKitStandIns) {
    let kit = UIKitStandIns()
    return (Interpreter(configuration: .init(), libraries: [RxLibrary(), kit]), kit)
}

@Test func theScreenReportsTheControllerOnTopAndItsControls() {
    let (interpreter, kit) = makeKit()
    #expect(kit.screen.isEmpty)
    interpreter.run("""
        let main = UIViewController(title: "Main")
        let navigation = UINavigationController(rootViewController: main)
        let save = UIButton(title: "Save")
        save.isEnabled = false
        """)
    #expect(kit.screen.title == "Main")
    #expect(kit.screen.buttons == [.init(title: "Save", isEnabled: false)])
    interpreter.run("save.isEnabled = true")
    #expect(kit.screen.buttons == [.init(title: "Save", isEnabled: true)])
    interpreter.run("navigation.pushViewController(UIViewController(title: \"Photos\"), animated: true)")
    #expect(kit.screen.title == "Photos")
    #expect(kit.screen.buttons.isEmpty)
}

@Test func anInterpreterWithoutTheStandInsDoesNotKnowUIKitNames() {
    let interpreter = Interpreter(configuration: .init(), libraries: [RxLibrary()])
    let result = interpreter.run("let button = UIButton(title: \"Save\")")
    #expect(result.errors.map(\.message) == ["cannot find 'UIButton' in scope"])
    #expect(interpreter.completions(for: "UIBu") == [])
}

@Test func twoInterpretersKeepTheirOwnScreens() {
    let (first, firstKit) = makeKit()
    let (second, secondKit) = makeKit()
    first.run("let a = UIButton(title: \"A\")")
    second.run("let b = UIButton(title: \"B\")")
    #expect(firstKit.screen.buttons.map(\.title) == ["A"])
    #expect(secondKit.screen.buttons.map(\.title) == ["B"])
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
    #expect(kit.screen.title == "Main")
    #expect(kit.screen.labels == ["Hi"])
    #expect(kit.screen.switches == [false])
    #expect(kit.screen.buttons == [.init(title: "+", isEnabled: true)])
    interpreter.run("label.isHidden = true; toggle.isOn = true")
    #expect(kit.screen.labels == [])
    #expect(kit.screen.switches == [true])
    interpreter.run("""
        let sheet = UIViewController(); sheet.title = "Sheet"
        main.present(sheet, animated: true)
        """)
    #expect(kit.screen.title == "Sheet")
    #expect(kit.screen.buttons == [])
    interpreter.run("sheet.dismiss(animated: true)")
    #expect(kit.screen.title == "Main")
}

@Test func standInsKnowUIKitsClassHierarchy() {
    let (interpreter, _) = makeKit()
    let result = interpreter.run("""
        let controls: [UIControl] = [UIButton(), UITextField(), UISwitch()]
        print(controls.count)
        let controller: UIViewController = UINavigationController(rootViewController: UIViewController())
        """)
    #expect(result.errors.isEmpty)
    #expect(result.output == "3\n")
    let wrong = interpreter.run("let label: UIControl = UILabel()")
    #expect(wrong.errors.map(\.message) == ["cannot convert value of type 'UILabel' to specified type 'UIControl'"])
}
