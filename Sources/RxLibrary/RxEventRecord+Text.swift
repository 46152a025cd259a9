import Interpreter

extension RxEventRecord {
    /// Whether the element is a string (a timeline's legend shows strings quoted).
    public var isString: Bool {
        if case .string = value { return true }
        if case .character = value { return true }
        return false
    }
}
