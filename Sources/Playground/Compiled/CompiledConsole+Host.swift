import Foundation
import Compiling
import Marbles
import RunnerProtocol
import ScreenModel

/// The compiled session as meta-commands, scripts and lessons see it: inputs go to the
/// compiler and the runner; what the learner's code did (timeline, variables, subscriptions,
/// screen) comes back from the runner.
extension CompiledConsole: SessionHost {
    var frameLength: Int { Int(CompiledSession.frame / 1_000_000) }

    var milliseconds: Int { Int(session.now / 1_000_000) }

    func hasCode(_ source: String) -> Bool { InputCompleteness.hasCode(source) }

    func run(_ source: String, firstLine: Int, asTyped: Bool, file: (path: String, text: String)?) -> InputOutcome {
        let mark = session.stepCount
        let startFrame = milliseconds / frameLength
        let lanesBefore = autoMarbles && asTyped ? Set(laneNames) : []
        // Blank lines above the input keep its script's line numbers in the compiler's excerpts.
        let padded = String(repeating: "\n", count: max(0, firstLine - 1)) + source
        var reply = session.submit(
            padded, showsValues: asTyped, advancing: false,
            file: file.map { CompiledSession.LearnerFile(path: $0.path, text: $0.text) })
        // The screen as the input left it, then as the frame after it left it.
        let diagnostics =
            options.wrapsDiagnostics ? DiagnosticFit.fit(reply.diagnostics, width: options.width) : reply.diagnostics
        var text = diagnostics + reply.output + screenChanges()
        if asTyped && !reply.failed {
            let frame = session.wait(CompiledSession.frame)
            text += frame.text + screenChanges()
            reply.failed = frame.failed
        }
        inputs.append((source, !reply.failed))
        marks.append(mark)
        if autoMarbles && asTyped {
            text += touchedLanes(since: startFrame, besides: lanesBefore)
        }
        if let lessonRun, lessonRun.isWaitingForExercise {
            text += lessonRun.checkAfterInput(in: self)
        }
        return InputOutcome(text: text, succeeded: !reply.failed, errorLine: reply.errorLine)
    }

    func moveClock(by milliseconds: Int) -> InputOutcome {
        markBeforeClockMove = session.stepCount
        let reply = session.wait(Int64(milliseconds) * 1_000_000)
        return InputOutcome(text: reply.text + screenChanges(), succeeded: !reply.failed)
    }

    func recordTimeMove(_ line: String) {
        inputs.append((line, true))
        marks.append(markBeforeClockMove)
    }

    func dropLastInput() {
        dropInputs(after: inputs.count - 1)
    }

    /// Drops every input after the first `count` in one rewind (the runner replays the rest once).
    func dropInputs(after count: Int) {
        guard count >= 0, count < inputs.count else { return }
        let mark = marks[count]
        inputs.removeSubrange(count...)
        marks.removeSubrange(count...)
        session.rewind(toStep: mark)
        resyncScreen()
    }

    func reset() {
        cancelPending()
        session.rewind(toStep: firstStep)
        inputs.removeAll()
        marks.removeAll()
        lessonRun = nil
        screenBox = ScreenBox(width: options.width)
    }

    func runClockUntilIdle(limit: Int, limitHint: String) -> InputOutcome {
        let limitNanoseconds = Int64(limit) * 1_000_000
        let end = session.now + limitNanoseconds
        let idle = session.runUntilIdle(limit: limitNanoseconds)
        var text = idle.text
        guard !idle.failed else {
            return InputOutcome(text: text + screenChanges(), succeeded: false, errorLine: idle.errorLine)
        }
        if session.pending > 0 {
            // Work is still scheduled past the limit: the clock goes to the limit and stops there.
            let rest = session.wait(max(0, end - session.now))
            text += rest.text
            guard !rest.failed else {
                return InputOutcome(text: text + screenChanges(), succeeded: false, errorLine: rest.errorLine)
            }
            text += screenChanges()
            text +=
                texts.stoppedWithWorkScheduled(after: PlaygroundClock.format(milliseconds: limit), hint: limitHint)
                + "\n"
            return InputOutcome(text: text)
        }
        return InputOutcome(text: text + screenChanges())
    }

    var laneNames: [String] { LaneSelection.names(in: session.timeline() ?? Timeline()) }

    func recordedTimeline(lanes: [String]) -> Timeline {
        LaneSelection.select(lanes, from: session.timeline() ?? Timeline())
    }

    /// The variables as `:vars` shows them: a value's text is the learner's code's (its
    /// `description`), so its control characters are shown visibly.
    var variableRows: [VariableRow] {
        decoded([RunnerVariable].self, session.ask(.variables))?.map {
            VariableRow(
                name: $0.name, isConstant: $0.isConstant, typeName: $0.type,
                valueText: ControlCharacters.visible($0.value))
        } ?? []
    }

