import SwiftParser
import SwiftSyntax

/// What an app's Swift files declare that its storyboard and its launch need, read with
/// swift-syntax: the classes, each with its superclass and protocols, stored properties and
/// methods; which one is the app delegate; where an `@main` on it is.
public struct AppSourceOutline: Equatable, Sendable {
    /// A method, as a storyboard's action calls it.
    public struct Method: Equatable, Sendable {
        /// The base name (`actionSave`).
        public let name: String
        /// Each parameter's argument label (`_` for none).
        public let labels: [String]
    }

    /// A class declared at the top level of a file.
    public struct Class: Equatable, Sendable {
        /// Its name.
        public let name: String
        /// The index of the file declaring it.
        public let file: Int
        /// The types after the colon, as written (`UIViewController`, `UIApplicationDelegate`).
        public let inherits: [String]
        /// The names of its stored and computed properties.
        public let properties: [String]
        /// Its methods, in the class and in its extensions.
        public var methods: [Method]
        /// Whether it is generic (a storyboard cannot make one).
        public let isGeneric: Bool
    }

    /// The classes of all files, in file order.
    public private(set) var classes: [Class] = []
    /// The UTF-8 ranges of `@main` attributes on app delegates, per file index: Linux has no
    /// `UIApplicationMain` to run, the playground launches the app itself.
    public private(set) var mainAttributes: [Int: [Range<Int>]] = [:]

    /// Reads `files` (their texts, in order).
    public init(files: [String]) {
        var extensions: [(name: String, methods: [Method])] = []
        for (index, text) in files.enumerated() {
            let tree = Parser.parse(source: text)
            for item in tree.statements {
                if let decl = item.item.as(ClassDeclSyntax.self) {
                    classes.append(Self.outline(decl, file: index))
                    if let range = Self.mainAttribute(decl) { mainAttributes[index, default: []].append(range) }
                } else if let decl = item.item.as(ExtensionDeclSyntax.self) {
                    extensions.append((decl.extendedType.trimmedDescription, Self.methods(in: decl.memberBlock)))
                }
            }
        }
        for (name, methods) in extensions {
            if let index = classes.firstIndex(where: { $0.name == name }) { classes[index].methods += methods }
        }
    }

    /// The class called `name`, if a file declares one.
    public func `class`(named name: String) -> Class? {
        classes.first { $0.name == name }
    }

    /// The class and its superclasses the files declare, nearest first.
    public func lineage(of name: String) -> [Class] {
        var chain: [Class] = []
        var next = self.class(named: name)
        while let current = next, !chain.contains(where: { $0.name == current.name }) {
            chain.append(current)
            next = current.inherits.first.flatMap { self.class(named: $0) }
        }
        return chain
    }

    /// The class that adopts `UIApplicationDelegate`, if any.
    public var appDelegate: Class? {
        classes.first { $0.inherits.contains("UIApplicationDelegate") }
    }

    private static func outline(_ decl: ClassDeclSyntax, file: Int) -> Class {
        var properties: [String] = []
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self) {
                    properties.append(name.identifier.text)
                }
            }
        }
        return Class(
            name: decl.name.text, file: file,
            inherits: decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [],
            properties: properties, methods: methods(in: decl.memberBlock),
            isGeneric: decl.genericParameterClause != nil)
    }

    private static func methods(in block: MemberBlockSyntax) -> [Method] {
        block.members.compactMap { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { return nil }
            return Method(
                name: function.name.text,
                labels: function.signature.parameterClause.parameters.map { $0.firstName.text })
        }
    }

    private static func mainAttribute(_ decl: ClassDeclSyntax) -> Range<Int>? {
        let inherits = decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherits.contains("UIApplicationDelegate") else { return nil }
        for element in decl.attributes {
            guard let attribute = element.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription == "main"
            else { continue }
            return attribute.positionAfterSkippingLeadingTrivia
                .utf8Offset..<attribute.endPositionBeforeTrailingTrivia
                .utf8Offset
        }
        return nil
    }
}
