/// A place that can be read and changed in place: a variable, a field of one, an element.
package struct LValue {
    package let read: Eval
    package let modify: (Frame, (inout Value) throws -> Void) throws -> Void
    package let type: SwiftType
    /// Why it cannot be assigned to, if it cannot.
    package let immutableReason: String?
    package let range: SourceRange
    /// The global variable assigned to, for the timeline hooks.
    package var global: VariableInfo?
    /// An element reached through a subscript (Swift words its error "assign through subscript").
    package var isSubscript = false

    package func checkMutable(property: Bool = false) throws {
        if let immutableReason {
            let what = isSubscript ? "through subscript" : property ? "to property" : "to value"
            throw Diagnostic(.error, "cannot assign \(what): \(immutableReason)", at: range)
        }
    }
}

/// The beginnings of the messages for a place that cannot be changed, which a mutating method
/// call or a compound assignment rewords as Swift does.
private let immutablePrefixes = ["cannot assign to property: ", "cannot assign through subscript: ",
                                 "cannot assign to value: "]

extension Diagnostic {
    /// This "cannot assign" error reworded for another kind of change (`cannot use mutating
    /// member on immutable value: …`), pointing at `range`; other diagnostics are returned as they are.
    package func rewordedImmutable(_ prefix: String, at range: SourceRange) -> Diagnostic {
        guard severity == .error, let old = immutablePrefixes.first(where: { message.hasPrefix($0) }) else { return self }
        return Diagnostic(.error, prefix + ": " + message.dropFirst(old.count), at: range, notes: notes)
    }
}

extension Compiler {
    /// The variable an access path starts from (`a` in `a.b[0].c`).
    package func rootVariable(_ expr: Expr) -> (info: VariableInfo?, name: String)? {
        switch expr.kind {
        case .identifier(let name):
            if case .variable(let info, _)? = resolve(name) { return (info, name) }
            return (nil, name)
        case .member(let base, _, _), .subscriptAccess(let base, _), .forceUnwrap(let base), .optionalChain(let base),
             .optionalEvaluation(let base):
            return rootVariable(base)
        default: return nil
        }
    }

