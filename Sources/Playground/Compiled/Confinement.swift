import PlaygroundConfinement

/// What rxplay says about the confinement of learner code: the runner may write only in its
/// session's folder and opens no sockets (Landlock and seccomp, set up by `rxplay-runner`).
public enum Confinement {
    /// Said once at start when the kernel cannot confine file writes; nil when it can.
    public static var startNotice: String? { notice(landlockABI: Int(playground_landlock_abi())) }

    /// The notice for a kernel offering Landlock ABI `landlockABI` (0: none).
    static func notice(landlockABI: Int) -> String? {
        guard landlockABI <= 0 else { return nil }
        return "rxplay: this kernel has no Landlock (Linux 5.13 or later has it): code you run can write "
            + "anywhere you can; it still cannot open network connections"
    }
}
