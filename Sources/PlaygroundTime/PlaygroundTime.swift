// PlaygroundTime: Dispatch, Timer, sleeps and the current date on the playground's clock, for
// learner code that runs natively in the runner.
//
// What it shadows, and why: learner code must run on virtual time (design.md, "Time is virtual
// and output deterministic"), yet it spells time the way Foundation and Dispatch do. This module
// declares the same names, so the learner's own spelling reaches the clock:
//
// - types: `DispatchQueue`, `DispatchTime`, `DispatchWallTime`, `DispatchWorkItem`,
//   `DispatchGroup`, `DispatchSemaphore` (the queues and what waits on them), `DispatchSource`
//   (its timer, `DispatchSourceTimer`; other sources are `Dispatch.DispatchSource`'s);
// - members of Foundation's types: `Thread.sleep(forTimeInterval:)`, `Thread.sleep(until:)`,
//   `Thread.isMainThread` (class and instance), `Timer.scheduledTimer(withTimeInterval:repeats:block:)`,
//   `RunLoop.run(until:)`, `Date()`, `Date.now`,
//   `Date(timeIntervalSinceNow:)`, `date.timeIntervalSinceNow`;
// - functions: `sleep(_:)`, `usleep(_:)` (the C library's), `dispatchMain()` (Dispatch's).
//
// With a clock installed (`VirtualClock.installed`) each of them takes its time from the clock
// and runs its work there, on the clock's thread, in due order; without one it is the real thing.
// `DispatchTimeInterval`, `DispatchQoS` and the queues' nested types stay Dispatch's own, so
// RxSwift's `RxTimeInterval` and the learner's `.milliseconds(100)` are the same type.
//
// How the shadowing works (Swift 6.3, verified with swiftc): a declaration in a module shadows
// one of the same name and signature in a module it imports only when that module is visible
// from the learner's file through this one alone. `import PlaygroundTime` (which re-exports
// Foundation and Dispatch) shadows; `import Foundation` next to it makes every shadowed name
// ambiguous. So the compile step imports PlaygroundTime in place of Foundation, Dispatch and
// Glibc, and stand-in modules re-export PlaygroundTime rather than Foundation. Members shadow the
// same way as types. The rule is per file: another file of the same module that imports
// Foundation alone gets Foundation's declarations, unambiguously.
//
// The real types and functions stay reachable by their module's name: `Dispatch.DispatchQueue`,
// `Dispatch.DispatchTime`, `Glibc.sleep`. Shadowed members of Foundation's types have no such
// spelling: for learner code, Foundation's `Thread.sleep` is this one.

@_exported import Dispatch
@_exported import Foundation
