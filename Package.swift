// swift-tools-version:6.0
import Foundation
import PackageDescription

/// swift-syntax as the toolchain ships it (`usr/lib/swift/host`, for its macros): its libraries
/// and module interfaces, built by the toolchain and used as they are, instead of compiling
/// swift-syntax's sources (a third of a fresh build's processor time). The folder is found beside
/// the PackageDescription library this manifest runs with, so it is the running toolchain's own;
/// a toolchain without it, or `RXPLAY_SWIFT_SYNTAX=package`, builds the package.
let toolchainSyntax: String? = {
    if ProcessInfo.processInfo.environment["RXPLAY_SWIFT_SYNTAX"] == "package" { return nil }
    // Read to its end: Foundation reads a file of size 0 (every /proc file) in one read of a
    // page, so `String(contentsOfFile:)` gave the first 4 KB of the map, and where address-space
    // randomization put the library past them, a fresh clone compiled swift-syntax's sources.
    guard let handle = FileHandle(forReadingAtPath: "/proc/self/maps"),
        let data = try? handle.readToEnd()
    else { return nil }
    let maps = String(decoding: data, as: UTF8.self)
    for line in maps.split(separator: "\n") {
        // `…/usr/lib/swift/pm/ManifestAPI/libPackageDescription.so`: the host folder is `…/usr/lib/swift/host`.
        guard let start = line.firstIndex(of: "/"), line.hasSuffix("/pm/ManifestAPI/libPackageDescription.so") else {
            continue
        }
        let library = URL(fileURLWithPath: String(line[start...]))
        let host = library.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("host").path
        let needed = ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftDiagnostics", "SwiftBasicFormat"]
        let complete = needed.allSatisfy { name in
            FileManager.default.fileExists(atPath: "\(host)/\(name).swiftmodule")
                && FileManager.default.fileExists(atPath: "\(host)/lib\(name).so")
        }
        return complete ? host : nil
    }
    return nil
}()

/// What a target that parses Swift depends on, and the settings that find swift-syntax.
func syntax(_ modules: [String]) -> [Target.Dependency] {
    toolchainSyntax == nil ? modules.map { .product(name: $0, package: "swift-syntax") } : []
}
let syntaxSwiftSettings: [SwiftSetting] = toolchainSyntax.map { [.unsafeFlags(["-I", $0])] } ?? []
let syntaxLinkerSettings: [LinkerSetting] =
    toolchainSyntax.map { [.unsafeFlags(["-L", $0, "-Xlinker", "-rpath", "-Xlinker", $0])] } ?? []

