import Foundation
import PlaygroundConfinement

#if canImport(Glibc)
import Glibc
#endif

/// Runs a tool (the compiler, the linker) to completion and collects everything it wrote.
///
/// Starts it with `playground_spawn_tool` (a fork and exec in C, not Foundation's `Process`,
/// which costs about 60 ms a start on Linux here, measured): the tool dies with the thread
/// that waits for it, so it never outlives rxplay, and its processor time is limited.
package enum ToolRun {
    /// The processor time one tool run may take, in seconds (as long as an input may run): a
    /// type-checker blow-up on a pathological input ends there (SIGXCPU), where the compiler's
    /// own "reasonable time" did not come.
    package static let processorSeconds: Int32 = 30

    /// Runs `executable` with `arguments`; its exit status (-1 when it could not start, 128 plus
    /// the signal that ended it) and its standard output and error together. `stopper` can kill
    /// it from another thread, and stops it past the time limit it holds.
    ///
    /// The tool gets a process group of its own, so a Ctrl-C at the terminal reaches the session,
    /// which decides what to stop, and never the compiler directly (it ended with status 130).
    package static func run(
        _ executable: String, _ arguments: [String], stopper: ToolStopper? = nil,
        processorSeconds: Int32 = processorSeconds
    ) -> (status: Int32, output: String) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return (-1, "cannot make a pipe: \(String(cString: strerror(errno)))") }
        // Neither end leaks into a process another thread starts meanwhile.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var pointers = ([executable] + arguments).map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        let child = playground_spawn_tool(executable, pointers, environ, fds[1], processorSeconds)
        let spawnError = errno
        close(fds[1])
        guard child > 0 else {
            close(fds[0])
            return (-1, "cannot run \(executable): \(String(cString: strerror(spawnError)))")
        }
        stopper?.track(child)
        playground_group_started(child)
        defer {
            playground_group_ended(child)
            stopper?.track(0)
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let timed = stopper?.hasTimeLimit ?? false
        while true {
            if timed, let stopper {
                // Wake ten times a second to stop a tool past its time limit.
                var ready = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
                stopper.checkTime()
                let polled = poll(&ready, 1, 100)
                if polled == 0 || (polled < 0 && errno == EINTR) { continue }
            }
            let count = read(fds[0], &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output.append(contentsOf: chunk[0..<count])
        }
        close(fds[0])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}
