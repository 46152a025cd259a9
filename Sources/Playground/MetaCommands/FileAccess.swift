/// What a meta-command does with files given its arguments, when it touches any: a file's
/// content may not do that (`ScriptOrigin`). A value, worded by `SessionTexts.fileAccess`.
enum FileAccess: Equatable {
    /// `:load FILE`.
    case readsFile
    /// `:save`, `:marbles --svg/--html`.
    case writesFile
    /// `:lesson X.playground`.
    case opensPlayground
    /// `:app` with a folder outside the lesson's.
    case readsProjectOutside
}
