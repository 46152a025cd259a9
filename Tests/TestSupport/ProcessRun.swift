import Foundation

/// What a finished child process gave: its exit status and everything it wrote to standard
/// output and error, interleaved as written.
public struct ProcessRun {
    /// The exit status.
    public let status: Int32
    /// Standard output and error together.
    public let output: String

    /// Runs `executable` with `arguments` in `directory` (the current one when nil), with
    /// `environment` (this process's when nil), to its end.
    public init(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        output = String(decoding: data, as: UTF8.self)
    }
}
