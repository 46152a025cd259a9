import Foundation
import TestSupport
import Testing

/// Issue #13 as a user meets it: `:play` animates in a real terminal and stops at Ctrl-C; the
/// SVG picture, drawn by a real renderer (`rsvg-convert`, installed when missing), has the
/// size it says and marbles of the colors the terminal gives their values; a saved session
/// with `:wait`s prints, when run, what the session printed.
@Suite("rxplay timelines end to end", .serialized)
struct TimelineStoryEndToEndTests {
    static let session = """
        let s = PublishSubject<String>()
        let doubled = s.map { $0 + $0 }
        let seen = doubled.subscribe(onNext: { print("seen", $0) })
        s.onNext("🐶")
        s.onNext("犬")
        s.onNext("x")
        s.onNext("🐶")
        s.onCompleted()

        """

    // MARK: - :play

    @Test(":play draws frame after frame in place, the current time marked; Ctrl-C stops it")
    func play() throws {
        // Real time and a real Ctrl-C: on a loaded machine one attempt may see the key late, so a
        // failing first attempt is run once more; the second attempt's problems are the test's.
        var problems = try Self.playProblems()
        if !problems.isEmpty { problems = try Self.playProblems() }
        expectEqual(problems, [])
    }

    /// Runs the `:play` scenario in a terminal; what it got wrong, or nothing.
    static func playProblems() throws -> [String] {
        typealias Step = EndToEndTests.PtyStep
        var steps: [Step] = Self.session.split(separator: "\n").map { Step.type(String($0) + "\n") }
        steps += [
            Step.type(":play 4\n", until: "played 0…"), Step.type(":play 0.05\n", until: "now 1 ("),
            Step.press("\u{03}", until: "stopped at"),
            // Waits for the printed word and the prompt after it, not for the echo of the typed line:
            // Ctrl-D sent while that line is still being accepted never reaches the line editor.
            Step.type("print(\"after\")\n", until: "\nafter\nrx> "),
            Step.type("\u{04}", until: nil),
        ]
        let screen = try EndToEndTests.pty(steps, arguments: ["--width", "60"])
        var problems: [String] = []
        func check(_ holds: Bool, _ problem: String) { if !holds { problems.append(problem) } }
        let firstPlay =
            screen.components(separatedBy: ":play 4").last?.components(separatedBy: ":play 0.05").first ?? ""
        // Every frame after the first moves the cursor back over the one before and clears it.
        let redraws = firstPlay.components(separatedBy: "\u{1B}[J").count - 1
        check(redraws >= 5, "fewer than 5 redraws: \(firstPlay)")
        for time in 0...6 { check(firstPlay.contains("now \(time) ("), "frame \(time) missing") }
        check(firstPlay.contains("played 0…"), "the first play did not end")
        let secondPlay = screen.components(separatedBy: ":play 0.05").last ?? ""
        check(secondPlay.contains("stopped at"), "Ctrl-C did not stop it: \(secondPlay)")
        check(!secondPlay.contains("played 0…"), "Ctrl-C did not end it early")
        check(secondPlay.contains("after"), "the REPL did not go on")
        check(screen.hasSuffix("EXIT 0\n"), "rxplay did not end with status 0: …\(screen.suffix(400))")
        return problems
    }

    // MARK: - The picture

    /// The `rsvg-convert` to use, installed from Debian's librsvg2-bin when missing and root.
    static func rsvgConvert() throws -> String? {
        for folder in ["/usr/bin", "/usr/local/bin"]
        where FileManager.default.isExecutableFile(atPath: folder + "/rsvg-convert") {
            return folder + "/rsvg-convert"
        }
        guard getuid() == 0 else { return nil }
        let install = Process()
        install.executableURL = URL(fileURLWithPath: "/bin/sh")
        install.arguments = [
            "-c",
            "(apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq librsvg2-bin) >/dev/null 2>&1",
        ]
        try install.run()
        install.waitUntilExit()
        return FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") ? "/usr/bin/rsvg-convert" : nil
    }

