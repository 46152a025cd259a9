/// One parameter of a callable: its label, type and default.
package struct ParameterInfo {
    package let label: String?
    package let name: String
    package let type: SwiftType
    package let defaultValue: (() throws -> Value)?
    package let isVariadic: Bool
    package let isInout: Bool
    package var hasDefault: Bool { defaultValue != nil }

    /// Whether the parameter takes a closure (for matching trailing closures).
    package var takesClosure: Bool {
        if case .function = type { return true }
        if case .optional(.function) = type { return true }
        return false
    }

    package init(label: String?, name: String? = nil, type: SwiftType = .unknown, defaultValue: (() throws -> Value)? = nil,
         isVariadic: Bool = false, isInout: Bool = false) {
        self.label = label
        self.name = name ?? label ?? "_"
        self.type = type
        self.defaultValue = defaultValue
        self.isVariadic = isVariadic
        self.isInout = isInout
    }
}

/// Something the learner can call: a function, closure, method or library function.
package class Function {
    package let name: String
    /// The parameters, when known (learner functions and library functions); nil for closures
    /// called positionally.
    package let parameters: [ParameterInfo]?

    package init(name: String, parameters: [ParameterInfo]?) {
        self.name = name
        self.parameters = parameters
    }

    /// The function's type, for type names and conversions.
    package var type: SwiftType { .function(parameters?.map(\.type) ?? [], .unknown) }

    /// Calls the function with arguments in parameter order.
    package func call(_ arguments: [Value], _ runtime: Runtime) throws -> Value {
        fatalError("abstract")
    }

    /// Calls the function with one argument.
    package func call1(_ argument: Value, _ runtime: Runtime) throws -> Value {
        try call([argument], runtime)
    }

    /// Whether a call with these argument labels fits the parameters.
    package func accepts(labels: [String?]) -> Bool {
        guard let parameters else { return true }
        return ArgumentMatcher.match(labels: labels, trailing: [], parameters: parameters) != nil
    }
}

/// A function written in Swift by the library (print, onNext's observer, …).
package final class BuiltinFunction: Function {
    package let body: ([Value], Runtime) throws -> Value
    package let resultType: SwiftType

    package init(name: String, parameters: [ParameterInfo]? = nil, resultType: SwiftType = .unknown,
         body: @escaping ([Value], Runtime) throws -> Value) {
        self.body = body
        self.resultType = resultType
        super.init(name: name, parameters: parameters)
    }

    package override var type: SwiftType { .function(parameters?.map(\.type) ?? [], resultType) }

    package override func call(_ arguments: [Value], _ runtime: Runtime) throws -> Value {
        try body(arguments, runtime)
    }
}

/// The compiled code of a learner function or closure, shared by every closure value made
/// from it.
package final class FunctionCode {
    package let name: String
    package let parameters: [ParameterInfo]
    /// Slots for parameters, `self` and locals.
    package var frameSize = 0
    /// Whether slot 0 holds `self`.
    package let hasSelf: Bool
    package let isMutating: Bool
    package let isThrowing: Bool
    package var returnType: SwiftType
    package var body: (Frame) throws -> Value = { _ in .void }
    package let range: SourceRange
    /// Whether a closure or local function made in the body may keep the frame; if not, a
    /// finished call's frame is kept for the next call instead of being freed.
    package var mayCaptureFrame = true
    /// Slots emptied when a call returns because no closure made in the body reads them, so
    /// a closure that keeps the frame keeps only what it uses alive (as Swift's captures do).
    package var releasedSlots: [Int] = []
    /// A closure's parameters written with a type (`{ (name: String) in }`): what an engine
    /// callback hands them is converted (`Int` to `Double`) or refused, as Swift's types would.
    package var typedClosureParameters: [(slot: Int, type: SwiftType, range: SourceRange)] = []
    private var spare: Frame?

    /// Converts the typed closure parameters in `frame`, or fails as Swift's type check would.
    package func checkTypedParameters(_ frame: Frame) throws {
        for parameter in typedClosureParameters {
            let value = frame[parameter.slot]
            guard let converted = Conversion.convert(value, to: parameter.type, literal: true) else {
                throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' "
                                 + "to expected argument type '\(parameter.type)'", at: parameter.range)
            }
            frame[parameter.slot] = converted
        }
    }

    /// A frame for a call, reusing the last finished one when it can.
    @inline(__always)
    package func makeFrame(parent: Frame?) -> Frame {
        if let frame = spare {
            spare = nil
            frame.parent = parent
            return frame
        }
        return Frame.make(count: frameSize, parent: parent)
    }

    /// Takes back a frame after the call (kept when nothing else holds it).
    @inline(__always)
    package func recycle(_ frame: inout Frame) {
        guard !mayCaptureFrame, spare == nil, frame.count == frameSize, isKnownUniquelyReferenced(&frame) else { return }
        frame.clear()
        spare = frame
    }

    package init(name: String, parameters: [ParameterInfo], hasSelf: Bool, isMutating: Bool, isThrowing: Bool,
         returnType: SwiftType, range: SourceRange) {
        self.name = name
        self.parameters = parameters
        self.hasSelf = hasSelf
        self.isMutating = isMutating
        self.isThrowing = isThrowing
        self.returnType = returnType
        self.range = range
    }
}

