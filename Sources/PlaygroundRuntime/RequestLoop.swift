import Foundation
@_spi(Playground) import RxSwift
import PlaygroundSupport
import RunnerProtocol
import VirtualClock

/// The session's requests, carried out one at a time on the main thread (run an input's
/// compiled code, move the clock, answer a question), each answered after flushing what the
/// learner's code printed.
///
/// `dispatchMain()` in learner code never returns, as Dispatch's does not: the request that
/// called it is answered as if the code had returned, and the loop goes on serving requests
/// inside the call (`serveForGood`). So a program that ends in `dispatchMain()` runs its clock on
/// as any program does after its last line, and a session carries on after such an input.
final class RequestLoop {
    private let channel: LineChannel
    private let clock: VirtualClock
    private let loader = UnitLoader()
    /// Whether the page that ran last ended without asking for indefinite execution.
    private var pageEnded = false
    private var recording = true
    /// The request being carried out and its reply so far.
    private var current: (request: RunnerRequest, reply: RunnerReply)?

    /// The number of the request being carried out, which its reply carries.
    private var sequence = 0

    init(channel: LineChannel, clock: VirtualClock) {
        self.channel = channel
        self.clock = clock
    }

    /// Serves requests until the session quits or goes away.
    ///
    /// - Returns: the runner's exit status: 0 when the session quit or closed the channel, 1 when
    ///   a reply could not be sent, `RunnerExit.channelLost` when learner code closed or replaced
    ///   the channel's read end.
    func serve() -> Int32 {
        while let framed = channel.receive(Framed<RunnerRequest>.self) {
            let request = framed.body
            if case .quit = request {
                fflush(stdout)
                return 0
            }
            sequence = framed.sequence
            current = (request, RunnerReply(succeeded: true, now: 0, pending: 0))
            carryOut(request)
            guard answer() else { return 1 }
        }
        return channel.readEndIsIntact ? 0 : RunnerExit.channelLost
    }

    /// What `dispatchMain()` does: answers the request whose code called it, then serves the
    /// session's requests from here on; ends the process when the session quits.
    func serveForGood() -> Never {
        let status = answer() ? serve() : 1
        fflush(stdout)
        exit(status)
    }

    private func carryOut(_ request: RunnerRequest) {
        switch request {
        case .run(let library, let entry):
            if let refusal = loader.run(library: library, entry: entry) {
                current?.reply.succeeded = false
                current?.reply.message = refusal
            }
        case .advance(let nanoseconds):
            clock.advance(by: nanoseconds)
        case .runUntilIdle(let limit):
            runUntilIdle(for: limit)
        case .finishPage(let limit):
            pageEnded = !PlaygroundPage.current.needsIndefiniteExecution
            if !pageEnded { runUntilIdle(for: limit) }
        case .timeline:
            let data = (try? JSONEncoder().encode(RuntimeState.timeline.timeline)) ?? Data()
            current?.reply.payload = String(decoding: data, as: UTF8.self)
        case .evaluate(let library, let entry):
            // The timeline does not hear of a check's own subscriptions and events.
            RuntimeState.watch(false)
            RuntimeState.captured = nil
            if let refusal = loader.run(library: library, entry: entry) {
                current?.reply.succeeded = false
                current?.reply.message = refusal
            }
            RuntimeState.watch(recording)
            current?.reply.payload = RuntimeState.captured
        case .recordTimeline(let on):
            recording = on
            RuntimeState.watch(recording)
        case .act(let action):
            if let error = RuntimeUserActions.perform(action) {
                current?.reply.succeeded = false
                current?.reply.message = error.description
                current?.reply.refusal = RuntimeUserActions.refusal(error)
            }
        case .variables, .subscriptions, .screen, .resources:
            current?.reply.payload = RuntimeInspection.answer(request)
        case .quit:
            break
        }
    }

    /// Sends the current request's reply, once; returns false when the session is gone.
    private func answer() -> Bool {
        guard let (request, started) = current else { return true }
        current = nil
        var reply = started
        // Who owns which bag and subject is seen while the variables or the screen still reach
        // them: after code, and after a tap or `:back` (a form shown, then popped).
        if request.changesOwners, RuntimeState.timeline.hasSubscriptions { BagFinder.noteOwners() }
        fflush(stdout)
        fflush(stderr)
        reply.now = clock.now
        // Work left on a page that ended is never going to run: nothing is pending.
        reply.pending = clock.nextDue == nil || pageEnded ? 0 : clock.pendingCount
        return channel.send(Framed(sequence: sequence, body: reply))
    }

    /// Runs scheduled work until none is left or `limit` nanoseconds from now; at the limit the
    /// clock stands at it, as a program's run loop would have come that far.
    private func runUntilIdle(for limit: Int64) {
        let end = clock.now.addingReportingOverflow(max(0, limit)).overflow ? Int64.max : clock.now + max(0, limit)
        if !clock.runUntilIdle(limit: end) { clock.advance(to: end) }
    }
}

extension RunnerRequest {
    /// Whether the learner's objects may hold new bags and subjects after it: code ran, or the
    /// learner acted on the screen.
    fileprivate var changesOwners: Bool {
        switch self {
        case .run, .act: return true
        default: return false
        }
    }
}
