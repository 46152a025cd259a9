// The process that runs a session's learner code. It loads the playground's modules (the engine,
// the stand-ins and the runtime, one shared library) and hands control to the runtime's loop,
// which takes requests on descriptor 3 and answers on descriptor 4. Learner code's output is
// this process's standard output and error.
import PlaygroundConfinement
import PlaygroundRandom

#if canImport(Glibc)
import Glibc
#endif

// The box, before anything else runs: learner code may write only in the session's folder, sees
// the rest read-only, has no network, no terminal, no capabilities, and every process it starts
// dies with the runner (see PlaygroundConfinement.h). rxplay said at start what this kernel
// cannot give; a part missing that rxplay expected is said here, as is a box that cannot be made.
if let folder = getenv("RXPLAY_WRITABLE").map({ String(cString: $0) }) {
    let session = getenv("RXPLAY_SESSION_PID").flatMap { Int32(String(cString: $0)) } ?? getppid()
    if getppid() != session { exit(1) }
    var problem = [CChar](repeating: 0, count: 256)
    let parts = playground_enter_box(folder, session, &problem, problem.count)
    if parts < 0 {
        fputs("rxplay-runner: learner code cannot be confined: \(String(cString: problem))\n", stderr)
        exit(3)
    }
    let expected = getenv("RXPLAY_BOX_EXPECTED").flatMap { Int32(String(cString: $0)) } ?? 0
    if expected & ~parts != 0 {
        fputs("rxplay-runner: learner code is less confined than expected: \(String(cString: problem))\n", stderr)
    }
}

// Random numbers are the same in every run of a session (and in its replays).
let seed = getenv("RXPLAY_RANDOM_SEED").flatMap { UInt64(String(cString: $0)) } ?? 0x5EED
playground_random_seed(seed)

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    fputs("usage: rxplay-runner PATH-TO-libRxPlaygroundModules.so\n", stderr)
    exit(2)
}
guard let modules = dlopen(arguments[1], RTLD_NOW | RTLD_GLOBAL) else {
    fputs("rxplay-runner: \(dlerror().map { String(cString: $0) } ?? "cannot load the modules")\n", stderr)
    exit(2)
}
guard let symbol = dlsym(modules, "rxplay_runtime_main") else {
    fputs("rxplay-runner: the modules library has no runtime\n", stderr)
    exit(2)
}
typealias RuntimeMain = @convention(c) (Int32, Int32) -> Int32
exit(unsafeBitCast(symbol, to: RuntimeMain.self)(3, 4))
