import SwiftParser
import SwiftSyntax

/// One input made ready for the compiler: the learner's text with the prelude that gives it the
/// playground's modules and the earlier inputs, and what the compile step changed on the way.
///
/// The session never interprets the text: it only adds what a playground adds (imports, the
/// echo of a bare expression's value) and blanks what Swift on Linux lacks (Apple-only
/// attributes such as `@IBOutlet`, whose meaning the storyboard keeps).
public struct UnitSource: Equatable, Sendable {
    /// How the unit is compiled.
    public enum Mode: Equatable, Sendable {
        /// An input of a session: the session's modules are imported, bare expressions show their
        /// value, imports carry over to later inputs, earlier inputs are visible.
        case session(previous: String?, modules: [String])
        /// A whole program (`rxplay run`): compiled as `main.swift` would be, with only the
        /// imports it writes itself and `extraImports` (which keep its time virtual).
        case program(extraImports: [String], fileName: String)
    }

    /// The file name learner code sees as its own (`#file`, traps, `debug()`), and the
    /// compiler's messages name: a session's inputs are `main.swift`, as a playground page's
    /// code is compiled; a program keeps its own path.
    public let fileName: String

    /// The text handed to the compiler.
    public let text: String
    /// Where each generated position came from.
    public let map: SourceMap
    /// Whether the input declares anything later inputs may use (a variable, function, type,
    /// extension or import); only such inputs join the chain of modules later inputs import.
    public let declares: Bool

    /// Prepares `learnerText` for the compiler; `timeModule` (`PlaygroundTime`) replaces the
    /// learner's imports of Foundation, Dispatch and Glibc when given. In a session, bare
    /// expressions show their values unless `showsValues` is false (a file loaded with `:load`).
    public init(learnerText: String, mode: Mode, timeModule: String? = nil, showsValues: Bool = true) {
        let tree = Parser.parse(source: learnerText)
        var edits = EditCollector(mode: mode, timeModule: timeModule, showsValues: showsValues)
        edits.collect(tree)
        let prelude: String
        switch mode {
        case .session(let previous, let modules):
            let chain = previous.map { ["@_exported import \($0)"] } ?? []
            prelude = (chain + modules.map { "import \($0)" }).joined(separator: "; ")
        case .program(let extraImports, _):
            prelude = extraImports.map { "import \($0)" }.joined(separator: "; ")
        }
        switch mode {
        case .session: fileName = "main.swift"
        case .program(_, let name): fileName = Self.printable(name)
        }
        // The directive makes the learner's lines keep their own numbers under the learner's file
        // name, in the compiler's messages, in `#line` and in the debug info a trap is read from.
        let escaped = fileName.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let directive = "#sourceLocation(file: \"\(escaped)\", line: 1)"
        let applied = edits.apply(to: learnerText, preludeLines: 0)
        // After the learner's last line: each variable names the lane of what it holds (and
        // `:vars` reads it through the same call).
        let naming = edits.variables.map { NamingCall.text(name: $0.name, isConstant: $0.isConstant, made: $0.made) }
        let suffix = naming.isEmpty ? "" : "\n" + naming.joined(separator: "; ")
        text = prelude + "\n" + directive + "\n" + applied.text + suffix
        map = SourceMap(preludeLines: 0, insertions: applied.insertions)
        declares = edits.declares
    }
}

/// What the compile step changes in the learner's text, found in one walk of its syntax tree.
struct EditCollector {
    /// Inserted text at a UTF-8 offset of the learner's text.
    struct Insert {
        let offset: Int
        let text: String
        let order: Int
    }

    let mode: UnitSource.Mode
    /// The module that replaces imports of Foundation, Dispatch and Glibc, when this build has it.
    let timeModule: String?
    /// Whether a session's bare expressions show their values.
    let showsValues: Bool
    private(set) var inserts: [Insert] = []
    private(set) var blanks: [Range<Int>] = []
    private(set) var declares = false
    /// The top-level stored variables the input declares, whose timeline lanes take their names,
    /// whether each is a `let`, and the operator chain or call it was given (`s.map { $0 * 2 }`,
    /// on one line), which a named observable's lane shows as its caption.
    private(set) var variables: [(name: String, isConstant: Bool, made: String?)] = []

    init(mode: UnitSource.Mode, timeModule: String?, showsValues: Bool = true) {
        self.mode = mode
        self.timeModule = timeModule
        self.showsValues = showsValues
    }

    private var isSession: Bool {
        if case .session = mode { return true }
        return false
    }