    // swiftlint:disable:next function_body_length
    package func compileLValue(_ expr: Expr) throws -> LValue {
        let range = expr.range
        let runtime = self.runtime
        switch expr.kind {
        case .identifier(let name):
            if name == "self", !hasSelfVariable {
                guard let location = selfLocation() else { throw Diagnostic(.error, "cannot find 'self' in scope", at: range) }
                let depth = location.depth
                return LValue(read: { frame in frame.ancestor(depth)[0] },
                              modify: { frame, body in try frame.ancestor(depth).modify(0, body) },
                              type: .nominal(location.type, []),
                              immutableReason: location.isMutable ? nil : "'self' is immutable", range: range)
            }
            switch resolve(name) {
            case .variable(let info, let depth)? where info.ownership != .strong:
                return weakVariableLValue(info, depth: depth, range: range)
            case .variable(let info, let depth)?:
                let reason = info.isLet ? "'\(name)' is a 'let' constant" : nil
                switch info.storage {
                case .global(let slot):
                    let globals = runtime.globals
                    var lvalue = LValue(read: { _ in globals[slot] }, modify: { _, body in try globals.modify(slot, body) },
                                        type: info.type, immutableReason: reason, range: range)
                    lvalue.global = info
                    return lvalue
                case .local(let slot):
                    if depth == 0 {
                        return LValue(read: { frame in frame[slot] }, modify: { frame, body in try frame.modify(slot, body) },
                                      type: info.type, immutableReason: reason, range: range)
                    }
                    return LValue(read: { frame in frame.ancestor(depth)[slot] },
                                  modify: { frame, body in try frame.ancestor(depth).modify(slot, body) },
                                  type: info.type, immutableReason: reason, range: range)
                }
            case .selfMember?:
                return try compileLValue(Expr(kind: .member(Expr(kind: .identifier("self"), range: range), name,
                                                            range: range), range: range))
            case nil:
                throw Diagnostic(.error, "cannot find '\(name)' in scope", at: range)
            default:
                throw Diagnostic(.error, "cannot assign to value: '\(name)' is not a variable", at: range)
            }
        case .member(let base, let name, let nameRange):
            if let type = typeNamed(by: base) {
                let receiver = Value.type(type)
                return LValue(read: { _ in try MemberAccess.get(receiver, name, runtime: runtime, range: nameRange) },
                              modify: { _, body in
                                  var target = receiver
                                  try MemberAccess.modify(&target, name, runtime: runtime, range: nameRange, body)
                              }, type: staticMemberType(type, name), immutableReason: nil, range: range)
            }
            let baseLValue: LValue
            if isAssignable(base) {
                baseLValue = try compileLValue(base)
            } else {
                let value = try compile(base)
                let eval = value.eval
                baseLValue = LValue(read: eval, modify: { frame, body in
                    var temporary = try eval(frame)
                    try body(&temporary)
                }, type: value.type, immutableReason: nil, range: base.range)
            }
            let type = staticMemberType(baseLValue.type, name)
            let reason = baseLValue.immutableReason
            // Through a member or an element, the base may be an object inside a 'let' struct.
            let baseIsPath: Bool
            switch base.kind {
            case .member, .subscriptAccess: baseIsPath = true
            default: baseIsPath = false
            }
            let baseModify = baseLValue.modify
            let baseRead = baseLValue.read
            // A struct's initializer sets its own `let` properties (`self.id = id`).
            var initializing = false
            if case .identifier("self") = base.kind, scope.isInitializer { initializing = true }
            return LValue(read: { frame in try MemberAccess.get(try baseRead(frame), name, runtime: runtime, range: nameRange) },
                          modify: { frame, body in
                              // A library object has reference semantics: change it in place, with no write-back
                              // through its (maybe immutable) container.
                              if case .object = try baseRead(frame) {
                                  var target = try baseRead(frame)
                                  try MemberAccess.modify(&target, name, runtime: runtime, range: nameRange, body)
                                  return
                              }
                              if let reason {
                                  var target = try baseRead(frame)
                                  if Compiler.isValueType(target) {
                                      throw Diagnostic(.error, "cannot assign to property: \(reason)", at: range)
                                  }
                                  try MemberAccess.modify(&target, name, runtime: runtime, range: nameRange, body)
                                  return
                              }
                              if baseIsPath, Compiler.isReference(try baseRead(frame)) {
                                  // A member of an object changes the object, not the place holding it.
                                  var target = try baseRead(frame)
                                  try MemberAccess.modify(&target, name, runtime: runtime, range: nameRange, body)
                                  return
                              }
                              try baseModify(frame) { target in
                                  try MemberAccess.modify(&target, name, runtime: runtime, range: nameRange,
                                                          initializing: initializing, body)
                              }
                          }, type: type, immutableReason: nil, range: range)
        case .subscriptAccess(let base, let arguments):
            let baseLValue = try compileLValue(base)
            var keyType: SwiftType = .int
            var elementType: SwiftType = .unknown
            switch baseLValue.type {
            case .dictionary(let key, let value):
                keyType = key
                elementType = arguments.count == 2 ? value : .optional(value)
            case .array(let element): elementType = element
            default: break
            }
            let keys = try arguments.map { try compile($0.value, expected: keyType).eval }
            let labels = arguments.map(\.label)
            let baseModify = baseLValue.modify
            let baseRead = baseLValue.read
            let reason = baseLValue.immutableReason.map { $0 }
            var lvalue = LValue(read: { frame in
                try Subscripts.get(try baseRead(frame), try keys.map { try $0(frame) }, labels: labels, runtime: runtime,
                                   range: range)
            }, modify: { frame, body in
                let keyValues = try keys.map { try $0(frame) }
                try baseModify(frame) { target in
                    try Subscripts.modify(&target, keyValues, labels: labels, runtime: runtime, range: range, body)
                }
            }, type: elementType, immutableReason: reason.map { _ in
                "'\(rootVariable(base)?.name ?? "value")' is a 'let' constant"
            }, range: range)
            lvalue.isSubscript = true
            return lvalue
        case .forceUnwrap(let base), .optionalChain(let base):
            let isChain: Bool
            if case .optionalChain = expr.kind { isChain = true } else { isChain = false }
            let baseLValue = try compileLValue(base)
            let baseModify = baseLValue.modify
            let baseRead = baseLValue.read
            return LValue(read: { frame in
                guard case .optional(let wrapped) = try baseRead(frame) else { return try baseRead(frame) }
                guard let wrapped else {
                    if isChain { throw OptionalChainNil() }
                    throw Diagnostic(.error, "unexpectedly found nil while unwrapping an Optional value", at: range)
                }
                return wrapped
            }, modify: { frame, body in
                try baseModify(frame) { target in
                    guard case .optional(let wrapped) = target else { return try body(&target) }
                    guard var inner = wrapped else {
                        if isChain { throw OptionalChainNil() }
                        throw Diagnostic(.error, "unexpectedly found nil while unwrapping an Optional value", at: range)
                    }
                    target = .void
                    defer { target = .optional(inner) }
                    try body(&inner)
                }
            }, type: baseLValue.type.optionalWrapped ?? baseLValue.type, immutableReason: baseLValue.immutableReason,
               range: range)
        case .optionalEvaluation(let chain):
            let inner = try compileLValue(chain)
            let modify = inner.modify
            let read = inner.read
            return LValue(read: { frame in
                do { return try read(frame) } catch is OptionalChainNil { return .none }
            }, modify: { frame, body in
                do { try modify(frame, body) } catch is OptionalChainNil {}
            }, type: inner.type, immutableReason: inner.immutableReason, range: range)
        default:
            throw Diagnostic(.error, "cannot assign to this expression", at: range)
        }
    }

    /// Whether a value is an object (a library object or a function), shared rather than copied.
    package static func isReference(_ value: Value) -> Bool { !isValueType(value) }

