// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RxPlayground",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        .library(name: "Interpreter", targets: ["Interpreter"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0")
    ],
    targets: [
        // The reactive engine: RxSwift 6's API and semantics, written from scratch.
        .target(name: "RxCore"),
        // Timelines: virtual-time testing, recording, marble strings, terminal and SVG drawing.
        .target(name: "Marbles", dependencies: ["RxCore"]),
        // The Swift subset learners type: swift-syntax → our AST → evaluation over dynamic values.
        .target(
            name: "Interpreter",
            dependencies: [
                "RxCore",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        // Release-build benchmarks of the engine: `swift run -c release rxbench`.
        .executableTarget(name: "rxbench", dependencies: ["RxCore"]),
        // Release-build benchmarks of recording and drawing timelines: `swift run -c release marblesbench`.
        .executableTarget(name: "marblesbench", dependencies: ["Marbles", "RxCore"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "Marbles"], exclude: ["Golden"]),
        .testTarget(name: "MarblesTests", dependencies: ["Marbles", "RxCore"]),
        .testTarget(name: "InterpreterTests", dependencies: ["Interpreter", "RxCore"]),
    ],
    swiftLanguageModes: [.v5]
)
