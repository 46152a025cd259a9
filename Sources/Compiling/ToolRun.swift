import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a tool (the compiler, the linker) to completion and collects everything it wrote.
///
/// Uses `posix_spawn` directly: Foundation's `Process` costs about 60 ms a start on Linux here
/// (measured), which a compile step of about 100 ms cannot afford.
package enum ToolRun {
    /// Runs `executable` with `arguments`; its exit status (-1 when it could not start) and its
    /// standard output and error together. `stopper` can kill it from another thread, and stops
    /// it past the time limit it holds.
    ///
    /// The tool gets a process group of its own, so a Ctrl-C at the terminal reaches the session,
    /// which decides what to stop, and never the compiler directly (it ended with status 130).
    package static func run(
        _ executable: String, _ arguments: [String], stopper: ToolStopper? = nil
    ) -> (status: Int32, output: String) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return (-1, "cannot make a pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        var pointers = ([executable] + arguments).map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var child: pid_t = 0
        let started = posix_spawn(&child, executable, &actions, &attributes, pointers, environ)
        close(fds[1])
        guard started == 0 else {
            close(fds[0])
            return (-1, "cannot run \(executable): \(String(cString: strerror(started)))")
        }
        stopper?.track(child)
        defer { stopper?.track(0) }
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
