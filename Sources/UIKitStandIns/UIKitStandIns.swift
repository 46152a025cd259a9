import Interpreter
import RxLibrary

/// Stand-ins for UIKit, with their real names, for learner code that replays an iOS app:
/// images, buttons, text fields, image views, view controllers, a navigation stack, alerts and
/// a photo library. They report their state (`screen`); the session draws it.
///
/// ```swift
/// let rx = RxLibrary(scheduler: clock)
/// let kit = UIKitStandIns()
/// let interpreter = Interpreter(configuration: .init(), libraries: [rx, kit])
/// interpreter.run("let button = UIButton(title: \"Save\")")
/// kit.screen.buttons   // [Save, enabled]
/// ```
public final class UIKitStandIns: InterpreterLibrary {
    let screenState = MockUIScreen()

    /// A set of stand-ins for one interpreter.
    public init() {}

    /// What is on screen now.
    public var screen: ScreenSnapshot { screenState.snapshot }

    package func register(into libraries: LibrarySet) {
        libraries.keep(self)
        MockUI.register(libraries)
        for name in MockUI.typeNames { libraries.typeNames[name] = { .library(name, $0) } }
        libraries.completionNames.formUnion(MockUI.typeNames.subtracting(["Reactive"]))
        libraries.modules.formUnion(["UIKit", "PlaygroundSupport", "Dispatch"])
        libraries.outsideNames["DispatchQueue"] = (
            "'DispatchQueue' is not part of the playground",
            "time runs on the virtual clock: use 'MainScheduler.instance' with 'delay', 'interval' or 'timer'")
    }
}