    var subscriptionReport: SubscriptionReport {
        var report = SubscriptionReport()
        var cycleOfOwner: [Int: Int] = [:]
        for subscription in decoded([RunnerSubscription].self, session.ask(.subscriptions)) ?? [] {
            if let operatorName = subscription.innerOperator {
                Self.addInner(subscription, operatorName: operatorName, texts: texts, to: &report)
                continue
            }
            let holder = subscription.bag.map { "bag " + $0 } ?? "-"
            report.rows.append([
                subscription.name, "← " + (subscription.source ?? texts.unnamed),
                texts.state(subscription.state.rawValue),
                holder,
            ])
            if let place = subscription.cycle {
                let owner = "\(place.className).\(place.property)"
                // One cycle per object kept: two objects of one class are two cycles.
                if let index = cycleOfOwner[subscription.cycleOwner ?? 0] {
                    report.cycles[index].subscriptions.append(subscription.name)
                } else {
                    cycleOfOwner[subscription.cycleOwner ?? 0] = report.cycles.count
                    report.cycles.append((owner, [subscription.name]))
                    report.cycleLines[owner] = CycleSource.lines(of: place, in: session.inputUnits)
                }
            } else if let place = subscription.outlivedSource {
                report.orphans.append(
                    SubsCommand.outlived(
                        subscription.name, className: place.className, property: place.property, holder: holder,
                        texts: texts))
            }
            if subscription.state == .live && subscription.bag == nil && !subscription.isHeldByVariable {
                report.leaks.append(subscription.name)
            }
        }
        return report
    }

    /// Adds an operator's inner subscription (`sub2 › flatMapFirst inner`) to `report`: a row
    /// with no holder (its operator holds it), and a warning when its source's owner is gone.
    private static func addInner(
        _ subscription: RunnerSubscription, operatorName: String, texts: SessionTexts,
        to report: inout SubscriptionReport
    ) {
        let name = subscription.outer.map { "\($0) › " } ?? ""
        let row = name + subscription.name
        report.rows.append([
            row, "← " + (subscription.source ?? texts.unnamed), texts.state(subscription.state.rawValue),
        ])
        if let place = subscription.outlivedSource {
            report.orphans.append(
                SubsCommand.innerOutlived(
                    row, operatorName: operatorName, className: place.className, property: place.property, texts: texts)
            )
        }
    }

    var resourcesTotal: Int? { session.ask(.resources).flatMap { Int($0) } }

    func evaluateUnrecorded(_ expression: String) -> EvaluatedValue {
        switch session.evaluate(expression) {
        // The value's text is the learner's code's: shown with its control characters visible.
        case .success(let line): return .value(ControlCharacters.visibleLines(line))
        case .failure(let failure): return .failed(failure.message)
        }
    }

    func loadSources(of playground: XcodePlayground) -> (output: String, succeeded: Bool) {
        let reply = session.loadSources(of: playground)
        return (reply.text, !reply.failed)
    }

    func launchApp(at path: String, shownAs: String) -> SessionReply {
        let reply: Reply = launchApp(at: path, shownAs: Optional(shownAs))
        return SessionReply(output: reply.output, failed: reply.failed)
    }

    func act(_ action: UserAction, line: String) -> InputOutcome {
        let mark = session.stepCount
        let reply = session.act(action)
        guard !reply.failed else { return InputOutcome(text: reply.text, succeeded: false) }
        let frame = session.wait(CompiledSession.frame)
        inputs.append((line, !frame.failed))
        marks.append(mark)
        return InputOutcome(text: reply.text + frame.text + screenText, succeeded: !frame.failed)
    }

    var screenText: String {
        guard let snapshot = decoded(ScreenSnapshot.self, session.ask(.screen)) else { return "" }
        return screenBox.redraw(snapshot)
    }

    // MARK: - Screen and :auto

    /// The screen box when what the screen shows changed since it was last drawn, else "".
    func screenChanges() -> String {
        guard let snapshot = decoded(ScreenSnapshot.self, session.ask(.screen)) else { return "" }
        return screenBox.update(snapshot)
    }

    /// After `:undo`, the box stands for what shows now, without drawing it.
    private func resyncScreen() {
        screenBox = ScreenBox(width: options.width)
        _ = screenChanges()
    }

    /// The lanes the last input touched (an entry since `startFrame`, or new), drawn.
    private func touchedLanes(since startFrame: Int, besides known: Set<String>) -> String {
        var timeline = session.timeline() ?? Timeline()
        timeline.lanes = timeline.lanes.filter { lane in
            !known.contains(LaneSelection.name(of: lane)) || (lane.start ?? -1) >= startFrame
                || lane.entries.contains { $0.time >= startFrame }
        }
        timeline = LaneSelection.select([], from: timeline)
        return timeline.lanes.isEmpty ? "" : render(timeline)
    }

    private func decoded<Value: Decodable>(_ type: Value.Type, _ payload: String?) -> Value? {
        payload.flatMap { try? JSONDecoder().decode(type, from: Data($0.utf8)) }
    }
}
