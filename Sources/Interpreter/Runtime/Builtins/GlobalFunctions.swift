/// Free functions: `print`, `min`, `max`, `abs`, `stride`, `zip`, `type(of:)`, `fatalError`…
package enum GlobalFunctions {
    /// A library function as a value (`forEach(print)`), called positionally.
    package static func function(named name: String, in libraries: LibrarySet) -> BuiltinFunction? {
        let entries = libraries.globalFunctions.methods(name)
        guard let first = entries.first else { return nil }
        return BuiltinFunction(name: name, parameters: first.parameters) { arguments, runtime in
            let labels = [String?](repeating: nil, count: arguments.count)
            guard let (entry, bindings) = Compiler.choose(entries, parameters: { $0.parameters }, labels: labels,
                                                          trailing: [])
            else {
                throw Diagnostic(.error, "'\(name)' cannot be called with \(arguments.count) argument\(arguments.count == 1 ? "" : "s") here",
                                 at: runtime.statementRange)
            }
            let range = runtime.statementRange ?? SourceRange(file: SourceFile(""), start: 0, end: 0)
            let site = CallSite(runtime: runtime, range: range, name: name, arguments: [])
            var receiver = Value.void
            return try entry.body(&receiver, try Compiler.arrange(arguments, bindings, entry.parameters), site)
        }
    }

    package static func register(_ registry: LibrarySet) {
        let table = registry.staticTable("$global")
        let printParameters = [Param.variadic(nil), Param.optional("separator", .string, default: .string(" ")),
                               Param.optional("terminator", .string, default: .string("\n"))]
        for (name, describe) in [("print", ValuePrinter.describe), ("debugPrint", ValuePrinter.debugDescribe)] {
            table.addMethod(name, printParameters, result: { _, _ in .void }) { _, arguments, site in
                guard case .array(let items) = arguments[0] else { return .void }
                let separator = try Builtins.string(arguments[1], site, 1)
                let terminator = try Builtins.string(arguments[2], site, 2)
                site.runtime.write(items.map(describe).joined(separator: separator) + terminator)
                return .void
            }
        }
        for name in ["min", "max"] {
            table.addMethod(name, [Param.positional(), Param.positional(), Param.variadic(nil)],
                            result: { _, types in types.first ?? .unknown }) { _, arguments, site in
                var values = [arguments[0], arguments[1]]
                if case .array(let more) = arguments[2] { values += more }
                var best = values[0]
                for value in values.dropFirst() {
                    guard let less = Value.less(value, best) else {
                        throw site.error("'\(name)' needs values that can be compared")
                    }
                    if name == "min" ? less : Value.less(best, value) == true { best = value }
                }
                return best
            }
        }
        table.addMethod("abs", [Param.positional()], result: { _, types in types.first ?? .unknown }) { _, arguments, site in
            switch arguments[0] {
            case .int(let number):
                if number == .min { throw Operators.overflow(site.range) }
                return .int(abs(number))
            case .double(let number): return .double(abs(number))
            default: throw site.error("'abs' needs a number")
            }
        }
        for (label, closed) in [("to", false), ("through", true)] {
            table.addMethod("stride", [Param.labeled("from"), Param.labeled(label), Param.labeled("by")],
                            result: { _, types in .array(types.first ?? .unknown) }) { _, arguments, site in
                try stride(arguments, closed: closed, site)
            }
        }
        table.addMethod("zip", [Param.positional(), Param.positional()]) { _, arguments, site in
            let first = try Builtins.elements(arguments[0], site, 0)
            let second = try Builtins.elements(arguments[1], site, 1)
            return .array(zip(first, second).map { .tuple(TupleValue([$0, $1])) })
        }
        table.addMethod("type", [Param.labeled("of")]) { _, arguments, _ in
            .type(ValuePrinter.dynamicType(of: arguments[0]))
        }
        table.addMethod("fatalError", [Param.optional(nil, .string, default: .string(""))]) { _, arguments, site in
            let message = (try? Builtins.string(arguments[0], site, 0)) ?? ""
            throw site.error("Fatal error" + (message.isEmpty ? "" : ": \(message)"))
        }
        for name in ["precondition", "assert"] {
            table.addMethod(name, [Param.positional(.bool), Param.optional(nil, .string, default: .string(""))]) {
                _, arguments, site in
                if try Builtins.bool(arguments[0], site, 0) { return .void }
                let message = (try? Builtins.string(arguments[1], site, 1)) ?? ""
                throw site.error("\(name == "assert" ? "Assertion" : "Precondition") failed" + (message.isEmpty ? "" : ": \(message)"))
            }
        }
        table.addMethod("repeatElement", [Param.positional(), Param.labeled("count", .int)]) { _, arguments, site in
            let count = try Builtins.int(arguments[1], site, 1)
            guard count >= 0 else { throw site.error("Can't construct repeatElement with count < 0") }
            try Operators.checkSize(count, site.range)
            return .array(Array(repeating: arguments[0], count: count))
        }
    }

    private static func stride(_ arguments: [Value], closed: Bool, _ site: CallSite) throws -> Value {
        let limit = 10_000_000
        if case .int(let start) = arguments[0], case .int(let end) = arguments[1], case .int(let step) = arguments[2] {
            guard step != 0 else { throw site.error("stride step must not be zero") }
            let span = Double(end) - Double(start)
            guard span / Double(step) < Double(limit) else { throw site.error("the stride is too long for the playground") }
            let values = closed ? Array(Swift.stride(from: start, through: end, by: step))
                : Array(Swift.stride(from: start, to: end, by: step))
            return .array(values.map(Value.int))
        }
        let start = try Builtins.double(arguments[0], site, 0)
        let end = try Builtins.double(arguments[1], site, 1)
        let step = try Builtins.double(arguments[2], site, 2)
        guard step != 0, step.isFinite, start.isFinite, end.isFinite else { throw site.error("stride needs finite bounds and a step other than zero") }
        guard (end - start) / step < Double(limit) else { throw site.error("the stride is too long for the playground") }
        let values = closed ? Array(Swift.stride(from: start, through: end, by: step))
            : Array(Swift.stride(from: start, to: end, by: step))
        return .array(values.map(Value.double))
    }
}
