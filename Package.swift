// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RxPlayground",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        .library(name: "TextWidth", targets: ["TextWidth"]),
        .library(name: "Interpreter", targets: ["Interpreter"]),
        .library(name: "RxLibrary", targets: ["RxLibrary"]),
        .library(name: "UIKitStandIns", targets: ["UIKitStandIns"]),
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
            name: "RxCore",
            dependencies: [.product(name: "DequeModule", package: "swift-collections")],
            swiftSettings: [
                // Lets client modules specialize the engine's generics for their element types:
                // unspecialized generic code is what makes reactive engines slow on Linux.
                // Exclusivity is checked at run time in debug builds (the tests); release builds
                // skip the check, which cost a tenth of a flatMap chain's time.
                .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"],
                             .when(configuration: .release))
            ]
        ),
        // Timelines: virtual-time testing, recording, marble strings, terminal and SVG drawing.
        .target(name: "Marbles", dependencies: ["RxCore", "TextWidth"]),
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
        // RxSwift and RxRelay for learner code: member tables that expose RxCore over the language's values.
        .target(name: "RxLibrary", dependencies: ["Interpreter", "RxCore"]),
        // UIKit, RxCocoa, Photos and Dispatch stand-ins with their real names, on the virtual clock.
        .target(name: "UIKitStandIns", dependencies: ["Interpreter", "RxLibrary", "RxCore"]),
        // One REPL session (interpreter, clock, recorder, meta-commands), lessons, mock UI kit.
        .target(name: "Playground", dependencies: ["Interpreter", "RxLibrary", "UIKitStandIns", "Marbles", "RxCore", "TextWidth"]),
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
        .executableTarget(name: "rxbench", dependencies: ["RxCore"]),
        // Release-build benchmarks of recording and drawing timelines: `swift run -c release marblesbench`.
        .executableTarget(name: "marblesbench", dependencies: ["Marbles", "RxCore"]),
        // Release-build benchmark of the interpreter: `swift run -c release interpbench`.
        .executableTarget(name: "interpbench", dependencies: ["Interpreter", "RxLibrary", "RxCore"]),
        // What every test target shares: golden files (one rule for recording and comparing) and
        // checks that compile fast (`expectEqual`, `expectTrue`).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "Marbles", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "MarblesTests", dependencies: ["Marbles", "RxCore", "TextWidth", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "PlaygroundTests", dependencies: ["Playground", "TestSupport"],
            exclude: ["Transcripts", "LessonTranscripts", "Playgrounds"]),
        .testTarget(name: "EndToEndTests", dependencies: ["rxplay", "TestSupport"], exclude: ["pty_driver.py", "Scripts"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"]),
        .testTarget(name: "InterpreterTests", dependencies: ["Interpreter", "RxLibrary", "UIKitStandIns", "RxCore", "TestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "TextWidthTests", dependencies: ["TextWidth"]),
        .testTarget(name: "UIKitStandInsTests", dependencies: ["UIKitStandIns", "RxLibrary", "Interpreter", "RxCore", "TestSupport"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "RxLibraryTests", dependencies: ["RxLibrary", "Interpreter", "RxCore", "TestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
