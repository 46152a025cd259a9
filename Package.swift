// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RxPlayground",
    products: [
        .library(name: "RxCore", targets: ["RxCore"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    targets: [
        // The reactive engine: RxSwift 6's API and semantics, written from scratch.
        .target(name: "RxCore"),
        // Release-build benchmarks of the engine: `swift run -c release rxbench`.
        .executableTarget(name: "rxbench", dependencies: ["RxCore"]),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore"], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v5]
)
