/// A variable the compiler knows: where it lives and its type.
final class VariableInfo {
    enum Storage {
        case global(Int)
        case local(Int)
    }

    let name: String
    var type: SwiftType
    let isLet: Bool
    let storage: Storage
    let range: SourceRange?

    init(name: String, type: SwiftType, isLet: Bool, storage: Storage, range: SourceRange?) {
        self.name = name
        self.type = type
        self.isLet = isLet
        self.storage = storage
        self.range = range
    }
}

/// A function declared with `func`, callable by name with labels checked at compile time.
struct FunctionEntry {
    let function: LearnerFunction?
    let code: FunctionCode
    /// Where a local function's closure value lives (nil for global functions).
    let variable: VariableInfo?
}

/// The names of one function, closure or top-level statement, in nested blocks; one frame.
final class FunctionScope {
    let parent: FunctionScope?
    var slotCount = 0
    var blocks: [[String: VariableInfo]] = [[:]]
    var functions: [[String: [FunctionEntry]]] = [[:]]
    /// The type whose method this is, for `self` and implicit members.
    let selfType: NominalType?
    let selfIsMutable: Bool
    let returnType: SwiftType?
    let isThrowing: Bool
    /// Whether this scope is a loop body given its own frame per iteration (not a function).
    let isLoopFrame: Bool
    /// Whether this is the scope of one top-level statement (where `return` is not allowed).
    var isTopLevelStatement = false
    /// Whether this is an initializer (`return nil` allowed in a failable one).
    var isInitializer = false
    /// Labels of the loops and switches around, innermost last (nil for unlabeled).
    var breakTargets: [(label: String?, isLoop: Bool)] = []

    init(parent: FunctionScope?, selfType: NominalType? = nil, selfIsMutable: Bool = false,
         returnType: SwiftType? = nil, isThrowing: Bool = true, isLoopFrame: Bool = false) {
        self.parent = parent
        self.selfType = selfType
        self.selfIsMutable = selfIsMutable
        self.returnType = returnType
        self.isThrowing = isThrowing
        self.isLoopFrame = isLoopFrame
        if selfType != nil { slotCount = 1 }
    }

    func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    func declare(_ name: String, type: SwiftType, isLet: Bool, range: SourceRange?) -> VariableInfo {
        let info = VariableInfo(name: name, type: type, isLet: isLet, storage: .local(newSlot()), range: range)
        blocks[blocks.count - 1][name] = info
        return info
    }

    func pushBlock() {
        blocks.append([:])
        functions.append([:])
    }

    func popBlock() {
        blocks.removeLast()
        functions.removeLast()
    }

    /// The scope that owns the function's return type (skipping loop frames).
    var functionScope: FunctionScope {
        var scope = self
        while scope.isLoopFrame, let parent = scope.parent { scope = parent }
        return scope
    }
}

/// What stays from one input to the next: global variables, functions and types.
final class GlobalEnvironment {
    var variables: [String: VariableInfo] = [:]
    var functions: [String: [FunctionEntry]] = [:]
    /// Learner structs, enums and typealiases.
    var types: [String: SwiftType] = [:]
    /// Imported module names (accepted, no effect).
    var imports: Set<String> = []

    /// A snapshot to restore when an input fails.
    struct Snapshot {
        let variables: [String: VariableInfo]
        let functions: [String: [FunctionEntry]]
        let types: [String: SwiftType]
    }

    var snapshot: Snapshot { Snapshot(variables: variables, functions: functions, types: types) }

    func restore(_ snapshot: Snapshot) {
        variables = snapshot.variables
        functions = snapshot.functions
        types = snapshot.types
    }
}
