/// Matches the arguments of a call to a callee's parameters by label, the way Swift does:
/// in order, skipping parameters with defaults, trailing closures taking the next parameter
/// that accepts a closure.
package enum ArgumentMatcher {
    package enum Binding {
        case argument(Int)
        case variadic([Int])
        case defaulted
    }

    /// The binding of each parameter, or nil when the arguments do not fit.
    package static func match(labels: [String?], trailing: [Bool], parameters: [ParameterInfo]) -> [Binding]? {
        let count = labels.count
        func isTrailing(_ index: Int) -> Bool { index < trailing.count && trailing[index] }
        var next = 0
        var result: [Binding] = []
        for (position, parameter) in parameters.enumerated() {
            if parameter.isVariadic {
                var indices: [Int] = []
                if next < count, labels[next] == parameter.label {
                    indices.append(next)
                    next += 1
                    while next < count, labels[next] == nil, !isTrailing(next) {
                        indices.append(next)
                        next += 1
                    }
                }
                result.append(.variadic(indices))
                continue
            }
            if next < count {
                if labels[next] == parameter.label && !(isTrailing(next) && labels[next] == nil && parameter.label != nil) {
                    result.append(.argument(next))
                    next += 1
                    continue
                }
                if isTrailing(next), labels[next] == nil, parameter.takesClosure || parameter.type.isUnknown {
                    let laterNeedsClosure = parameters[(position + 1)...].contains { !$0.hasDefault && $0.takesClosure }
                    if !(parameter.hasDefault && laterNeedsClosure) {
                        result.append(.argument(next))
                        next += 1
                        continue
                    }
                }
            }
            guard parameter.hasDefault else { return nil }
            result.append(.defaulted)
        }
        return next == count ? result : nil
    }

    /// How well a match fits: fewer defaulted parameters is better.
    package static func cost(_ bindings: [Binding]) -> Int {
        bindings.reduce(0) { total, binding in
            if case .defaulted = binding { return total + 1 }
            return total
        }
    }

    /// Swift's message for arguments that do not fit one callee.
    package static func explain(labels: [String?], parameters: [ParameterInfo]) -> String {
        let required = parameters.filter { !$0.hasDefault && !$0.isVariadic }
        let given = Set(labels.compactMap { $0 })
        if labels.count < required.count {
            let missing = required.first { parameter in
                parameter.label.map { !given.contains($0) } ?? true
            } ?? required[required.count - 1]
            return "missing argument for parameter \(missing.label.map { "'\($0)'" } ?? "#\((required.firstIndex { $0.name == missing.name } ?? 0) + 1)") in call"
        }
        if labels.count > parameters.count && !parameters.contains(where: \.isVariadic) {
            if let extra = labels.last, let label = extra { return "extra argument '\(label)' in call" }
            return "extra argument in call"
        }
        let have = labels.map { ($0 ?? "_") + ":" }.joined()
        let expected = parameters.prefix(labels.count).map { ($0.label ?? "_") + ":" }.joined()
        if have != expected {
            return "incorrect argument label\(labels.count > 1 ? "s" : "") in call (have '\(have)', expected '\(expected)')"
        }
        return "arguments do not match the parameters"
    }
}