    mutating func collect(_ tree: SourceFileSyntax) {
        for (index, item) in tree.statements.enumerated() {
            switch item.item {
            case .decl(let decl):
                declares = true
                if isSession { blankFilePrivacy(of: decl) }
                if isSession, let variable = decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty {
                    collectVariables(variable, isLast: index == tree.statements.count - 1)
                }
                // After a class: what the storyboard would do for it (scene, outlets, actions).
                if isSession, let classDecl = decl.as(ClassDeclSyntax.self),
                    let code = StoryboardConnections.code(for: classDecl)
                {
                    insert(code, at: classDecl.endPositionBeforeTrailingTrivia.utf8Offset)
                }
                if let importDecl = decl.as(ImportDeclSyntax.self) {
                    if isSession {
                        insert(
                            "@_exported ", at: importDecl.importKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
                    }
                    replaceShadowedModule(importDecl)
                }
            case .expr(let expression):
                if isSession && showsValues && Self.showsValue(expression) {
                    insert("PlaygroundRuntime.show(", at: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
                    insert(")", at: expression.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            case .stmt:
                break
            // The toolchain's swift-syntax is built for library evolution: a later one may add kinds.
            @unknown default:
                break
            }
        }
        let finder = AppleOnlyAttributes(viewMode: .sourceAccurate)
        finder.walk(tree)
        blanks += finder.ranges
        if isSession {
            let members = FilePrivateMembers(viewMode: .sourceAccurate)
            members.walk(tree)
            blanks += members.ranges
        }
    }

    /// A top-level `private` or `fileprivate` declaration is private to its input's file, yet
    /// later inputs reach it as REPL code does (`-disable-access-control`): with its private
    /// symbol name, the compiler crashes or the loader finds no symbol. In a session the
    /// modifier is blanked, so it is the input's like any other declaration.
    private mutating func blankFilePrivacy(of decl: DeclSyntax) {
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return }
        for modifier in modifiers
        where modifier.name.tokenKind == .keyword(.private)
            || modifier.name.tokenKind == .keyword(.fileprivate)
        {
            blanks.append(
                modifier.positionAfterSkippingLeadingTrivia
                    .utf8Offset..<modifier.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    /// The modules whose time (and random numbers) the playground's clock takes over: an import
    /// of one becomes an import of `PlaygroundTime`, which re-exports them with its shadows. A
    /// file that imported both would find every shadowed name ambiguous.
    static let shadowedModules: Set<String> = ["Foundation", "Dispatch", "Glibc"]

    private mutating func replaceShadowedModule(_ importDecl: ImportDeclSyntax) {
        guard let timeModule, importDecl.importKindSpecifier == nil, importDecl.path.count == 1,
            let name = importDecl.path.first?.name, Self.shadowedModules.contains(name.text)
        else { return }
        let start = name.positionAfterSkippingLeadingTrivia.utf8Offset
        blanks.append(start..<name.endPositionBeforeTrailingTrivia.utf8Offset)
        insert(timeModule, at: start)
    }

    /// Notes `variable`'s stored variables. One given a chain is named right after its
    /// declaration too, unless it is the input's last statement, so that a lane watches what
    /// the rest of the input does with it (`let d = s.map { … }; let one = d.subscribe()`).
    private mutating func collectVariables(_ variable: VariableDeclSyntax, isLast: Bool) {
        var early: [String] = []
        for binding in variable.bindings where binding.accessorBlock == nil {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            let isConstant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            let made = binding.initializer.flatMap { NamingCall.made($0.value) }
            variables.append((identifier.identifier.text, isConstant, made))
            if made != nil {
                early.append(NamingCall.text(name: identifier.identifier.text, isConstant: isConstant, made: made))
            }
        }
        if !isLast && !early.isEmpty {
            insert("; " + early.joined(separator: "; "), at: variable.endPositionBeforeTrailingTrivia.utf8Offset)
        }
    }

    private mutating func insert(_ text: String, at offset: Int) {
        inserts.append(Insert(offset: offset, text: text, order: inserts.count))
    }

    /// A bare expression shows its value unless it is an assignment (`x = 1`, `x += 1`,
    /// `_ = f()`), which has no value to show.
    static func showsValue(_ expression: ExprSyntax) -> Bool {
        if let sequence = expression.as(SequenceExprSyntax.self) {
            for element in sequence.elements {
                if element.is(AssignmentExprSyntax.self) { return false }
                if let op = element.as(BinaryOperatorExprSyntax.self), isAssignment(op.operator.text) { return false }
            }
        }
        if expression.is(AssignmentExprSyntax.self) { return false }
        // A call that never returns has no value: wrapping it only earns "will never be executed".
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
            neverReturning.contains(callee.baseName.text)
        {
            return false
        }
        return true
    }

    private static let neverReturning: Set<String> = [
        "fatalError", "preconditionFailure", "exit", "abort", "dispatchMain",
    ]

    private static func isAssignment(_ op: String) -> Bool {
        op.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(op)
    }

    /// The learner's text with the edits applied, and where insertions landed per generated line.
    func apply(to text: String, preludeLines: Int) -> (text: String, insertions: [Int: [SourceMap.Insertion]]) {
        var bytes = Array(text.utf8)
        for range in blanks where range.upperBound <= bytes.count {
            for index in range where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
        }
        let ordered = inserts.sorted { ($0.offset, $0.order) < ($1.offset, $1.order) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + ordered.reduce(0) { $0 + $1.text.utf8.count })
        var insertions: [Int: [SourceMap.Insertion]] = [:]
        var line = preludeLines + 1
        var column = 1
        var next = 0
        for offset in 0...bytes.count {
            while next < ordered.count, ordered[next].offset == offset {
                let inserted = Array(ordered[next].text.utf8)
                insertions[line, default: []].append(SourceMap.Insertion(column: column, length: inserted.count))
                output.append(contentsOf: inserted)
                column += inserted.count
                next += 1
            }
            guard offset < bytes.count else { break }
            output.append(bytes[offset])
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(decoding: output, as: UTF8.self), insertions)
    }
}

extension UnitSource {
    /// `name` as a `#sourceLocation` file name can hold it: the compiler refuses a control
    /// character there ("unprintable ASCII character found in source file"), and a file named
    /// with one would not run; each is its Unicode control picture (`␛` for escape) instead, so
    /// the compiler's messages name the file as the playground shows it.
    static func printable(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.map(ControlPicture.of)))
    }
}
