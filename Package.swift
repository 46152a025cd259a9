// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RxPlayground",
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        .library(name: "TextWidth", targets: ["TextWidth"]),
        .library(name: "Interpreter", targets: ["Interpreter"]),
        .library(name: "RxLibrary", targets: ["RxLibrary"]),
        .library(name: "UIKitStandIns", targets: ["UIKitStandIns"]),
        .library(name: "ScreenModel", targets: ["ScreenModel"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PlaygroundSupport", targets: ["PlaygroundSupport"]),
        .library(name: "Playground", targets: ["Playground"]),
        .executable(name: "rxplay", targets: ["rxplay"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        // The reactive engine: RxSwift 6's API and semantics, following RxSwift's implementation
        // (see THIRD_PARTY_NOTICES.md).
        .target(
            name: "RxSwift",
            dependencies: ["VirtualClock", .product(name: "DequeModule", package: "swift-collections")],
            swiftSettings: [
                // Lets client modules specialize the engine's generics for their element types:
                // unspecialized generic code is what makes reactive engines slow on Linux.
                // Exclusivity is checked at run time in debug builds (the tests); release builds
                // skip the check, which cost a tenth of a flatMap chain's time.
                .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"],
                             .when(configuration: .release))
            ]
        ),
        // The playground's virtual clock: every scheduler learner code reaches runs on it once the
        // runtime installs it; without one, schedulers keep real time.
        .target(name: "VirtualClock", dependencies: [.product(name: "HeapModule", package: "swift-collections")]),
        // RxSwift's relays, in a module of their own as in RxSwift (`import RxRelay`).
        .target(name: "RxRelay", dependencies: ["RxSwift"]),
        // Timelines: virtual-time testing, recording, marble strings, terminal and SVG drawing.
        .target(name: "Marbles", dependencies: ["RxSwift", "TextWidth"]),
        // Terminal columns of text (emoji and CJK take two): timelines and diagnostics share it.
        .target(name: "TextWidth"),
        // The Swift language as learners write it: swift-syntax → our AST → closures over dynamic
        // values, the standard library subset, diagnostics. Libraries register into it.
        .target(
            name: "Interpreter",
            dependencies: [
                "TextWidth",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // RxSwift and RxRelay for learner code: member tables that expose RxSwift over the language's values.
        .target(name: "RxLibrary", dependencies: ["Interpreter", "RxSwift", "RxRelay"]),
        // UIKit, RxCocoa, Photos and Dispatch stand-ins with their real names, on the virtual clock.
        .target(name: "UIKitStandIns", dependencies: ["Interpreter", "RxLibrary", "RxSwift", "ScreenModel"]),
        // What is on screen, as the session draws it: reported by the stand-ins and by `UIKit`.
        .target(name: "ScreenModel"),
        // The modules learner code imports for iOS code, as ordinary Swift on the virtual clock:
        // UIKit's views, controls and controllers; RxCocoa's bindings; Photos' library; the
        // playground page.
        .target(name: "UIKit", dependencies: ["VirtualClock", "ScreenModel"]),
        .target(name: "RxCocoa", dependencies: ["UIKit", "RxSwift", "RxRelay"]),
        .target(name: "Photos", dependencies: ["UIKit", "VirtualClock"]),
        .target(name: "PlaygroundSupport", dependencies: ["UIKit"]),
        // One REPL session (interpreter, clock, recorder, meta-commands), lessons, mock UI kit.
        .target(name: "Playground", dependencies: ["Interpreter", "RxLibrary", "UIKitStandIns", "Marbles", "RxSwift", "TextWidth"]),
        // libedit's readline-compatible API (apt: libedit-dev).
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        // Reading lines: libedit on a terminal, plain lines from a pipe.
        .target(name: "LineEditing", dependencies: ["CEditLine"]),
        // The command: `rxplay` (REPL), `rxplay run FILE`, `rxplay lessons`, `rxplay lesson NAME`.
        .executableTarget(
            name: "rxplay",
            dependencies: [
                "Playground", "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Release-build benchmark of the REPL: start-up and per-input latency of `rxplay`.
        .executableTarget(name: "replbench"),
        // Release-build benchmarks of the engine: `swift run -c release rxbench`.
        .executableTarget(name: "rxbench", dependencies: ["RxSwift", "RxRelay"]),
        // Release-build benchmarks of recording and drawing timelines: `swift run -c release marblesbench`.
        .executableTarget(name: "marblesbench", dependencies: ["Marbles", "RxSwift"]),
        // Release-build benchmark of the interpreter: `swift run -c release interpbench`.
        .executableTarget(name: "interpbench", dependencies: ["Interpreter", "RxLibrary", "RxSwift", "RxRelay"]),
        // What every test target shares: golden files (one rule for recording and comparing) and
        // checks that compile fast (`expectEqual`, `expectTrue`).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RxSwiftTests", dependencies: ["RxSwift", "RxRelay", "Marbles", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "MarblesTests", dependencies: ["Marbles", "RxSwift", "TextWidth", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "PlaygroundTests", dependencies: ["Playground", "TestSupport"],
            exclude: ["Transcripts", "LessonTranscripts", "Playgrounds"]),
        .testTarget(name: "EndToEndTests", dependencies: ["rxplay", "TestSupport"], exclude: ["pty_driver.py", "Scripts"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        .testTarget(name: "InterpreterTests", dependencies: ["Interpreter", "RxLibrary", "UIKitStandIns", "RxSwift", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "VirtualClockTests", dependencies: ["VirtualClock", "TestSupport"]),
        .testTarget(name: "TextWidthTests", dependencies: ["TextWidth"]),
        .testTarget(name: "UIKitStandInsTests", dependencies: ["UIKitStandIns", "RxLibrary", "Interpreter", "RxSwift", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(
            name: "UIKitModuleTests",
            dependencies: [
                "UIKit", "RxCocoa", "Photos", "PlaygroundSupport", "RxSwift", "RxRelay", "VirtualClock", "ScreenModel",
                "TestSupport",
            ],
            // Swift Testing declares an overlay for Apple's UIKit (`_Testing_UIKit`), which Linux
            // does not have: importing Testing with this UIKit would look for it.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        .testTarget(name: "RxLibraryTests", dependencies: ["RxLibrary", "Interpreter", "RxSwift", "TestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
