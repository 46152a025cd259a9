import PlaygroundConfinement

/// What rxplay says about the box learner code runs in (set up by `rxplay-runner`, see
/// PlaygroundConfinement.h): a read-only view of the files but for the session's folder, no
/// network, no terminal, no capabilities, and a process tree that dies with the session.
public enum Confinement {
    /// The parts this machine gives a runner (`PLAYGROUND_BOX_*` bits), tried once in a child
    /// process.
    public static let parts: Int32 = playground_box_probe()

    /// Makes Ctrl-Z stop the runner and the tools with rxplay, and `fg` continue them (they run
    /// out of the terminal's reach); call once, before the session starts its runner.
    public static func relayTerminalStops() { playground_relay_stops() }

    /// Said once at start when this machine cannot give every part of the box; nil when it can.
    public static var startNotice: String? { notice(parts: parts) }

    /// The notice for a machine that gives `parts`: what is missing, and what code can do then.
    static func notice(parts: Int32) -> String? {
        func has(_ part: Int) -> Bool { parts & Int32(part) != 0 }
        var missing: [String] = []
        var can: [String] = []
        if !has(PLAYGROUND_BOX_LANDLOCK) {
            missing.append("Landlock (Linux 5.13 or later has it)")
            can.append("write anywhere you can")
        }
        if !has(PLAYGROUND_BOX_FILES) || !has(PLAYGROUND_BOX_PROCESSES) {
            missing.append("namespaces a user may make")
            if has(PLAYGROUND_BOX_LANDLOCK) { can.append("change the permissions and times of your files") }
            can.append("fill your disk")
            can.append("leave processes running after the session")
        }
        if !has(PLAYGROUND_BOX_FILTER) {
            missing.append("seccomp")
            can.append("open network connections")
        }
        guard !missing.isEmpty else { return nil }
        let list = can.count == 1 ? can[0] : can.dropLast().joined(separator: ", ") + " and " + can[can.count - 1]
        return "rxplay: this machine gives no \(missing.joined(separator: ", no ")): code you run can \(list)"
    }
}
