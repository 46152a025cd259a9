import Interpreter
import Marbles
import RxLibrary
import RxSwift

/// The interpreter's session as meta-commands, scripts and lessons see it.
extension Session {
    var engine: LessonEngine { .interpreter }

    var frameLength: Int { clock.frameLength }

    var milliseconds: Int { clock.clock }

    func isComplete(_ source: String) -> Bool { interpreter.isComplete(source) }

    func hasCode(_ source: String) -> Bool { interpreter.hasCode(source) }

    func run(_ source: String, firstLine: Int, asTyped: Bool) -> InputOutcome {
        let (shown, result, advanced) = executeReporting(
            source, firstLine: firstLine, advancing: asTyped, showsValues: asTyped)
        return InputOutcome(text: shown, succeeded: result.succeeded && advanced, errorLine: result.errors.first?.line)
    }

    func moveClock(by milliseconds: Int) -> InputOutcome {
        advanceReporting(by: milliseconds)
    }

    func dropLastInput() {
        let lesson = lessonRun
        replay(inputs.dropLast().map(\.source))
        lessonRun = lesson
    }

    var laneNames: [String] { timeline.laneNames }

    func recordedTimeline(lanes: [String]) -> Timeline { timeline.timeline(lanes: lanes) }

    var variableRows: [VariableRow] {
        interpreter.variables.map {
            VariableRow(name: $0.name, isConstant: $0.isConstant, typeName: $0.typeName, valueText: $0.valueText)
        }
    }

    var resourcesTotal: Int? { Int(Resources.total) }

    func evaluateUnrecorded(_ expression: String) -> EvaluatedValue {
        let result = runUnrecorded(expression)
        if let error = result.errors.first { return .failed(error.message) }
        return .value(result.value?.line ?? "()")
    }

    /// The subscriptions, what holds them, and which are kept by a retain cycle or outlived
    /// their source (the interpreter can tell which learner object owns a bag).
    var subscriptionReport: SubscriptionReport {
        var report = SubscriptionReport()
        // Bags owned by learner objects, and the objects only a cycle keeps alive.
        var owners: [RxObjectID: BagOwner] = [:]
        for track in timeline.namedTracks where track.isSubscription {
            guard let name = track.name else { continue }
            let source = track.sourceID.flatMap { timeline.tracks[$0]?.name } ?? "(unnamed)"
            let state: String
            if track.isDisposed { state = "disposed" } else if track.isTerminated { state = "ended" } else { state = "live" }
            var holder = "-"
            if let bag = track.bagID {
                if owners[bag] == nil { owners[bag] = BagOwner.find(bag, in: interpreter) }
                let owned = owners[bag].map { "\($0.className).\($0.property)" }
                holder = "bag " + (timeline.bagName(bag) ?? owned ?? "(unnamed)")
                if track.isLive, let owner = owners[bag], owner.isKeptOnlyByACycle {
                    let label = "\(owner.className).\(owner.property)"
                    if let index = report.cycles.firstIndex(where: { $0.owner == label }) {
                        report.cycles[index].subscriptions.append(name)
                    } else {
                        report.cycles.append((label, [name]))
                    }
                }
            }
            report.rows.append([name, "← " + source, state, holder])
            if track.isLive, let owner = track.sourceOwner, owner.isReleased {
                report.orphans.append(
                    SubsCommand.outlived(name, className: owner.className, property: owner.property, holder: holder))
            }
            if track.isLive && track.bagID == nil && !track.isHeldByVariable {
                report.leaks.append(name)
            }
        }
        return report
    }
}

/// The learner object whose stored property holds a dispose bag, and whether only a cycle
/// through the engine keeps it alive (no top-level variable reaches it).
struct BagOwner {
    let className: String
    let property: String
    let isKeptOnlyByACycle: Bool

    static func find(_ bag: RxObjectID, in interpreter: Interpreter) -> BagOwner? {
        guard let (instance, property) = interpreter.owner(ofLibraryObjectWhere: { ($0 as? RxObject)?.id == bag }) else {
            return nil
        }
        return BagOwner(className: instance.classType.name, property: property,
                        isKeptOnlyByACycle: !interpreter.isReachableFromTopLevel(instance))
    }
}
