import Foundation
import Marbles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `:play [SPEED]`: draws the timeline as it happened, frame by frame, the current time marked.
enum PlayCommand: MetaCommand {
    static let name = "play"
    static let usage = ":play [SPEED] [LANE…]   (SPEED: 1 real time, 2 twice as fast, 0.5 half)"
    static let summary = "replay the timeline frame by frame, as it happened (Ctrl-C stops)"
    static let details = """
          one frame of virtual time takes one frame's length of wall time at speed 1; runs of
          more than 10 empty frames are shortened
        """

    static func run(_ arguments: [String], in session: SessionHost) -> SessionReply {
        var speed = 1.0
        var lanes: [String] = []
        for argument in arguments {
            let number = argument.hasSuffix("x") ? String(argument.dropLast()) : argument
            if let value = Double(number) {
                // Slower than a hundredth, a frame would wait more than 10 s (at 1e-300, longer
                // than a pause can count).
                guard value >= 0.01, value <= 1_000 else { return usageError(session.texts.speedRange, session.texts) }
                speed = value
            } else if argument.hasPrefix("-") {
                return usageError(session.texts.unknownOption(argument), session.texts)
            } else {
                lanes.append(argument)
            }
        }
        let known = session.laneNames
        if let unknown = lanes.first(where: { !known.contains($0) }) {
            return usageError(session.texts.noLane(unknown, known: known), session.texts)
        }
        let timeline = session.recordedTimeline(lanes: lanes)
        guard let range = timeline.timeRange else { return SessionReply(output: session.texts.emptyTimeline + "\n") }
        let player = Player(session: session, timeline: timeline, range: range, speed: speed)
        return SessionReply(output: player.play())
    }

    /// What marks the current time in a played frame: `now 12 (1.2s)` in `texts`' language (the
    /// HTML page `:marbles --html` writes is a file, in English like the rest of the page).
    static func label(at time: Int, frameLength: Int, texts: SessionTexts = SessionTexts(language: .en)) -> String {
        texts.now(time, clock: PlaygroundClock.format(milliseconds: time * frameLength))
    }
}

/// Plays one timeline on the session's playback screen.
private struct Player {
    let session: SessionHost
    let timeline: Timeline
    let range: ClosedRange<Int>
    let speed: Double

    /// The longest run of empty frames played at full length.
    static let longestPause = Timeline.longestPlayedPause

    func play() -> String {
        let playback = session.playback
        playback.start()
        defer { playback.finish() }
        let screen = playback.screen
        var text = ""
        var shownLines = 0
        for time in shownFrames() {
            if playback.isStopRequested {
                return text + (screen != nil ? "\n" : "") + session.texts.playStopped(at: time - 1) + "\n"
            }
            let frame = self.frame(at: time)
            if let screen {
                screen.show(frame, replacing: shownLines)
                screen.pause(milliseconds: Int(Double(session.frameLength) / speed)) { playback.isStopRequested }
            } else {
                text += frame + "\n"
            }
            shownLines = frame.split(separator: "\n", omittingEmptySubsequences: false).count
        }
        let frames = range.count
        if screen != nil { text += "\n" }
        return text + session.texts.played(from: range.lowerBound, to: range.upperBound, frames: frames) + "\n"
    }

    /// The frames drawn: the first, each one where something happens, and up to
    /// `longestPause` empty frames after each.
    func shownFrames() -> [Int] {
        timeline.playedFrames(longestPause: Self.longestPause)
    }

    /// The timeline up to `time`, with `time` marked under the lanes.
    func frame(at time: Int) -> String {
        var clipped = timeline
        clipped.lanes = timeline.lanes.compactMap { lane in
            var lane = lane
            if let start = lane.start, start > time, lane.entries.first.map({ $0.time > time }) ?? true { return nil }
            lane.entries = lane.entries.filter { $0.time <= time }
            if lane.start == nil && lane.entries.isEmpty { return nil }
            return lane
        }
        let options = session.options
        let renderer = TextRenderer(style: options.style, colors: options.colors, width: options.width, ticksPerFrame: 1)
        let label = PlayCommand.label(at: time, frameLength: session.frameLength, texts: session.texts)
        return renderer.render(clipped, pointer: TimelinePointer(time: time, label: label))
    }
}

/// Where `:play` draws its frames.
protocol PlaybackScreen: AnyObject {
    /// Shows `frame` over the previous one, which took `previousLines` lines.
    func show(_ frame: String, replacing previousLines: Int)
    /// Waits about `milliseconds`, returning early once `isStopped` says so.
    func pause(milliseconds: Int, isStopped: () -> Bool)
}

/// The animation of a session: the screen it draws on and its Ctrl-C.
final class Playback: @unchecked Sendable {
    /// Where frames go; `nil` puts every frame in the reply's text (no terminal to animate).
    var screen: PlaybackScreen? = isatty(STDOUT_FILENO) != 0 ? TerminalPlaybackScreen() : nil
    private let lock = NSLock()
    private var stopRequested = false
    private var playing = false

    /// Asks the running playback to stop (Ctrl-C). Safe from any thread.
    func stop() {
        lock.lock()
        stopRequested = true
        lock.unlock()
    }

    /// Forgets an earlier Ctrl-C, before a playback starts.
    func start() {
        lock.lock()
        stopRequested = false
        playing = true
        lock.unlock()
    }

    /// The playback is over: a Ctrl-C from now on is not for it.
    func finish() {
        lock.lock()
        playing = false
        lock.unlock()
    }

    /// Whether frames are being played: a Ctrl-C then stops the playback, not the session's code.
    var isPlaying: Bool {
        lock.lock()
        defer { lock.unlock() }
        return playing
    }

    var isStopRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }
}

/// Draws frames in place on the terminal: moves the cursor back over the previous frame and
/// clears below it.
final class TerminalPlaybackScreen: PlaybackScreen {
    func show(_ frame: String, replacing previousLines: Int) {
        var text = ""
        if previousLines > 1 { text += "\u{1B}[\(previousLines - 1)A" }
        if previousLines > 0 { text += "\r\u{1B}[J" }
        text += frame
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    func pause(milliseconds: Int, isStopped: () -> Bool) {
        var left = milliseconds
        while left > 0, !isStopped() {
            let step = min(left, 20)
            usleep(useconds_t(step * 1_000))
            left -= step
        }
    }
}
