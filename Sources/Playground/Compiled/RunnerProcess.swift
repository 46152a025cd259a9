import Foundation
import PlaygroundConfinement
import RunnerProtocol

#if canImport(Glibc)
import Glibc
#endif

/// One runner process: the child that runs a session's compiled inputs. The session sends it
/// requests and reads back replies and whatever the learner's code printed; when the child dies
/// (a trap, a stack overflow, a kill), the session starts a new one.
final class RunnerProcess {
    /// How a request ended.
    enum Outcome: Equatable {
        /// The runner answered.
        case replied(RunnerReply)
        /// The runner died before answering: its exit status or the signal that ended it.
        case died(status: Int32, signal: Int32)
        /// The session stopped the runner: Ctrl-C, or the request ran past its time.
        case stopped(StopReason)
        /// Something else wrote on the reply channel (learner code can reach its descriptor): a
        /// line that is not the reply to this request, or more than the reply. The runner is
        /// ended; nothing it says can be trusted.
        case forged
    }

    /// Why the session stopped the runner.
    enum StopReason: Equatable {
        /// The learner pressed Ctrl-C.
        case interrupted
        /// The request ran longer than the limit, in seconds.
        case timedOut(Int)
    }

    private let stopLock = NSLock()
    private var stopReason: StopReason?
    /// Whether a request is in progress: only then does `stop(because:)` end the runner.
    private var performing = false
    /// Whether the runner was reaped: its number may then name another process group.
    private var reaped = false

    private let pid: pid_t
    private let requests: LineChannel
    private let replies: LineChannel
    private let replyDescriptor: Int32
    private let outputDescriptor: Int32
    private let requestDescriptor: Int32
    private(set) var isAlive = true
    /// The runner's process number, also its process group's.
    var processID: pid_t { pid }
    /// The longest line a reply may be, in bytes.
    static let longestReply = 256 * 1_048_576

    /// The number of the last request sent (its reply carries it).
    private var sequence = 0
    /// What the learner's code prints, on its way to the terminal.
    var outputFilter = ProgramOutputFilter()

