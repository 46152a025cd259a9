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
    /// The state after every 25th input read, so `:undo` reads only the inputs since the last one.
    private var checkpoints: [(count: Int, state: SessionState)] = []
    private static let checkpointInterval = 25

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
    /// usual case), else (after `:undo`) from the last checkpoint both share.
    private func state(after inputs: [String]) -> SessionState {
        var shared = 0
        while shared < min(inputs.count, reading.inputs.count), inputs[shared] == reading.inputs[shared] { shared += 1 }
        var state = empty
        var known = 0
        if shared == reading.inputs.count {
            (state, known) = (reading.state, shared)
        } else {
            checkpoints.removeAll { $0.count > shared }
            if let last = checkpoints.last { (state, known) = (last.state, last.count) }
        }
        for (offset, input) in inputs.enumerated().dropFirst(known) {
            state.read(input)
            if (offset + 1) % Self.checkpointInterval == 0 { checkpoints.append((offset + 1, state)) }
        }
        reading = (inputs, state)
        return state
    }
}
