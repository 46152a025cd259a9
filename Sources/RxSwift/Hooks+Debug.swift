import Foundation
import VirtualClock

extension Hooks {
    /// RxSwift has no counterpart: not counted in `Resources.total`.
    private static let debugLock = RecursiveLock(counted: false)
    nonisolated(unsafe) private static var debugTimestampSource: () -> String = {
        // In the playground the virtual clock's date, so the output is the same in every run.
        formatDebugTimestamp(VirtualClock.installed?.date ?? Date())
    }
    nonisolated(unsafe) private static var debugOutputSink: (String) -> Void = { print($0) }
    nonisolated(unsafe) private static var debugFormatters: [TimeZone: DateFormatter] = [:]

    /// The timestamp at the start of every `debug` line. By default the wall clock, formatted as
    /// RxSwift does (`2024-05-01 12:00:00.000`, local time); a host can substitute a virtual
    /// clock to make the output repeatable.
    @_spi(Playground) public static var debugTimestamp: () -> String {
        get { debugLock.performLocked { debugTimestampSource } }
        set { debugLock.performLocked { debugTimestampSource = newValue } }
    }

    /// Where `debug` writes its lines. By default `print`.
    @_spi(Playground) public static var debugOutput: (String) -> Void {
        get { debugLock.performLocked { debugOutputSink } }
        set { debugLock.performLocked { debugOutputSink = newValue } }
    }

    /// `date` in the format of RxSwift's `debug` timestamps, `yyyy-MM-dd HH:mm:ss.SSS`, in
    /// `timeZone`.
    @_spi(Playground) public static func formatDebugTimestamp(_ date: Date, timeZone: TimeZone = .current) -> String {
        debugLock.performLocked {
            let formatter: DateFormatter
            if let existing = debugFormatters[timeZone] {
                formatter = existing
            } else {
                formatter = DateFormatter()
                formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
                formatter.timeZone = timeZone
                debugFormatters[timeZone] = formatter
            }
            return formatter.string(from: date)
        }
    }

    /// Writes one `debug` line: `<timestamp>: <identifier> -> <content>`.
    static func debugLog(_ identifier: String, _ content: String) {
        let line = "\(debugTimestamp()): \(identifier) -> \(content)"
        debugOutput(line)
    }
}