    /// Starts `runner` with `modules` (the shared library of the playground's modules).
    init(runner: String, modules: String, environment: [String: String]) throws {
        // A request written to a runner that has just died must fail as a write, to be reported
        // as the runner's death, not end the session's own process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let requestPipe = try Self.pipe()
        let replyPipe = try Self.pipe()
        let outputPipe = try Self.pipe()
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, outputPipe.write, 2)
        posix_spawn_file_actions_adddup2(&actions, requestPipe.read, 3)
        posix_spawn_file_actions_adddup2(&actions, replyPipe.write, 4)
        let argv = [runner, modules]
        let env = environment.map { "\($0.key)=\($0.value)" }
        // A session of its own, with no controlling terminal: Ctrl-C at the terminal reaches the
        // session, which decides what to stop, not the runner directly, and learner code cannot
        // open the terminal (to type into the learner's shell, or change its modes).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(PLAYGROUND_SPAWN_SETSID))
        var child: pid_t = 0
        let status = Self.withCStrings(argv) { cArgs in
            Self.withCStrings(env) { cEnv in
                posix_spawn(&child, runner, &actions, &attributes, cArgs, cEnv)
            }
        }
        close(requestPipe.read)
        close(replyPipe.write)
        close(outputPipe.write)
        guard status == 0 else {
            close(requestPipe.write)
            close(replyPipe.read)
            close(outputPipe.read)
            throw RunnerError.cannotStart(String(cString: strerror(status)))
        }
        pid = child
        // Ctrl-Z stops it with rxplay (it is out of the terminal's reach).
        playground_group_started(child)
        requestDescriptor = requestPipe.write
        replyDescriptor = replyPipe.read
        outputDescriptor = outputPipe.read
        requests = LineChannel(read: -1, write: requestPipe.write)
        replies = LineChannel(read: replyPipe.read, write: -1)
        _ = fcntl(outputDescriptor, F_SETFL, fcntl(outputDescriptor, F_GETFL) | O_NONBLOCK)
    }

    deinit {
        stop()
        close(requestDescriptor)
        close(replyDescriptor)
        close(outputDescriptor)
    }

    /// Sends `request` and waits for its reply, handing output to `output` as it arrives.
    /// `timeLimit` (seconds of real time) stops a request that runs away.
    func perform(_ request: RunnerRequest, timeLimit: Int? = nil, output: (String) -> Void) -> Outcome {
        setPerforming(true)
        defer { setPerforming(false) }
        // A line written between requests is no reply to anything.
        if replies.hasBufferedBytes { return endForged(output: output) }
        sequence += 1
        guard isAlive, requests.send(Framed(sequence: sequence, body: request)) else { return reap(output: output) }
        // Time rxplay spends stopped (Ctrl-Z) does not count.
        let deadline = timeLimit.map { playground_running_seconds() + Double($0) }
        var pending: [UInt8] = []
        while true {
            var fds = [
                pollfd(fd: replyDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: outputDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            if replies.hasBufferedLine { break }
            // No reply is this long (a timeline of a long session is a few megabytes).
            if replies.bufferedCount > Self.longestReply { return endForged(output: output) }
            if let deadline, let limit = timeLimit, playground_running_seconds() >= deadline {
                stop(because: .timedOut(limit))
            }
            let ready = poll(&fds, 2, deadline == nil ? -1 : 100)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[1].revents != 0 { drainOutput(into: &pending, output: output) }
            if fds[0].revents != 0 {
                if !replies.fill() {
                    drainOutput(into: &pending, output: output)
                    flush(&pending, output: output)
                    // The reply channel closed: the runner ended, or learner code closed or
                    // replaced its descriptor (`dup2(1, 4)`), and then no reply can come. A runner
                    // still running a moment later is ended as one that wrote on the channel.
                    if !endsSoon() { return endForged(output: output) }
                    return reap(output: output)
                }
            }
        }
        // The runner flushed its output before replying, so all of it is in the pipe by now.
        drainOutput(into: &pending, output: output)
        flush(&pending, output: output)
        guard let line = replies.receiveLine() else { return reap(output: output) }
        guard let framed = try? JSONDecoder().decode(Framed<RunnerReply>.self, from: Data(line)),
            framed.sequence == sequence, !replies.hasBufferedBytes
        else { return endForged(output: output) }
        // Learner code can write a well-formed reply of its own: its texts never reach the
        // terminal as they are.
        return .replied(ShownReply.shown(framed.body))
    }

    /// Whether the runner ends within a second (it is a zombie, not yet reaped, by then).
    private func endsSoon() -> Bool {
        let deadline = Date().addingTimeInterval(1)
        repeat {
            // `/proc/PID/stat`: "PID (NAME) STATE …"; a process that ended is `Z` until reaped.
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { return true }
            if stat[nameEnd...].dropFirst(2).first == "Z" { return true }
            usleep(10_000)
        } while Date() < deadline
        return false
    }

    /// Ends a runner whose reply channel carried something else than its replies.
    private func endForged(output: (String) -> Void) -> Outcome {
        stopLock.withLock { killGroup() }
        _ = reap(output: output)
        return .forged
    }

    /// Ends the runner at once, from any thread, for `reason`: the request it runs ends as
    /// `.stopped(reason)`. Between requests it does nothing: an idle runner holds the session's
    /// state, and no code of the learner's is running to stop. Returns whether a request was
    /// stopped.
    @discardableResult
    func stop(because reason: StopReason) -> Bool {
        stopLock.lock()
        defer { stopLock.unlock() }
        guard performing, !reaped else { return false }
        stopReason = reason
        killGroup()
        return true
    }

    /// Ends the runner's process group: the runner and its box's processes (the PID namespace's
    /// first process, learner code under it), also those that have not yet tied their lives to
    /// the runner's (a Ctrl-C while the runner starts). Call holding `stopLock`.
    private func killGroup() {
        guard !reaped else { return }
        // A session of its own (`PLAYGROUND_SPAWN_SETSID`): its group's number is its own.
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
    }

    /// Waits for the runner to end (with `options`, `WNOHANG` or 0) and takes its status;
    /// the group's number is free after it.
    private func waitForEnd(_ status: inout Int32, options: Int32 = 0) -> Bool {
        var ended: pid_t
        repeat { ended = waitpid(pid, &status, options) } while ended < 0 && errno == EINTR
        guard ended == pid else { return false }
        stopLock.withLock { reaped = true }
        return true
    }

    private func setPerforming(_ value: Bool) {
        stopLock.lock()
        performing = value
        stopLock.unlock()
    }

    /// Ends the runner at once.
    func stop() {
        guard isAlive else { return }
        stopLock.withLock { killGroup() }
        var status: Int32 = 0
        _ = waitForEnd(&status)
        isAlive = false
        playground_group_ended(pid)
    }

    /// How the runner ended, with what it printed last, when it ended on its own between
    /// requests (a learner's thread still running trapped, or used up the processor time); nil
    /// while it lives.
    func endedBetweenRequests() -> (status: Int32, signal: Int32, output: String)? {
        guard isAlive else { return nil }
        var status: Int32 = 0
        guard waitForEnd(&status, options: WNOHANG) else { return nil }
        isAlive = false
        playground_group_ended(pid)
        var printed = ""
        var pending: [UInt8] = []
        drainOutput(into: &pending) { printed += $0 }
        flush(&pending) { printed += $0 }
        return ((status >> 8) & 0xff, status & 0x7f, printed)
    }

    private func reap(output: (String) -> Void) -> Outcome {
        var status: Int32 = 0
        if isAlive {
            _ = waitForEnd(&status)
            isAlive = false
            playground_group_ended(pid)
        }
        var pending: [UInt8] = []
        drainOutput(into: &pending, output: output)
        flush(&pending, output: output)
        stopLock.lock()
        let reason = stopReason
        stopLock.unlock()
        if let reason { return .stopped(reason) }
        let signal = status & 0x7f
        return .died(status: (status >> 8) & 0xff, signal: signal)
    }

    private func drainOutput(into pending: inout [UInt8], output: (String) -> Void) {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(outputDescriptor, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending.append(contentsOf: outputFilter.pass(chunk[0..<count]))
        }
        // Hand over whole lines only, so a multi-byte character is never split.
        if let lastNewline = pending.lastIndex(of: UInt8(ascii: "\n")) {
            output(ByteExactText.decode(pending[...lastNewline]))
            pending.removeSubrange(...lastNewline)
        }
    }

    private func flush(_ pending: inout [UInt8], output: (String) -> Void) {
        pending.append(contentsOf: outputFilter.finish())
        guard !pending.isEmpty else { return }
        output(ByteExactText.decode(pending))
        pending.removeAll()
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [0, 0]
        guard Glibc.pipe(&fds) == 0 else { throw RunnerError.cannotStart(String(cString: strerror(errno))) }
        // Above the descriptors the child's dup2s write to, so none is overwritten before it is copied.
        let read = fcntl(fds[0], F_DUPFD_CLOEXEC, 10)
        let write = fcntl(fds[1], F_DUPFD_CLOEXEC, 10)
        close(fds[0])
        close(fds[1])
        return (read, write)
    }

    private static func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
        var pointers = strings.map { strdup($0) }
        pointers.append(nil)
        defer { pointers.forEach { free($0) } }
        return body(pointers)
    }
}

/// Why the runner could not be used.
enum RunnerError: Error, Equatable {
    /// The runner process did not start.
    case cannotStart(String)
}
