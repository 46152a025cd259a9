/// Where a script's text comes from when it is a file's content (a `:load`ed script, a lesson's
/// block, a playground page's step), not what the learner typed. Files opened are content, not
/// commands: a command in such a script that reads or writes a file (`MetaCommand.fileAccess`)
/// is refused, naming the file and line, unless rxplay started with `--allow-files`.
struct ScriptOrigin {
    /// The file, as shown in messages.
    var file: String
    /// The file's line of the script's first line.
    var firstLine: Int

    /// The refusal of the meta-command `line`, on line `scriptLine` of the script, when it reads
    /// or writes a file and `options` do not allow that; `nil` when it may run.
    func refusal(of line: String, onLine scriptLine: Int, options: SessionOptions) -> String? {
        guard !options.allowsFileCommands, let (name, access) = MetaCommands.fileAccess(of: line) else { return nil }
        let texts = SessionTexts(language: options.lessonLanguage)
        let shown = ControlCharacters.visible(file)
        return "\(shown):\(firstLine + scriptLine - 1): error: \(texts.contentMayNot(":\(name)", access))\n"
    }
}
