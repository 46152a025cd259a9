import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium (`chromium` on PATH, which `scripts/ensure-deps` installs) driven over
/// the DevTools protocol on a pipe (`--remote-debugging-pipe`: JSON messages ending in a NUL
/// byte, written to its descriptor 3 and read from its descriptor 4), with one page open.
/// Launching takes about a second, so a test opens one browser for all its checks.
///
/// ```swift
/// let browser = try HeadlessBrowser()
/// defer { browser.close() }
/// try browser.open(URL(fileURLWithPath: "/tmp/page.html"))
/// let title = try browser.evaluate("document.title", as: String.self)
/// ```
public final class HeadlessBrowser {
    /// Why the browser did not answer as asked.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The events the page sent (`Runtime.exceptionThrown`, `Network.requestWillBeSent` …),
    /// oldest first, each the message's `method` and `params`.
    public private(set) var events: [(method: String, params: [String: Any])] = []

    private let processGroup: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var session = ""
    private var nextID = 0
    private var unread: [UInt8] = []

    /// The longest wait for one message.
    static let timeout: Int32 = 20_000

    /// Starts the browser with `environment` added to this process's (a `FONTCONFIG_FILE`, say)
    /// and opens a blank page with the runtime, page, network and log events on.
    public init(environment: [String: String] = [:]) throws {
        guard let executable = Self.executable() else {
            throw Failure(description: "chromium is not on PATH (scripts/ensure-deps installs it)")
        }
        profile = URL(fileURLWithPath: NSTemporaryDirectory() + "rxplay-chromium-\(getpid())-\(UUID().uuidString)")
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else {
            throw Failure(description: "cannot make pipes: \(String(cString: strerror(errno)))")
        }
        // Only the browser gets them, as its descriptors 3 and 4.
        for descriptor in toBrowser + fromBrowser { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let arguments = [
            executable, "--headless", "--no-sandbox", "--remote-debugging-pipe", "--user-data-dir=\(profile.path)",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-gpu", "--mute-audio", "about:blank",
        ]
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { $1 }
        let pid = try Self.spawn(
            arguments, environment: variables.map { "\($0)=\($1)" }, input: toBrowser[0], output: fromBrowser[1])
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        processGroup = pid
        commands = toBrowser[1]
        replies = fromBrowser[0]
        do {
            let target = try send("Target.createTarget", ["url": "about:blank"], toPage: false)
            guard let targetID = target["targetId"] as? String else { throw Failure(description: "no page: \(target)") }
            let attached = try send("Target.attachToTarget", ["targetId": targetID, "flatten": true], toPage: false)
            session = attached["sessionId"] as? String ?? ""
            for domain in ["Page", "Runtime", "Network", "Log"] { _ = try send("\(domain).enable") }
        } catch {
            close()
            throw error
        }
    }

    /// The browser's executable: the first of `chromium`, `chromium-browser`, `google-chrome`
    /// on PATH.
    public static func executable() -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where access("\(folder)/\(name)", X_OK) == 0 { return "\(folder)/\(name)" }
        }
        return nil
    }

    /// Opens `url` in the page and waits until it has loaded.
    public func open(_ url: URL) throws {
        _ = try send("Page.navigate", ["url": url.absoluteString])
        _ = try waitFor("Page.loadEventFired")
    }

    /// Sends `method` to the page (or to the browser) and returns its result.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], toPage: Bool = true) throws -> [String: Any] {
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if toPage { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "the browser stopped reading (\(method))") }
            written += count
        }
        while true {
            let reply = try readMessage()
            guard reply["id"] as? Int == id else {
                keepEvent(reply)
                continue
            }
            if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
            return reply["result"] as? [String: Any] ?? [:]
        }
    }

    /// Waits for the page's next event `method` (one that came already counts) and returns its
    /// parameters.
    @discardableResult
    public func waitFor(_ method: String) throws -> [String: Any] {
        if let index = events.firstIndex(where: { $0.method == method }) { return events.remove(at: index).params }
        while true {
            let message = try readMessage()
            if message["method"] as? String == method { return message["params"] as? [String: Any] ?? [:] }
            keepEvent(message)
        }
    }

    /// The value of the JavaScript `expression` in the page, decoded as `type`; a thrown
    /// exception is a `Failure`.
    public func evaluate<Value: Decodable>(_ expression: String, as type: Value.Type) throws -> Value {
        let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        let value = (result["result"] as? [String: Any])?["value"] ?? NSNull()
        let data = try JSONSerialization.data(withJSONObject: ["value": value])
        guard let decoded = try JSONDecoder().decode([String: Value].self, from: data)["value"] else {
            throw Failure(description: "\(expression): no value")
        }
        return decoded
    }

    /// Lets `milliseconds` of the page's time pass at once, timers included, then stops its
    /// clock: what a page does over time, without waiting for it.
    public func advanceTime(milliseconds: Int) throws {
        try send("Emulation.setVirtualTimePolicy", ["policy": "advance", "budget": milliseconds])
        try waitFor("Emulation.virtualTimeBudgetExpired")
    }

    /// Stops the page's clock until `advanceTime` moves it. From then on the page's time moves
    /// only so, which stalls loading another page: open pages first.
    public func pauseTime() throws {
        try send("Emulation.setVirtualTimePolicy", ["policy": "pause"])
    }

    /// What went wrong in the page so far: uncaught exceptions, `console.error` calls and
    /// error log entries.
    public var pageErrors: [String] {
        events.compactMap { event in
            switch event.method {
            case "Runtime.exceptionThrown":
                let details = event.params["exceptionDetails"] as? [String: Any]
                let exception = details?["exception"] as? [String: Any]
                return "exception: \(exception?["description"] ?? details?["text"] ?? "")"
            case "Runtime.consoleAPICalled" where event.params["type"] as? String == "error":
                return "console.error: \(event.params["args"] ?? "")"
            case "Log.entryAdded":
                let entry = event.params["entry"] as? [String: Any]
                return entry?["level"] as? String == "error" ? "log: \(entry?["text"] ?? "")" : nil
            default:
                return nil
            }
        }
    }

    /// Ends the browser and removes its profile.
    public func close() {
        Glibc.close(commands)
        Glibc.close(replies)
        kill(-processGroup, SIGKILL)
        var status: Int32 = 0
        while waitpid(processGroup, &status, 0) < 0 && errno == EINTR {}
        try? FileManager.default.removeItem(at: profile)
    }

    private func keepEvent(_ message: [String: Any]) {
        guard let method = message["method"] as? String else { return }
        events.append((method, message["params"] as? [String: Any] ?? [:]))
    }

    /// The next NUL-ended message from the browser.
    private func readMessage() throws -> [String: Any] {
        while true {
            if let end = unread.firstIndex(of: 0) {
                let message = Data(unread[..<end])
                unread.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
            }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Self.timeout)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { throw Failure(description: "the browser said nothing for \(Self.timeout) ms") }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = buffer.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw Failure(description: "the browser ended") }
            unread += buffer[..<count]
        }
    }

    /// Starts `arguments` in a process group of its own, `input` as its descriptor 3 and
    /// `output` as its 4, its standard output and error going nowhere.
    private static func spawn(_ arguments: [String], environment: [String], input: Int32, output: Int32) throws -> pid_t
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, input, 3)
        posix_spawn_file_actions_adddup2(&actions, output, 4)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(status)))")
        }
        return pid
    }
}
