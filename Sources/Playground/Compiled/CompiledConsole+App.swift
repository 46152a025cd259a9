import Compiling

extension CompiledConsole {
    /// Runs the project at `path` as `rxplay app` does: its Swift files compiled as the app's
    /// module with what its storyboard connects, the app launched as on a device, then a frame of
    /// the clock and the screen. Later inputs are inside the app's module. Its files are shown
    /// under `shownAs` (the path as given when nil).
    public func launchApp(at path: String, shownAs: String? = nil) -> Reply {
        let project: AppProject
        interruption.reset()
        switch AppProject.load(path, shownAs: shownAs, isCancelled: { [interruption] in interruption.isRaised }) {
        case .success(let loaded): project = loaded
        case .failure(let problem):
            return Reply(
                output: LineFit.fit(problem.description(in: texts), width: options.width) + "\n", shouldQuit: false,
                failed: true)
        }
        let outline = AppSourceOutline(files: project.sources.map(\.text))
        let glue: AppGlue
        switch AppGlue.make(project, outline: outline) {
        case .success(let made): glue = made
        case .failure(let problem):
            return Reply(
                output: LineFit.fit(problem.description(in: texts), width: options.width) + "\n", shouldQuit: false,
                failed: true)
        }
        let compiled = project.sources.enumerated().map { index, file in
            Self.blanking(outline.mainAttributes[index] ?? [], in: file.text) + (glue.appendices[index] ?? "")
        }
        let launcher = CompiledSession.LearnerFile(path: "rxplay-storyboard.swift", text: glue.launcher)
        let reply = session.loadModule(
            shown: project.sources, compiled: compiled, generated: [launcher], module: project.module,
            entry: AppGlue.launcherEntry)
        var text = reply.text
        guard !reply.failed else { return Reply(output: text, shouldQuit: false, failed: true) }
        if project.storyboard == nil {
            text += texts.noStoryboard + "\n"
        }
        let frame = session.wait(CompiledSession.frame)
        text += frame.text + screenChanges()
        firstStep = session.stepCount
        return Reply(output: text, shouldQuit: false, failed: frame.failed)
    }

    /// `text` with the bytes of `ranges` made spaces (an app delegate's `@main`: the playground
    /// launches the app), so every line keeps its columns.
    static func blanking(_ ranges: [Range<Int>], in text: String) -> String {
        guard !ranges.isEmpty else { return text }
        var bytes = Array(text.utf8)
        for range in ranges where range.upperBound <= bytes.count {
            for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
