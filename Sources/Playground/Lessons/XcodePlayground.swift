import Compiling
import Foundation

/// An Xcode playground on disk: `X.playground` with its `Sources/*.swift` and its pages (in the
/// order of `contents.xcplayground`), or a single page (`Contents.swift` at the top).
public struct XcodePlayground: Sendable {
    /// One page: its name and its `Contents.swift`.
    public struct Page: Sendable, Equatable {
        public var name: String
        public var file: String
        public var text: String
        /// The page's own `Sources/*.swift`, if any.
        public var sources: [SourceFile]
    }

    /// A Swift file of a `Sources` folder.
    public struct SourceFile: Sendable, Equatable {
        public var file: String
        public var text: String
    }

    /// The playground's folder.
    public var path: String
    /// Its name, without `.playground`.
    public var name: String
    /// `Sources/*.swift`, by name.
    public var sources: [SourceFile]
    /// The pages to run, in order.
    public var pages: [Page]

    /// Whether `path` names a playground or one of its pages.
    public static func isPlayground(_ path: String) -> Bool {
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        return trimmed.hasSuffix(".playground") || trimmed.hasSuffix(".xcplaygroundpage")
    }

    /// Reads `path`: a `.playground` (all its pages) or a `.xcplaygroundpage` inside one (that page).
    public static func load(_ path: String) throws -> XcodePlayground {
        var path = path
        while path.hasSuffix("/") { path.removeLast() }
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw LessonLookupError(reason: .noPlayground(path: path))
        }
        if path.hasSuffix(".xcplaygroundpage") {
            let root = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent().path
            var playground = try load(root)
            let name = (URL(fileURLWithPath: path).lastPathComponent as NSString).deletingPathExtension
            playground.pages = [try page(name, at: path)]
            return playground
        }
        let name = (URL(fileURLWithPath: path).lastPathComponent as NSString).deletingPathExtension
        let sources = swiftFiles(in: path + "/Sources")
        if manager.fileExists(atPath: path + "/Contents.swift") {
            let text: String
            do {
                text = try String(contentsOfFile: path + "/Contents.swift", encoding: .utf8)
            } catch {
                let file = path + "/Contents.swift"
                throw LessonLookupError(reason: .cannotRead(path: file, problem: FileProblem(error)))
            }
            return XcodePlayground(path: path, name: name, sources: sources,
                                   pages: [Page(name: name, file: path + "/Contents.swift", text: text, sources: [])])
        }
        // Xcode shows the pages `contents.xcplayground` lists that exist (RxSwift's Rx.playground
        // lists two it does not have), then the page folders it does not list.
        let folders = ((try? manager.contentsOfDirectory(atPath: path + "/Pages")) ?? [])
            .filter { $0.hasSuffix(".xcplaygroundpage") }.map { ($0 as NSString).deletingPathExtension }.sorted()
        // Each page once, however often the list names it.
        var names: [String] = []
        var seen: Set<String> = []
        let existing = Set(folders)
        for name in pageOrder(path) + folders where existing.contains(name) && seen.insert(name).inserted {
            names.append(name)
        }
        guard !names.isEmpty else { throw LessonLookupError(reason: .noPages(path: path)) }
        let pages = try names.map { try page($0, at: path + "/Pages/\($0).xcplaygroundpage") }
        return XcodePlayground(path: path, name: name, sources: sources, pages: pages)
    }

    /// The page names of `contents.xcplayground`, in order (`<page name='…'/>`).
    static func pageOrder(_ path: String) -> [String] {
        guard let xml = try? String(contentsOfFile: path + "/contents.xcplayground", encoding: .utf8),
              let regex = try? NSRegularExpression(pattern: #"<page\s+name\s*=\s*['"]([^'"]+)['"]"#) else { return [] }
        return regex.matches(in: xml, range: NSRange(xml.startIndex..., in: xml)).compactMap { match in
            Range(match.range(at: 1), in: xml).map { String(xml[$0]) }
        }
    }

    private static func page(_ name: String, at path: String) throws -> Page {
        guard let text = try? String(contentsOfFile: path + "/Contents.swift", encoding: .utf8) else {
            throw LessonLookupError(reason: .pageWithoutContents(name: name, path: path))
        }
        return Page(name: name, file: path + "/Contents.swift", text: text, sources: swiftFiles(in: path + "/Sources"))
    }

    private static func swiftFiles(in folder: String) -> [SourceFile] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return names.compactMap { name in
            (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)).map { SourceFile(file: folder + "/" + name, text: $0) }
        }
    }
}