let package = Package(
    name: "RxPlayground",
    products: [
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        .library(name: "Marbles", targets: ["Marbles"]),
        .library(name: "TextWidth", targets: ["TextWidth"]),
        .library(name: "ScreenModel", targets: ["ScreenModel"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "Photos", targets: ["Photos"]),
        .library(name: "PlaygroundSupport", targets: ["PlaygroundSupport"]),
        .library(name: "Playground", targets: ["Playground"]),
        // The modules learner code is compiled against and runs with, as one shared library that
        // the runner loads once (so every input links to one copy of the engine and stand-ins).
        .library(
            name: "RxPlaygroundModules", type: .dynamic,
            targets: [
                "RxSwift", "RxRelay", "RxTest", "RxBlocking", "VirtualClock", "PlaygroundTime", "Marbles", "ScreenModel", "UIKit", "RxCocoa",
                "Photos", "PlaygroundSupport", "PlaygroundRuntime",
            ]),
        .executable(name: "rxplay", targets: ["rxplay"]),
        .executable(name: "rxplay-runner", targets: ["rxplay-runner"]),
        .executable(name: "rxbench", targets: ["rxbench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ] + (toolchainSyntax == nil ? [.package(url: "https://github.com/swiftlang/swift-syntax", exact: "602.0.0")] : []),
    targets: [
        // The reactive engine: RxSwift 6's API and semantics, following RxSwift's implementation
        // (see THIRD_PARTY_NOTICES.md).
        .target(
            name: "RxSwift",
            dependencies: [
                "VirtualClock", "PlaygroundTime", .product(name: "DequeModule", package: "swift-collections"),
            ],
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
        .target(
            name: "VirtualClock", dependencies: ["CarriedWord", .product(name: "HeapModule", package: "swift-collections")]),
        // A C thread-local word for `CarriedContext`: inlined loads and stores.
        .target(name: "CarriedWord"),
        // Dispatch, Timer, sleeps and Date on the virtual clock for learner code: its declarations
        // shadow Foundation's and Dispatch's when learner code reaches those only through it.
        .target(name: "PlaygroundTime", dependencies: ["VirtualClock"]),
        // Deterministic random numbers for learner code: the executable that links it can seed every
        // random number of the process (it interposes the C library's sources of randomness).
        .target(name: "PlaygroundRandom"),
        // The runner's box (namespaces, Landlock, seccomp, no capabilities, hard limits) and the
        // tools' start (they die with rxplay).
        .target(name: "PlaygroundConfinement"),
        // RxSwift's relays, in a module of their own as in RxSwift (`import RxRelay`). Built like
        // the engine, so that clients specialize the relays' generics too: without it
        // `BehaviorRelay<Int>.accept` ran unspecialized, 0.8× RxSwift's time instead of 0.3×.
        .target(
            name: "RxRelay", dependencies: ["RxSwift"],
            swiftSettings: [
                .unsafeFlags(["-cross-module-optimization", "-enforce-exclusivity=unchecked"],
                             .when(configuration: .release))
            ]),
        // What the session and the runner process say to each other (JSON lines over pipes).
        .target(name: "RunnerProtocol"),
        // The runner's side: the request loop, loading compiled inputs, the virtual clock, value echo.
        .target(
            name: "PlaygroundRuntime",
            dependencies: [
                "RunnerProtocol", "VirtualClock", "RxSwift", "RxRelay", "Marbles", "PlaygroundSupport", "UIKit", "ScreenModel",
            ],
            swiftSettings: [
                // The timeline records each event of a watched subject or subscription: checking
                // exclusivity at run time cost a tenth of that (debug builds still check).
                .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
            ]),
        // The runner process: loads RxPlaygroundModules and hands over to PlaygroundRuntime.
        // It links PlaygroundRandom, whose definitions take the C library's place for the whole
        // process, so that random numbers can be seeded.
        .executableTarget(name: "rxplay-runner", dependencies: ["PlaygroundRandom", "PlaygroundConfinement"]),
        // Turning learner input into compilable units, running the toolchain, mapping its
        // diagnostics and traps back onto the learner's own lines.
        .target(
            name: "Compiling",
            dependencies: ["TextWidth", "PlaygroundConfinement"]
                + syntax(["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics"]),
            linkerSettings: syntaxLinkerSettings
        ),
        // RxTest 6's API (`import RxTest`): the virtual-time TestScheduler, hot and cold
        // testable observables, recorded events and XCTest assertions over them.
        .target(name: "RxTest", dependencies: ["RxSwift"]),
        // RxBlocking 6's API (`import RxBlocking`): `toBlocking()` and its blocking operators, on
        // the thread's run loop, or on the virtual clock when one is installed.
        .target(name: "RxBlocking", dependencies: ["RxSwift", "VirtualClock"]),
        // Timelines: recording, marble strings (and marble tests over RxTest), terminal and SVG drawing.
        .target(name: "Marbles", dependencies: ["RxSwift", "RxTest", "TextWidth"]),
        // Terminal columns of text (emoji and CJK take two): timelines and diagnostics share it.
        .target(name: "TextWidth"),
        // What is on screen, as the session draws it: reported by the stand-ins and by `UIKit`.
        .target(name: "ScreenModel"),
        // The modules learner code imports for iOS code, as ordinary Swift on the virtual clock:
        // UIKit's views, controls and controllers; RxCocoa's bindings; Photos' library; the
        // playground page.
        .target(name: "UIKit", dependencies: ["VirtualClock", "PlaygroundTime", "ScreenModel"]),
        .target(name: "RxCocoa", dependencies: ["UIKit", "RxSwift", "RxRelay"]),
        .target(name: "Photos", dependencies: ["UIKit", "VirtualClock"]),
        .target(name: "PlaygroundSupport", dependencies: ["UIKit"]),
        // One REPL session: gathering inputs, the compiled session and its runner process,
        // meta-commands, lessons, Xcode playgrounds, storyboards read into a model (App/).
        .target(
            name: "Playground",
            dependencies: ["Compiling", "RunnerProtocol", "ScreenModel", "Marbles", "TextWidth", "PlaygroundConfinement"]),
        // Tab completion for compiled sessions: the learner modules' public API read from their
        // symbol graphs, and the names and types earlier inputs declared (read with swift-syntax).
        .target(
            name: "Completion",
            dependencies: ["Compiling"] + syntax(["SwiftSyntax", "SwiftParser"])
        ),
        // libedit's readline-compatible API (apt: libedit-dev).
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        // Reading lines: libedit on a terminal, plain lines from a pipe.
        .target(name: "LineEditing", dependencies: ["CEditLine"]),
        // The command: `rxplay` (REPL), `rxplay run FILE`, `rxplay lessons`, `rxplay lesson NAME`.
        .executableTarget(
            name: "rxplay",
            dependencies: [
                "Playground", "Compiling", "Completion", "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Release-build benchmark of compiled sessions: first answer, per-input latency in 50- and
        // 300-input sessions, a 500-line file, learner code's events per second.
        .executableTarget(name: "sessionbench"),
        // The fuzz run of the REPL: generated lines through a pipe, under a memory limit.
        .executableTarget(name: "rxfuzz"),
        // Release-build benchmarks of the engine: `swift run -c release rxbench`.
        .executableTarget(name: "rxbench", dependencies: ["RxSwift", "RxRelay"]),
        // Release-build benchmarks of recording and drawing timelines: `swift run -c release marblesbench`.
        .executableTarget(name: "marblesbench", dependencies: ["Marbles", "RxSwift"]),
        // What every test target shares: golden files (one rule for recording and comparing) and
        // checks that compile fast (`expectEqual`, `expectTrue`).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "RxSwiftTests", dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "Marbles", "TestSupport", "VirtualClock"],
            exclude: ["Golden"]),
        .testTarget(name: "RxTestTests", dependencies: ["RxTest", "RxSwift", "TestSupport"]),
        .testTarget(name: "RxBlockingTests", dependencies: ["RxBlocking", "RxSwift", "VirtualClock", "TestSupport"]),
        .testTarget(
            name: "MarblesTests", dependencies: ["Marbles", "RxSwift", "RxTest", "TextWidth", "TestSupport"], exclude: ["Golden"]),
        .testTarget(
            name: "PlaygroundTests", dependencies: ["Playground", "Compiling", "TestSupport", "PlaygroundConfinement"],
            exclude: [
                "Playgrounds", "Apps", "AppTranscripts", "CompiledTranscripts", "CompiledLessonTranscripts", "Programs", "ResourcesTotal",
                "FileRefusals", "SessionTexts",
            ]),
        .testTarget(name: "EndToEndTests", dependencies: ["rxplay", "TestSupport", "TextWidth"], exclude: ["pty_driver.py", "Scripts"]),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing", "TestSupport"]),
        .testTarget(name: "CompilingTests", dependencies: ["Compiling", "TestSupport"]),
        .testTarget(name: "CompletionTests", dependencies: ["Completion", "Compiling", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "VirtualClockTests", dependencies: ["VirtualClock", "TestSupport"]),
        .testTarget(
            name: "PlaygroundTimeTests", dependencies: ["PlaygroundTime", "VirtualClock", "TestSupport"],
            // Learner code the tests compile and load with dlopen links against PlaygroundTime in
            // the test executable, which exports its symbols for that (as the runner will).
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
        .testTarget(name: "PlaygroundRandomTests", dependencies: ["PlaygroundRandom", "TestSupport"]),
        .testTarget(name: "TextWidthTests", dependencies: ["TextWidth"]),
        .testTarget(
            name: "UIKitModuleTests",
            dependencies: [
                "UIKit", "RxCocoa", "Photos", "PlaygroundSupport", "RxSwift", "RxRelay", "VirtualClock", "ScreenModel",
                "TestSupport",
            ],
            // Swift Testing declares an overlay for Apple's UIKit (`_Testing_UIKit`), which Linux
            // does not have: importing Testing with this UIKit would look for it.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    ],
    swiftLanguageModes: [.v5]
)

// The toolchain's swift-syntax is found by `Compiling` and by every target that imports it,
// directly or through another (a module's interface names the modules it was built with).
if !syntaxSwiftSettings.isEmpty {
    func uses(_ target: Target, _ seen: Set<String> = []) -> Bool {
        if target.name == "Compiling" { return true }
        return target.dependencies.contains { dependency in
            guard case .byNameItem(let name, _) = dependency, !seen.contains(name),
                let used = package.targets.first(where: { $0.name == name })
            else { return false }
            return uses(used, seen.union([target.name]))
        }
    }
    for target in package.targets where uses(target) {
        target.swiftSettings = (target.swiftSettings ?? []) + syntaxSwiftSettings
    }
}
