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
    Instrumentation.observer = RuntimeState.timeline
    reportAsADebugBuildDoes()
    RuntimeScreen.prepare()
    let loop = RequestLoop(
        channel: LineChannel(read: requestDescriptor, write: replyDescriptor), clock: clock)
    VirtualClock.dispatchMainHandler = { loop.serveForGood() }
    return loop.serve()
}

/// Caps this process's address space at `RXPLAY_MEMORY_LIMIT_MB` (set by the session, which
/// leaves room below the machine's memory and the session's own limits).
private func limitMemory() {
    guard let text = getenv("RXPLAY_MEMORY_LIMIT_MB"), let megabytes = Int(String(cString: text)), megabytes > 0
    else { return }
    var limit = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    let wanted = rlim_t(megabytes) * 1_048_576
    // Only ever lower: a limit the session itself runs under (`ulimit -v`) stands.
    if wanted < limit.rlim_cur {
        limit.rlim_cur = wanted
        setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
    }
}

/// Caps this process's processor time at `RXPLAY_CPU_LIMIT_S` seconds (set by the session):
/// past it the kernel ends the process with SIGXCPU, which the session reports. Code still running
/// between inputs (a thread that never ends) is stopped this way too.
private func limitProcessorTime() {
    guard let text = getenv("RXPLAY_CPU_LIMIT_S"), let seconds = Int(String(cString: text)), seconds > 0
    else { return }
    var limit = rlimit()
    getrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    let wanted = rlim_t(seconds)
    // SIGXCPU must end the process even when whoever started rxplay ignored or blocked it
    // (both are inherited across exec).
    signal(SIGXCPU, SIG_DFL)
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGXCPU)
    sigprocmask(SIG_UNBLOCK, &signals, nil)
    // Only ever lower; the hard limit a little higher, so SIGXCPU comes first.
    if wanted < limit.rlim_cur {
        limit.rlim_cur = wanted
        if wanted + 5 < limit.rlim_max { limit.rlim_max = wanted + 5 }
        setrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &limit)
    }
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
