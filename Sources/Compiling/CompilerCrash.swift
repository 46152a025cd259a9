/// A compiler that crashed on an input (a stack overflow on a very long chain, a compiler bug):
/// the learner gets what the compiler was doing when it stopped, in its own words, not its stack
/// dump of several hundred lines.
package enum CompilerCrash {
    /// The report for a compiler run that ended with `status` and printed `output`, when that
    /// run is a crash (the compiler printed its stack dump); nil otherwise. Its first line follows
    /// the caller's `error: `; notes follow on lines of their own; no newline at the end.
    package static func report(status: Int32, output: String) -> String? {
        guard output.contains("\nStack dump:\n") || output.hasPrefix("Stack dump:\n") else { return nil }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The compiler's numbered "pretty stack trace": the last entry is the step it was in.
        let steps = lines.compactMap { line -> String? in
            guard let dot = line.firstIndex(of: "."), line[..<dot].allSatisfy(\.isNumber), !line[..<dot].isEmpty
            else { return nil }
            return line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)
        }
        let signal = lines.first { $0.hasPrefix("*** Program crashed: ") }.map {
            String($0.dropFirst("*** Program crashed: ".count).prefix { $0 != "*" }).split(separator: " at ").first
                .map(String.init) ?? ""
        }
        var text = "the Swift compiler crashed on this input"
        if let signal, !signal.isEmpty { text += " (\(signal))" }
        if let last = steps.last(where: { !$0.hasPrefix("Program arguments:") }) {
            text += "\nnote: the compiler was at: \(last)"
        }
        return text + "\nnote: a very long chain or deep nesting can do this; split it into shorter statements"
    }
}
