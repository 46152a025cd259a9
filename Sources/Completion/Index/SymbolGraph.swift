/// The part of a symbol graph file (`swift-symbolgraph-extract`'s output, format 0.6) that
/// completion reads: each symbol's kind, names and declaration, and the relationships between
/// symbols, which name them by their precise identifiers (USRs).
struct SymbolGraph: Decodable {
    /// One declaration.
    struct Symbol: Decodable {
        struct Kind: Decodable {
            let identifier: String
        }
        struct Identifier: Decodable {
            let precise: String
        }
        struct Names: Decodable {
            let title: String
        }
        struct Fragment: Decodable {
            let kind: String
            let spelling: String
        }
        struct Extension: Decodable {
            let constraints: [Constraint]?
        }
        struct Generics: Decodable {
            struct Parameter: Decodable {
                let name: String
            }
            let parameters: [Parameter]?
        }

        let kind: Kind
        let identifier: Identifier
        let pathComponents: [String]
        let names: Names
        let declarationFragments: [Fragment]?
        let swiftExtension: Extension?
        let swiftGenerics: Generics?
    }

    /// A requirement on a generic parameter (`Base: UIButton`, `Self.Trait == SingleTrait`).
    struct Constraint: Decodable {
        let kind: String
        let lhs: String
        let rhs: String
        let rhsPrecise: String?
    }

    /// An edge between two symbols (`memberOf`, `conformsTo`, `inheritsFrom` …).
    struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
    }

    let symbols: [Symbol]
    let relationships: [Relationship]
}
