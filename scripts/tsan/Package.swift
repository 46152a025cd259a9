// swift-tools-version:6.0
// The thread-sanitizer pass of `scripts/test`: the engine's concurrency stress tests over RxCore
// alone, so the sanitizer build compiles RxCore and four tests, not swift-syntax and the rest.
// RxCore comes from the root package (its manifest, flags and dependencies); the tests are the
// root's `Tests/RxCoreTests/ThreadSafety`, through a symbolic link.
import PackageDescription

let package = Package(
    name: "RxCoreStress",
    dependencies: [.package(name: "RxPlayground", path: "../..")],
    targets: [
        .testTarget(
            name: "ConcurrencyStressTests",
            dependencies: [.product(name: "RxCore", package: "RxPlayground")],
            path: "Tests/ConcurrencyStressTests"
        )
    ],
    swiftLanguageModes: [.v5]
)
