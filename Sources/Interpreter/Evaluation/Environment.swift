/// A variable the compiler knows: where it lives and its type.
package final class VariableInfo {
    package enum Storage {
        case global(Int)
        case local(Int)
    }

    package let name: String
    package var type: SwiftType
    package let isLet: Bool
    package let storage: Storage
    package let range: SourceRange?
    /// How it holds its value: a `weak` or `unowned` variable holds a `WeakReference`.
    package var ownership = MemberModifiers.Ownership.strong

    package init(name: String, type: SwiftType, isLet: Bool, storage: Storage, range: SourceRange?) {
        self.name = name
        self.type = type
        self.isLet = isLet
        self.storage = storage
        self.range = range
    }
}

/// A function declared with `func`, callable by name with labels checked at compile time.
package struct FunctionEntry {
    package let function: LearnerFunction?
    package let code: FunctionCode
    /// Where a local function's closure value lives (nil for global functions).
    package let variable: VariableInfo?
}

/// The names of one function, closure or top-level statement, in nested blocks; one frame.
package final class FunctionScope {
    package let parent: FunctionScope?
    package var slotCount = 0
    package var blocks: [[String: VariableInfo]] = [[:]]
    package var functions: [[String: [FunctionEntry]]] = [[:]]
    /// The type whose method this is, for `self` and implicit members.
    package let selfType: NominalType?
    /// The type whose static method this is: `self` is the type, and its static members are
    /// reachable by their names.
    package var staticOwner: NominalType?
    package let selfIsMutable: Bool
    package let returnType: SwiftType?
    package let isThrowing: Bool
    /// Whether this scope is a loop body given its own frame per iteration (not a function).
    package let isLoopFrame: Bool
    /// Whether this is the scope of one top-level statement (where `return` is not allowed).
    package var isTopLevelStatement = false
    /// Whether this is an initializer (`return nil` allowed in a failable one).
    package var isInitializer = false
    /// Slots a closure or local function made here reads (so they outlive the call); the
    /// others are emptied when the call returns, as Swift releases what no closure captured.
    package var capturedSlots: Set<Int> = []
    /// Labels of the loops and switches around, innermost last (nil for unlabeled).
    package var breakTargets: [(label: String?, isLoop: Bool)] = []
    /// What `#function` says in this function's body (`example(_:count:)`); nil for closures
    /// and the top level, which take the enclosing function's (or the module's name).
    package var swiftFunctionName: String?

    package init(parent: FunctionScope?, selfType: NominalType? = nil, selfIsMutable: Bool = false,
         returnType: SwiftType? = nil, isThrowing: Bool = true, isLoopFrame: Bool = false) {
        self.parent = parent
        self.selfType = selfType
        self.selfIsMutable = selfIsMutable
        self.returnType = returnType
        self.isThrowing = isThrowing
        self.isLoopFrame = isLoopFrame
        if selfType != nil { slotCount = 1 }
    }

    package func newSlot() -> Int {
        slotCount += 1
        return slotCount - 1
    }

    package func declare(_ name: String, type: SwiftType, isLet: Bool, range: SourceRange?) -> VariableInfo {
        let info = VariableInfo(name: name, type: type, isLet: isLet, storage: .local(newSlot()), range: range)
        blocks[blocks.count - 1][name] = info
        return info
    }

    package func pushBlock() {
        blocks.append([:])
        functions.append([:])
    }

    package func popBlock() {
        blocks.removeLast()
        functions.removeLast()
    }

    /// The scope that owns the function's return type (skipping loop frames).
    package var functionScope: FunctionScope {
        var scope = self
        while scope.isLoopFrame, let parent = scope.parent { scope = parent }
        return scope
    }
}

/// What stays from one input to the next: global variables, functions and types.
package final class GlobalEnvironment {
    package var variables: [String: VariableInfo] = [:]
    package var functions: [String: [FunctionEntry]] = [:]
    /// Learner structs, enums and typealiases.
    package var types: [String: SwiftType] = [:]
    /// Top-level computed variables (`var now: Int { … }`): their getters.
    package var computedVariables: [String: LearnerFunction] = [:]
    /// Imported module names (accepted, no effect).
    package var imports: Set<String> = []

    /// A snapshot to restore when an input fails.
    package struct Snapshot {
        package let variables: [String: VariableInfo]
        package let functions: [String: [FunctionEntry]]
        package let types: [String: SwiftType]
    }

    package var snapshot: Snapshot { Snapshot(variables: variables, functions: functions, types: types) }

    package func restore(_ snapshot: Snapshot) {
        variables = snapshot.variables
        functions = snapshot.functions
        types = snapshot.types
    }
}
