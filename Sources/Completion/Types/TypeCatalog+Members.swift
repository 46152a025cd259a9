extension TypeCatalog {
    /// The members of a type reachable through a value of it (`isStatic` false) or through the
    /// type itself: its own, its superclasses', its protocols' and their extensions', leaving
    /// out those whose extension requires what the known generic arguments rule out (`tap` of
    /// `Reactive` where `Base: UIButton` is not offered on a `UILabel`'s `rx`).
    func members(of type: Resolved, isStatic: Bool) -> [APIIndex.Member] {
        var found: [APIIndex.Member] = []
        for identifier in supertypeClosure(of: type.identifier) {
            for member in entry(identifier)?.members ?? [] where member.isStatic == isStatic {
                if member.constraints.allSatisfy({ satisfies($0, type.bindings) }) { found.append(member) }
            }
        }
        return found
    }

    /// Whether a constraint may hold for a type whose generic arguments are `bindings`: false
    /// only when the arguments are known and rule it out.
    func satisfies(_ constraint: APIIndex.Constraint, _ bindings: [String: TypeReference]) -> Bool {
        var parameter = Substring(constraint.parameter)
        if parameter.hasPrefix("Self.") { parameter = parameter.dropFirst(5) }
        guard !parameter.contains("."), let bound = bindings[String(parameter)], !bound.isUnknown else { return true }
        switch constraint.kind {
        case .sameType:
            let required = TypeReference(parsing: constraint.requirement)
            guard let requiredName = required.path.last, let boundName = bound.path.last,
                required.path.first != "Self", bindings[requiredName] == nil
            else { return true }
            let void: Set<String> = ["Void", "()"]
            if void.contains(requiredName) && void.contains(boundName) { return true }
            return requiredName == boundName
        case .superclass, .conformance:
            // Only what the catalog declares can be ruled out: a standard type conforms to much
            // that no symbol graph here records.
            guard let required = constraint.requirementIdentifier, let requiredEntry = entry(required),
                !requiredEntry.isExternal, let resolved = resolve(bound)
            else { return true }
            return supertypeClosure(of: resolved.identifier).contains(required)
        }
    }

    /// The members named `name` whose constraints may hold, those whose argument labels are
    /// `labels` first, then other functions when called (`labels` not nil), then the rest.
    func members(
        named name: String, of type: Resolved, isStatic: Bool, labels: [String]?
    ) -> [APIIndex.Member] {
        let candidates = members(of: type, isStatic: isStatic).filter { $0.name == name }
        guard let labels else { return candidates }
        let exact = candidates.filter { $0.isFunction && $0.labels == labels }
        let functions = candidates.filter { $0.isFunction && $0.labels != labels }
        return exact + functions + candidates.filter { !$0.isFunction }
    }
}
