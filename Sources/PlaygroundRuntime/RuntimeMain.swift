import Foundation
@_spi(Playground) import RxSwift
import PlaygroundSupport
import RunnerProtocol
import VirtualClock

#if canImport(Glibc)
import Glibc
#endif

/// The runner process's loop: installs the session's virtual clock, then carries out the
/// session's requests one at a time (run an input's compiled code, move the clock) and answers
/// each after flushing what the learner's code printed.
///
/// Called by the `rxplay-runner` executable, which loads this library first so that every input
/// links against one copy of the modules.
@_cdecl("rxplay_runtime_main")
public func runtimeMain(_ requestDescriptor: Int32, _ replyDescriptor: Int32) -> Int32 {
    // Line buffering keeps printed lines in order with a trap's message on the shared pipe, and
    // loses at most an unfinished line when the learner's code stops the process.
    setvbuf(stdout, nil, _IOLBF, 0)
    limitMemory()
    limitProcessorTime()
    endWithTheSession()
    let clock = VirtualClock()
    VirtualClock.installed = clock
    RuntimeState.watch(true)
    reportAsADebugBuildDoes()
    RuntimeScreen.prepare()
    let loop = RequestLoop(
        channel: LineChannel(read: requestDescriptor, write: replyDescriptor), clock: clock)
    VirtualClock.dispatchMainHandler = { loop.serveForGood() }
    return loop.serve()
}

/// Caps this process's address space at `RXPLAY_MEMORY_LIMIT_MB` (set by the session, which
/// leaves room below the machine's memory and the session's own limits), as a hard limit that
/// learner code cannot raise again.
private func limitMemory() {
    guard let megabytes = positiveNumber(inEnvironment: "RXPLAY_MEMORY_LIMIT_MB") else { return }
    lower(RLIMIT_AS, to: rlim_t(megabytes) * 1_048_576, hardMargin: 0)
}

/// Caps this process's processor time at `RXPLAY_CPU_LIMIT_S` seconds (set by the session):
/// past it the kernel ends the process with SIGXCPU, which the session reports. Code still running
/// between inputs (a thread that never ends) is stopped this way too.
private func limitProcessorTime() {
    guard let seconds = positiveNumber(inEnvironment: "RXPLAY_CPU_LIMIT_S") else { return }
    // SIGXCPU must end the process even when whoever started rxplay ignored or blocked it
    // (both are inherited across exec).
    signal(SIGXCPU, SIG_DFL)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGXCPU)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    // The hard limit a little higher, so SIGXCPU comes before SIGKILL.
    lower(RLIMIT_CPU, to: rlim_t(seconds), hardMargin: 5)
}

/// The positive whole number in the environment variable `name`, or nil.
private func positiveNumber(inEnvironment name: String) -> Int? {
    guard let text = getenv(name), let number = Int(String(cString: text)), number > 0 else { return nil }
    return number
}

/// Sets `resource`'s soft limit to `wanted`, only ever lower: a limit rxplay itself runs under
/// (`ulimit`) stands. With `hardMargin`, the hard limit becomes `wanted` plus it, when lower.
private func lower(_ resource: __rlimit_resource, to wanted: rlim_t, hardMargin: rlim_t?) {
    let which = __rlimit_resource_t(resource.rawValue)
    var limit = rlimit()
    getrlimit(which, &limit)
    guard wanted < limit.rlim_cur else { return }
    limit.rlim_cur = wanted
    if let hardMargin, wanted + hardMargin < limit.rlim_max { limit.rlim_max = wanted + hardMargin }
    setrlimit(which, &limit)
}

/// Ends this process when the session that started it is gone (killed, hung up), so runaway
/// learner code never outlives it: the runner is in a process group of its own, out of reach
/// of the terminal's signals.
private func endWithTheSession() {
    let session = getppid()
    Thread.detachNewThread {
        while true {
            usleep(200_000)
            if getppid() != session { _exit(1) }
        }
    }
}

/// What a debug build of RxSwift (the one a playground uses) prints on its own: an error no
/// subscriber handles, and an event sent while the previous one is still being delivered.
private func reportAsADebugBuildDoes() {
    Hooks.installDefaultErrorHandler { _, error in print("Unhandled error happened: \(error)") }
    Hooks.anomalyDetected = { anomaly in print(anomaly.debugMessage) }
}
