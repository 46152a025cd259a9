import SwiftParser
import SwiftSyntax

/// Tab completion for a compiled session: the words that may replace the identifier at the end
/// of a line.
///
/// A bare word completes to Swift's keywords, the modules' types, functions and variables, and
/// what the session's inputs declared. After a `.` it completes to the members of the
/// receiver: of a type (`Observable.` → `just`, `of` …) or of a value whose type the session
/// spelled or that follows from an initializer or a member with a declared type
/// (`subject.` → `onNext`, `map` …), including what its superclasses and protocols and their
/// extensions give it. Not thread-safe: one caller at a time.
public final class Completer {
    private let empty: SessionState
    private var reading: (inputs: [String], state: SessionState)

    /// A completer over `index`; names declared by the modules in `preferred` win over the
    /// same names elsewhere (the learner modules over the standard ones).
    public init(index: APIIndex, preferred: Set<String> = []) {
        empty = SessionState(catalog: TypeCatalog(index: index, preferred: preferred), globals: index.globals)
        reading = ([], empty)
    }

    /// The candidates for the end of `line`, sorted, each a whole identifier; `inputs` are the
    /// session's earlier inputs, oldest first.
    public func completions(for line: String, inputs: [String]) -> [String] {
        let scan = LineScan(line)
        if scan.isInTextOrComment { return [] }
        var session = state(after: inputs)
        session.read(scan.before)
        let names: Set<String>
        if let receiver = scan.receiver {
            names = memberNames(of: receiver, in: session)
        } else {
            names = session.catalog.topLevelNames.union(SwiftKeywords.all)
                .union(session.variables.keys).union(session.functions.keys)
        }
        return names.filter { $0.hasPrefix(scan.word) && !$0.hasPrefix("_") }.sorted()
    }

    private func memberNames(of receiver: String, in session: SessionState) -> Set<String> {
        let file = Parser.parse(source: receiver)
        guard file.statements.count == 1, case .expr(let expression) = file.statements.first?.item,
            let type = ExpressionTyper(session: session).type(of: expression)
        else { return [] }
        // Initializers and subscripts are reached by other spellings than a name after the dot.
        func named(_ members: [APIIndex.Member]) -> Set<String> {
            Set(members.filter { $0.kind != .initializer && $0.kind != .subscriptMember }.map(\.name))
        }
        switch type {
        case .value(let value):
            guard let resolved = session.catalog.resolve(value) else { return [] }
            return named(session.catalog.members(of: resolved, isStatic: false))
        case .type(let type):
            guard let resolved = session.catalog.resolve(type) else { return [] }
            return named(session.catalog.members(of: resolved, isStatic: true)).union(["self"])
        }
    }

    /// The session after `inputs`: read on from the last answer when they only add to it (the
    /// usual case), from the start after `:undo`.
    private func state(after inputs: [String]) -> SessionState {
        var state = inputs.starts(with: reading.inputs) ? reading.state : empty
        let known = inputs.starts(with: reading.inputs) ? reading.inputs.count : 0
        for input in inputs.dropFirst(known) { state.read(input) }
        reading = (inputs, state)
        return state
    }
}