    /// Whether a value is copied on assignment (so a `let` protects its parts).
    package static func isValueType(_ value: Value) -> Bool {
        switch value {
        case .object, .function: return false
        default: return true
        }
    }

    package func compileAssignment(_ target: Expr, _ value: Expr, range: SourceRange) throws -> Compiled {
        if case .discard = target.kind {
            let eval = try compile(value).eval
            return Compiled(eval: { frame in
                _ = try eval(frame)
                return .void
            }, type: .void)
        }
        if case .tuple(let targets) = target.kind {
            let lvalues = try targets.map { try compileLValueOrDiscard($0.value) }
            let eval = try compile(value).eval
            return Compiled(eval: { frame in
                guard case .tuple(let tuple) = try eval(frame), tuple.elements.count == lvalues.count else {
                    throw Diagnostic(.error, "cannot assign: the tuples have different sizes", at: range)
                }
                for (lvalue, element) in zip(lvalues, tuple.elements) { try lvalue?.modify(frame) { $0 = element } }
                return .void
            }, type: .void)
        }
        let lvalue = try compileLValue(target)
        if let info = lvalue.global ?? rootVariable(target)?.info, info.isLet, case .identifier = target.kind,
           deferredLets.contains(ObjectIdentifier(info))
        {
            deferredLets.remove(ObjectIdentifier(info))
        } else {
            try lvalue.checkMutable(property: { if case .member = target.kind { return true }; return false }())
        }
        let compiled = try compile(value, expected: lvalue.type)
        let eval = compiled.eval
        let type = lvalue.type
        let literal = compiled.isLiteral
        let staticType = compiled.type
        let needsConversion = !type.isUnknown && type != .any && (compiled.type != type || literal)
        let runtime = self.runtime
        let modify = lvalue.modify
        let global = lvalue.global
        let valueRange = value.range
        return Compiled(eval: { frame in
            var newValue = try eval(frame)
            if needsConversion {
                newValue = try runtime.convert(newValue, to: type, literal: literal, context: .assignment, at: valueRange,
                                               staticType: staticType)
            }
            try modify(frame) { $0 = newValue }
            if let global, case .object = newValue { runtime.libraries.didBind(global.name, to: newValue, declared: type) }
            return .void
        }, type: .void)
    }

    private func compileLValueOrDiscard(_ expr: Expr) throws -> LValue? {
        if case .discard = expr.kind { return nil }
        let lvalue = try compileLValue(expr)
        try lvalue.checkMutable()
        return lvalue
    }

    package func compileCompoundAssignment(_ op: String, _ target: Expr, _ value: Expr, operatorRange: SourceRange,
                                   range: SourceRange) throws -> Compiled {
        let lvalue = try compileLValue(target)
        do { try lvalue.checkMutable() } catch let diagnostic as Diagnostic {
            throw diagnostic.rewordedImmutable("left side of mutating operator isn't mutable", at: lvalue.range)
        }
        let compiled = try compile(value, expected: lvalue.type)
        if !lvalue.type.isUnknown, !compiled.type.isUnknown, !compiled.isLiteral, lvalue.type != compiled.type,
           ["+", "-", "*", "/", "%"].contains(op), !(lvalue.type == .string && compiled.type == .character)
        {
            throw Diagnostic(.error,
                "binary operator '\(op)=' cannot be applied to operands of type '\(lvalue.type)' and '\(compiled.type)'",
                at: operatorRange)
        }
        let eval = compiled.eval
        let lvalueModify = lvalue.modify
        let targetRange = lvalue.range
        // A place found read-only only when it runs (a field of a 'let' struct) reads as Swift's error.
        let modify: (Frame, (inout Value) throws -> Void) throws -> Void = { frame, body in
            var entered = false
            do {
                try lvalueModify(frame) { value in
                    entered = true
                    try body(&value)
                }
            } catch let diagnostic as Diagnostic where !entered {
                throw diagnostic.rewordedImmutable("left side of mutating operator isn't mutable", at: targetRange)
            }
        }
        if op == "+" {
            return Compiled(eval: { frame in
                let rhs = try eval(frame)
                try modify(frame) { current in
                    switch (current, rhs) {
                    case (.int(let a), .int(let b)):
                        let (sum, overflow) = a.addingReportingOverflow(b)
                        if overflow { throw Operators.overflow(operatorRange) }
                        current = .int(sum)
                    case (.string(var text), .string(let more)):
                        try Operators.checkSize(text.utf8.count + more.utf8.count, operatorRange)
                        current = .void
                        text += more
                        current = .string(text)
                    case (.array(var elements), .array(let more)):
                        try Operators.checkSize(elements.count + more.count, operatorRange)
                        current = .void
                        elements += more
                        current = .array(elements)
                    default:
                        current = try Operators.apply(op, current, rhs, range: operatorRange)
                    }
                }
                return .void
            }, type: .void)
        }
        return Compiled(eval: { frame in
            let rhs = try eval(frame)
            try modify(frame) { current in current = try Operators.apply(op, current, rhs, range: operatorRange) }
            return .void
        }, type: .void)
    }
}
