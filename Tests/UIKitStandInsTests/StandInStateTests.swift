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
    interpreter.run("navigation.push(UIViewController(title: \"Photos\"))")
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
