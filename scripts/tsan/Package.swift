// swift-tools-version:6.0
// The thread-sanitizer pass of `scripts/test`: the engine's concurrency stress tests over RxSwift
// alone, so the sanitizer build compiles RxSwift and four tests, not swift-syntax and the rest.
// RxSwift comes from the root package (its manifest, flags and dependencies); the tests are the
// root's `Tests/RxSwiftTests/ThreadSafety`, through a symbolic link.
import PackageDescription

let package = Package(
    name: "RxSwiftStress",
    dependencies: [.package(name: "RxPlayground", path: "../..")],
    targets: [
        .testTarget(
            name: "ConcurrencyStressTests",
            dependencies: [
                .product(name: "RxSwift", package: "RxPlayground"),
                .product(name: "RxRelay", package: "RxPlayground"),
            ],
            path: "Tests/ConcurrencyStressTests"
        )
    ],
    swiftLanguageModes: [.v5]
)
