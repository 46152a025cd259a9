/// Exit statuses the runner ends with that say why, beside the program's own.
public enum RunnerExit {
    /// The session's request channel was closed or replaced by learner code (`close(3)`): the
    /// runner cannot hear the next request, and a replay would close it again at the same input.
    public static let channelLost: Int32 = 97
}
