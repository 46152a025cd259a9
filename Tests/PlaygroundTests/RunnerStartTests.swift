import Compiling
import Foundation
import PlaygroundConfinement
@testable import Playground
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A runner ended while it starts leaves nothing behind. Its box makes two processes under it
/// (the PID namespace's first process, and learner code's runner), and until the first has
/// tied its life to the runner's, ending the runner alone used to leave them running, holding
/// the session's channel: a Ctrl-C typed with Enter on a busy machine then hung the session.
/// `RXPLAY_TEST_BOX_START_PAUSE_MS` holds the first process in that moment, so every run of
/// these tests ends the runner inside it.
@Suite("a runner ended while it starts")
struct RunnerStartTests {
    /// The pause, long enough to find the first process on a busy machine.
    static let pauseMilliseconds = 1_500

    @Test("ended by the session (Ctrl-C, a time limit), its whole box ends with it")
    func endedBySession() throws {
        try Self.endWhileStarting { runner in runner.stop() }
    }

    @Test("ended alone by anything else (kill -9, the OOM killer), the box's first process ends itself")
    func endedAlone() throws {
        // The session's channel stays open on this side, as in a session: nothing ends for lack
        // of a reader.
        try Self.endWhileStarting { runner in kill(runner.processID, SIGKILL) }
    }

    /// Starts a paused runner, ends it by `end` once its box's first process exists, and expects
    /// no process of its session left once the pause is over.
    static func endWhileStarting(_ end: (RunnerProcess) -> Void) throws {
        guard Confinement.parts & Int32(PLAYGROUND_BOX_PROCESSES) != 0 else { return }
        let (runner, folder) = try startPaused()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let session = runner.processID
        try #require(waitForFirstProcess(of: session), "the box's first process never started")
        end(runner)
        expectTrue(waitUntilEmpty(session), "left running: \(members(of: session))")
        withExtendedLifetime(runner) {}
        runner.stop()
    }

    /// A runner whose box's first process pauses before tying its life to the runner's.
    static func startPaused() throws -> (RunnerProcess, String) {
        guard case .success(let toolchain) = Toolchain.locate() else {
            throw CocoaError(.fileNoSuchFile)
        }
        let folder = NSTemporaryDirectory() + "rxplay-start-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["RXPLAY_WRITABLE"] = folder
        environment["TMPDIR"] = folder
        environment["RXPLAY_SESSION_PID"] = String(getpid())
        environment["RXPLAY_TEST_BOX_START_PAUSE_MS"] = String(pauseMilliseconds)
        let runner = try RunnerProcess(
            runner: toolchain.runner, modules: toolchain.modulesLibrary, environment: environment)
        return (runner, folder)
    }

    /// Waits (at most 20 s) until the session holds a process besides its leader.
    static func waitForFirstProcess(of session: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if members(of: session).contains(where: { $0 != session }) { return true }
            usleep(5_000)
        }
        return false
    }

    /// Waits until no process of the session runs, past the pause's end and a few seconds more.
    static func waitUntilEmpty(_ session: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(Double(pauseMilliseconds) / 1000 + 5)
        while Date() < deadline {
            if members(of: session).isEmpty { return true }
            usleep(20_000)
        }
        return false
    }

    /// The processes of `session` that have not ended (zombies waiting to be reaped have).
    static func members(of session: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let nameEnd = stat.lastIndex(of: ")")
            else { return nil }
            // "PID (NAME) STATE PPID PGRP SESSION …": the runner leads its session, which every
            // process of its box is in (the first process leaves its group, not its session).
            let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
            guard fields.count > 3, fields[0] != "Z", fields[0] != "X", pid_t(fields[3]) == session else { return nil }
            return pid
        }
    }
}