// MARK: - Pages as code and prose

extension XcodePlayground {
    /// A page's text in parts: markup (`/*: … */`, `//:` lines) as prose, the code between as
    /// steps, each step with its first line in the file.
    static func parts(of text: String) -> [(prose: String?, code: String?, line: Int)] {
        var parts: [(prose: String?, code: String?, line: Int)] = []
        var code: [String] = []
        var codeStart = 1
        var prose: [String] = []
        var inMarkup = false
        func flushCode() {
            while code.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { code.removeLast() }
            while code.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { code.removeFirst(); codeStart += 1 }
            if !code.isEmpty { parts.append((nil, code.joined(separator: "\n"), codeStart)) }
            code.removeAll()
        }
        func flushProse() {
            // Markup is usually indented inside `/*: … */`: drop the indentation its lines share.
            let indent = prose.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                .map { $0.prefix { $0 == " " }.count }.min() ?? 0
            let text = prose.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
                .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { parts.append((text, nil, 0)) }
            prose.removeAll()
        }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if inMarkup {
                if let end = line.range(of: "*/") {
                    prose.append(String(line[..<end.lowerBound]))
                    inMarkup = false
                    codeStart = index + 2
                } else {
                    prose.append(line)
                }
            } else if trimmed.hasPrefix("/*:") {
                flushCode()
                var rest = String(trimmed.dropFirst(3))
                if let end = rest.range(of: "*/") {
                    rest = String(rest[..<end.lowerBound])
                    codeStart = index + 2
                } else {
                    inMarkup = true
                }
                prose.append(rest)
            } else if trimmed.hasPrefix("//:") {
                flushCode()
                prose.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .init(charactersIn: " ")))
                codeStart = index + 2
            } else {
                if !prose.isEmpty, !trimmed.isEmpty { flushProse() }
                if !prose.isEmpty { continue }
                if code.isEmpty { codeStart = index + 1 }
                code.append(line)
            }
        }
        flushCode()
        flushProse()
        return parts
    }

    /// The page's text with its markup blanked, so a script run names the file's lines.
    static func codeOnly(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var inMarkup = false
        for index in lines.indices {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            if inMarkup {
                if lines[index].contains("*/") { inMarkup = false }
                lines[index] = ""
            } else if trimmed.hasPrefix("/*:") {
                if !trimmed.contains("*/") { inMarkup = true }
                lines[index] = ""
            } else if trimmed.hasPrefix("//:") {
                lines[index] = ""
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The playground as a lesson: per page, a heading, then its prose (Markdown, which the
    /// lesson renders for the terminal) and code steps. Everything of it is shown, so its control
    /// characters are visible symbols, as a lesson file's are.
    public func lesson() -> Lesson {
        var parts: [LessonPart] = []
        for page in pages {
            if pages.count > 1 { parts.append(.narration("# \(ControlCharacters.visible(page.name))")) }
            for part in Self.parts(of: ControlCharacters.visibleLines(page.text)) {
                if let prose = part.prose {
                    parts.append(.narration(prose))
                } else if let code = part.code {
                    parts.append(.code(LessonCode(kind: .swift, source: code, line: part.line, file: page.file)))
                }
            }
        }
        let shownName = ControlCharacters.visible(name)
        let folder = ControlCharacters.visible(URL(fileURLWithPath: path).lastPathComponent)
        let duration = "\(pages.count) " + (pages.count == 1 ? "page" : "pages")
        return Lesson(
            name: shownName, title: shownName, duration: duration, summary: "the Xcode playground \(folder)", file: path,
            parts: parts)
    }

    /// The Swift of `Sources/`: the playground's, then each page's.
    var allSources: [SourceFile] { sources + pages.flatMap(\.sources) }
}
