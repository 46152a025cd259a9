/// Xcode playgrounds in a session: `rxplay run X.playground` and `rxplay lesson X.playground`.
extension Session {
    /// Loads the playground's `Sources/*.swift` (their `public` declarations become visible to
    /// the pages); returns what went wrong, if anything.
    func loadSources(of playground: XcodePlayground) -> (output: String, succeeded: Bool) {
        var output = ""
        for source in playground.allSources {
            let outcome = ScriptRunner(session: self).run(XcodePlayground.moduleText(source.text), file: source.file, mode: .file)
            output += outcome.output
            if !outcome.succeeded { return (output, false) }
        }
        return (output, true)
    }

    /// Runs the playground's sources, then its pages in order; then, when a page asked for it
    /// (`PlaygroundPage.current.needsIndefiniteExecution = true`), the virtual clock until
    /// nothing is scheduled or `timeLimit` milliseconds have passed since the last page.
    public func runPlayground(_ playground: XcodePlayground, timeLimit: Int) -> (output: String, succeeded: Bool) {
        let sources = loadSources(of: playground)
        var output = sources.output
        guard sources.succeeded else { return (output, false) }
        for page in playground.pages {
            let outcome = ScriptRunner(session: self).run(XcodePlayground.codeOnly(page.text), file: page.file, mode: .file)
            output += outcome.output
            if !outcome.succeeded { return (output, false) }
        }
        if let page = interpreter.runtime.libraries.state(PlaygroundSupportLibrary.self)?.page,
           page.needsIndefiniteExecution, !page.isFinished
        {
            let idle = runClockUntilIdle(limit: timeLimit)
            output += idle.text
            return (output, idle.succeeded)
        }
        return (output, true)
    }
}
