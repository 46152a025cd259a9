// The process that runs a session's learner code. It loads the playground's modules (the engine,
// the stand-ins and the runtime, one shared library) and hands control to the runtime's loop,
// which takes requests on descriptor 3 and answers on descriptor 4. Learner code's output is
// this process's standard output and error.
import PlaygroundConfinement
import PlaygroundRandom

#if canImport(Glibc)
import Glibc
#endif

// Learner code may write only in the session's folder, and opens no sockets. rxplay said at start
// when the kernel cannot confine it; a failure on a kernel that can is said here.
if let folder = getenv("RXPLAY_WRITABLE").map({ String(cString: $0) }) {
    var problem = [CChar](repeating: 0, count: 256)
    let confined = playground_confine(folder, &problem, problem.count)
    if confined != 0 && playground_landlock_abi() > 0 {
        fputs("rxplay-runner: learner code is not confined: \(String(cString: problem))\n", stderr)
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
