import Foundation
import SwiftParser
import SwiftSyntax

/// Finds, in a learner's source, the subscriptions of a class that keep its instances alive: a
/// closure (or a method passed as one) that captures `self` strongly, in a chain whose
/// subscription goes into one of the class's own stored dispose bags (`.disposed(by: bag)`,
/// `bag.insert(…)`). The object owns the bag, the bag the subscription, the subscription the
/// closure, and the closure the object.
///
/// `[weak self]` and `[unowned self]` closures capture nothing that keeps the object; a closure
/// inside one of those is covered by it. Read from the text alone, as swift-syntax parses it.
public enum SelfCaptures {
    /// A place that captures `self` strongly.
    public struct Capture: Equatable, Sendable {
        /// The line of the text it starts on (1 is the first).
        public var line: Int
        /// That line, without its indentation.
        public var text: String

        /// A capture on `line`, whose text is `text`.
        public init(line: Int, text: String) {
            self.line = line
            self.text = text
        }
    }

    /// The names of the stored properties of class `className` as `text` declares it, or nil
    /// when `text` declares no class of that name.
    public static func storedProperties(ofClass className: String, in text: String) -> Set<String>? {
        let file = Parser.parse(source: text)
        guard let decl = ClassFinder.classes(named: className, in: file).first else { return nil }
        var names: Set<String> = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where isStored(binding) {
                if let pattern = binding.pattern.as(IdentifierPatternSyntax.self) {
                    names.insert(pattern.identifier.text)
                }
            }
        }
        return names
    }

    /// The places in the classes named `className` and their extensions in `text` that capture
    /// `self` strongly in a subscription whose disposable goes into the stored bag `bag`, in the
    /// order of the text.
    public static func captures(in text: String, className: String, bag: String) -> [Capture] {
        let file = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "main.swift", tree: file)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let bodies =
            ClassFinder.classes(named: className, in: file).map(\.memberBlock)
            + ClassFinder.extensions(named: className, in: file).map(\.memberBlock)
        let methods = Set(bodies.flatMap(methodNames(in:)))
        var found: [Int] = []
        for body in bodies {
            for chain in BagChains.chains(in: body, bag: bag) {
                for node in StrongSelf.places(in: chain, methods: methods) {
                    found.append(node.startLocation(converter: converter).line)
                }
            }
        }
        return Set(found).sorted().map { line in
            let text = line - 1 < lines.count ? lines[line - 1].trimmingCharacters(in: .whitespaces) : ""
            return Capture(line: line, text: text)
        }
    }

    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        guard let accessors = binding.accessorBlock?.accessors else { return true }
        // Observers (`didSet`) leave a property stored; a getter makes it computed.
        guard case .accessors(let list) = accessors else { return false }
        return list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }

    private static func methodNames(in body: MemberBlockSyntax) -> [String] {
        body.members.compactMap { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                !function.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind)
                })
            else { return nil }
            return function.name.text
        }
    }
}

/// Classes and extensions of a name, at any depth of a file.
private final class ClassFinder: SyntaxVisitor {
    private let name: String
    private var classes: [ClassDeclSyntax] = []
    private var extensions: [ExtensionDeclSyntax] = []

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func classes(named name: String, in file: SourceFileSyntax) -> [ClassDeclSyntax] {
        let finder = ClassFinder(name: name)
        finder.walk(file)
        return finder.classes
    }

    static func extensions(named name: String, in file: SourceFileSyntax) -> [ExtensionDeclSyntax] {
        let finder = ClassFinder(name: name)
        finder.walk(file)
        return finder.extensions
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { classes.append(node) }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.extendedType.trimmedDescription == name { extensions.append(node) }
        return .visitChildren
    }
}