/// A learner function or closure with the frame it captured.
package final class LearnerFunction: Function {
    package let code: FunctionCode
    package let environment: Frame?
    /// Whether the learner gave it parameter labels (functions do, closures do not).
    package let isClosure: Bool

    package init(code: FunctionCode, environment: Frame?, isClosure: Bool) {
        self.code = code
        self.environment = environment
        self.isClosure = isClosure
        super.init(name: code.name, parameters: isClosure ? nil : code.parameters)
    }

    package override var type: SwiftType { .function(code.parameters.map(\.type), code.returnType) }

    package override func call(_ arguments: [Value], _ runtime: Runtime) throws -> Value {
        if arguments.count != code.parameters.count, isClosure {
            if arguments.count == 1 { return try call1(arguments[0], runtime) }
            if !code.parameters.isEmpty { try checkClosureArity(arguments.count, runtime) }
        }
        var frame = code.makeFrame(parent: environment)
        let offset = code.hasSelf ? 1 : 0
        let count = min(arguments.count, code.parameters.count)
        for index in 0..<count { frame[index + offset] = arguments[index] }
        if !code.typedClosureParameters.isEmpty { try code.checkTypedParameters(frame) }
        let result = try runtime.invoke(code, frame)
        code.recycle(&frame)
        return result
    }

    package override func call1(_ argument: Value, _ runtime: Runtime) throws -> Value {
        var frame = code.makeFrame(parent: environment)
        if code.parameters.count == 1 {
            frame[code.hasSelf ? 1 : 0] = argument
        } else {
            try spread(argument, into: frame, runtime)
        }
        if !code.typedClosureParameters.isEmpty { try code.checkTypedParameters(frame) }
        let result = try runtime.invoke(code, frame)
        code.recycle(&frame)
        return result
    }

    /// A closure taking several parameters called with one tuple spreads it (`{ a, b in }` on
    /// a pair), as Swift does for closures passed where a tuple is the element.
    private func spread(_ argument: Value, into frame: Frame, _ runtime: Runtime) throws {
        if case .tuple(let tuple) = argument, tuple.elements.count == code.parameters.count {
            for (index, element) in tuple.elements.enumerated() { frame[index] = element }
        } else if code.parameters.isEmpty, case .void = argument {
        } else if code.parameters.isEmpty {
            // A closure that ignores its argument (`{ print("tick") }` as an element handler).
        } else {
            try checkClosureArity(1, runtime)
        }
    }

    private func checkClosureArity(_ count: Int, _ runtime: Runtime) throws {
        let expected = code.parameters.count
        throw Diagnostic(.error,
            "contextual closure type expects \(count) argument\(count == 1 ? "" : "s"), "
                + "but \(expected) \(expected == 1 ? "was" : "were") used in closure body", at: code.range)
    }

    /// Calls a method with `self`, writing `self` back for a mutating method.
    package func callMethod(self selfValue: inout Value, _ arguments: [Value], _ runtime: Runtime) throws -> Value {
        let frame = Frame.make(count: code.frameSize, parent: environment)
        frame[0] = selfValue
        if code.isMutating { selfValue = .void }
        for (index, argument) in arguments.enumerated() where index < code.parameters.count {
            frame[index + 1] = argument
        }
        defer { if code.isMutating { selfValue = frame[0] } }
        return try runtime.invoke(code, frame)
    }
}

/// A method taken as a value (`point.describe`), bound to its receiver.
package final class BoundMethod: Function {
    package let method: LearnerFunction
    package let receiver: Value

    package init(method: LearnerFunction, receiver: Value) {
        self.method = method
        self.receiver = receiver
        super.init(name: method.name, parameters: method.parameters)
    }

    package override func call(_ arguments: [Value], _ runtime: Runtime) throws -> Value {
        var receiver = self.receiver
        return try method.callMethod(self: &receiver, arguments, runtime)
    }
}
