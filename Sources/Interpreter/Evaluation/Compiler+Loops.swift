extension Compiler {
    // MARK: - Loops

    package func compileWhile(_ conditions: [Condition], _ body: [Stmt], label: String?) throws -> Exec {
        scope.pushBlock()
        let test = try compileConditions(conditions)
        scope.breakTargets.append((label, true))
        let block = try compileStatements(body)
        scope.breakTargets.removeLast()
        scope.popBlock()
        let runtime = self.runtime
        return { frame in
            while try test(frame) {
                try runtime.tick()
                switch try block(frame) {
                case .normal: continue
                case .breakLoop(let target) where target == nil || target == label: return .normal
                case .continueLoop(let target) where target == nil || target == label: continue
                case let other: return other
                }
            }
            return .normal
        }
    }

    /// Whether statements make a closure (then a loop body gets a fresh frame per iteration,
    /// so each closure captures that iteration's variables).
    package func containsClosure(_ statements: [Stmt]) -> Bool {
        ClosureFinder.contains(statements)
    }

    // swiftlint:disable:next function_body_length
    package func compileFor(_ pattern: Pattern, _ sequenceExpr: Expr, _ whereClause: Expr?, _ body: [Stmt],
                            label: String?, range: SourceRange) throws -> Exec {
        let sequence = try compile(sequenceExpr)
        var elementType: SwiftType = .unknown
        switch sequence.type {
        case .array(let element): elementType = element
        case .library("Range", _), .library("ClosedRange", _): elementType = .int
        case .string: elementType = .character
        case .dictionary(let key, let value): elementType = .tuple([key, value], labels: ["key", "value"])
        default: break
        }
        let ownFrame = containsClosure(body) || (whereClause.map { containsClosure([Stmt(kind: .expression($0), range: range)]) } ?? false)
        let outer = scope
        if ownFrame {
            scope = FunctionScope(parent: outer, selfType: nil, isLoopFrame: true)
        }
        scope.pushBlock()
        let bind = try compilePattern(pattern, type: elementType)
        var simpleSlot: Int?
        if case .binding(let name, _) = pattern.kind, case .variable(let info, 0)? = resolve(name),
           case .local(let slot) = info.storage
        {
            simpleSlot = slot
        }
        let bindingSlot = simpleSlot
        let filter = try whereClause.map { try compileCondition($0) }
        scope.breakTargets.append((label, true))
        let block = try compileStatements(body)
        scope.breakTargets.removeLast()
        scope.popBlock()
        let loopSlots = scope.slotCount
        scope = outer
        let runtime = self.runtime
        let eval = sequence.eval
        let sequenceRange = sequenceExpr.range

        // One iteration: returns nil to go on, or the flow that ends the loop.
        let iterate: (Frame, Value) throws -> Flow? = { frame, element in
            try runtime.tick()
            let inner = ownFrame ? Frame.make(count: loopSlots, parent: frame) : frame
            if let bindingSlot {
                inner[bindingSlot] = element
            } else if !(try bind(element, inner)) {
                return nil
            }
            if let filter, !(try filter(inner)) { return nil }
            switch try block(inner) {
            case .normal: return nil
            case .breakLoop(let target) where target == nil || target == label: return .normal
            case .continueLoop(let target) where target == nil || target == label: return nil
            case let other: return other
            }
        }
        if case .binary(let op, let lowerExpr, let upperExpr, _) = sequenceExpr.kind, op == "..<" || op == "..." {
            let lower = try compile(lowerExpr).eval
            let upper = try compile(upperExpr).eval
            let closed = op == "..."
            return { frame in
                guard case .int(let start) = try lower(frame), case .int(let bound) = try upper(frame) else {
                    return try Compiler.iterate(try eval(frame), iterate, frame, sequenceRange)
                }
                if bound < start {
                    throw Diagnostic(.error, "range requires lowerBound <= upperBound", at: sequenceRange)
                }
                let end = closed ? bound : bound - 1
                if start > end { return .normal }
                var index = start
                while true {
                    if let flow = try iterate(frame, .int(index)) { return flow }
                    if index == end { break }
                    index += 1
                }
                return .normal
            }
        }
        return { frame in try Compiler.iterate(try eval(frame), iterate, frame, sequenceRange) }
    }

    package static func iterate(_ sequence: Value, _ iterate: (Frame, Value) throws -> Flow?, _ frame: Frame,
                        _ range: SourceRange) throws -> Flow {
        switch sequence {
        case .range(let bounds):
            var index = bounds.lower
            while index < bounds.end {
                if let flow = try iterate(frame, .int(index)) { return flow }
                index += 1
            }
        case .array(let elements):
            for element in elements { if let flow = try iterate(frame, element) { return flow } }
        case .string(let text):
            for character in text { if let flow = try iterate(frame, .character(character)) { return flow } }
        case .dictionary(let dictionary):
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                if let flow = try iterate(frame, .tuple(TupleValue([key, value], labels: ["key", "value"]))) { return flow }
            }
        case .object(let object as SequenceObject):
            for element in object.elements { if let flow = try iterate(frame, element) { return flow } }
        default:
            throw Diagnostic(.error, "for-in loop requires '\(ValuePrinter.dynamicType(of: sequence))' to conform to 'Sequence'",
                             at: range)
        }
        return .normal
    }
}