    /// Reads a PNG (8-bit RGB or RGBA, not interlaced) and prints `x,y r g b` for each point.
    static let pixelReader = #"""
        import sys, zlib, struct
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
        pos, idat = 8, b''
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
            elif kind == b'IDAT':
                idat += body
            pos += 12 + length
        assert depth == 8 and color in (2, 6) and interlace == 0, (depth, color, interlace)
        channels = 4 if color == 6 else 3
        raw = zlib.decompress(idat)
        stride = width * channels
        rows, previous, offset = [], bytearray(stride), 0
        for _ in range(height):
            kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
            offset += 1 + stride
            for i in range(stride):
                a = line[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                if kind == 1: line[i] = (line[i] + a) & 255
                elif kind == 2: line[i] = (line[i] + b) & 255
                elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(line)
            previous = line
        print('size %d %d' % (width, height))
        for point in sys.argv[2:]:
            x, y = map(int, point.split(','))
            r, g, b = rows[y][x * channels:x * channels + 3]
            print('%d,%d %02x%02x%02x' % (x, y, r, g, b))
        """#

    @Test("rsvg-convert draws the picture at its size, each marble in its value's terminal color")
    func picture() throws {
        guard let rsvg = try Self.rsvgConvert() else {
            Issue.record("rsvg-convert is missing and cannot be installed (not root): install librsvg2-bin")
            return
        }
        let folder = NSTemporaryDirectory() + "rxplay-svg-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let svgPath = folder + "/timeline.svg", pngPath = folder + "/timeline.png"
        let outcome = try EndToEndTests.run(
            ["--color", "always", "--width", "100"],
            input: Self.session + ":marbles\n:marbles --svg \(svgPath)\n")
        expectTrue(outcome.output.contains("wrote \(svgPath)"))
        let svg = try String(contentsOfFile: svgPath, encoding: .utf8)

        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: rsvg)
        convert.arguments = ["--format", "png", "--output", pngPath, svgPath]
        try convert.run()
        convert.waitUntilExit()
        expectEqual(convert.terminationStatus, 0)

        let marbles = Self.marbles(in: svg)
        expectTrue(marbles.count >= 8, "\(svg)")
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Inside each marble, above its label.
        reader.arguments =
            ["python3", "-c", Self.pixelReader, pngPath] + marbles.map { "\($0.x),\($0.y - 12)" } + ["2,2"]
        let pipe = Pipe()
        reader.standardOutput = pipe
        try reader.run()
        let report = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        reader.waitUntilExit()
        let lines = report.split(separator: "\n").map(String.init)
        let width = Self.attribute("width", in: svg), height = Self.attribute("height", in: svg)
        expectEqual(lines.first, "size \(width) \(height)", "\(report)")
        expectEqual(lines.last, "2,2 ffffff", "the background is white")
        let terminal = outcome.output
        for (index, marble) in marbles.enumerated() {
            let line = index + 1 < lines.count ? lines[index + 1] : ""
            expectEqual(line, "\(marble.x),\(marble.y - 12) \(marble.fill.dropFirst())", "\(marble.value): \(line)")
            // The terminal paints the same value with the xterm color of the same RGB.
            guard let code = Self.terminalColor(of: marble.value, in: terminal) else { continue }
            expectEqual(Self.xterm256(code), marble.fill, "\(marble.value)")
        }
        expectTrue(Set(marbles.map(\.fill)).count >= 2, "values get different colors")
    }

    /// The marbles of a picture drawn by `SVGRenderer`: center, fill and value (the tooltip).
    static func marbles(in svg: String) -> [(x: Int, y: Int, fill: String, value: String)] {
        svg.components(separatedBy: "<g><circle class=\"marble\" cx=\"").dropFirst().compactMap { rest in
            let parts = rest.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
            guard parts.count > 6, let x = Int(parts[0]), let y = Int(parts[2]) else { return nil }
            let fill = parts[6]
            guard
                let title = rest.components(separatedBy: "<title>").dropFirst().first?.components(
                    separatedBy: "</title>"
                ).first
            else { return nil }
            return (x, y, fill, title)
        }
    }

    static func attribute(_ name: String, in svg: String) -> String {
        svg.components(separatedBy: " \(name)=\"").dropFirst().first?.split(separator: "\"").first.map(String.init)
            ?? ""
    }

    /// The xterm-256 color the terminal drawing paints `value` with, if it shows it inline.
    static func terminalColor(of value: String, in terminal: String) -> Int? {
        let before = terminal.components(separatedBy: value + "\u{1B}[0m")
        guard before.count > 1, let escape = before[0].components(separatedBy: "\u{1B}[38;5;").last else { return nil }
        return Int(escape.prefix { $0.isNumber })
    }

    static func xterm256(_ code: Int) -> String {
        let levels = [0, 95, 135, 175, 215, 255]
        let index = code - 16
        return "#"
            + [levels[index / 36], levels[index / 6 % 6], levels[index % 6]].map { String(format: "%02x", $0) }.joined()
    }

    // MARK: - :save with :wait

    @Test("a saved debounce session prints, loaded again, what the session printed")
    func savedWaits() throws {
        let folder = NSTemporaryDirectory() + "rxplay-save-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = folder + "/debounce.swift"
        let typed = """
            let taps = PublishSubject<String>()
            let calm = taps.debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            let seen = calm.subscribe(onNext: { print("calm", $0) })
            taps.onNext("a")
            :wait 500ms
            taps.onNext("b")
            taps.onNext("c")
            :wait 1s

            """
        let live = try EndToEndTests.run(["--color", "never"], input: typed + ":save \(script)\n")
        expectTrue(live.output.contains("calm a") && live.output.contains("calm c"), "\(live.output)")
        let saved = try String(contentsOfFile: script, encoding: .utf8)
        expectTrue(saved.contains(":wait 500ms\n") && saved.contains(":wait 1s\n"), "\(saved)")
        let run = try EndToEndTests.run(["--color", "never"], input: ":load \(script)\n")
        expectEqual(run.status, 0, "\(run.errorOutput)")
        let printed = live.output.components(separatedBy: "saved ").first ?? ""
        expectEqual(run.output, printed, "run:\n\(run.output)\nlive:\n\(printed)")
    }
}
