/// Questions about the learner's live objects, for the session's `:subs` (to name a retain
/// cycle): which learner object owns a library object (a `DisposeBag`), whether any top-level
/// variable still reaches it, and whether a closure keeps it alive.
///
/// Reachability follows what the learner's values hold strongly: optionals, collections,
/// tuples, struct and class properties (not `weak`/`unowned` ones), and the variables a closure
/// captured; library objects are not looked into (a subscription's hold on its handler is the
/// engine's). So an instance that is alive but not reachable is kept alive only by a cycle
/// through the engine, e.g. a subscription closure capturing `self`, held by `self`'s bag.
///
/// ```swift
/// if let owner = interpreter.owner(ofLibraryObject: bag), !interpreter.isReachableFromTopLevel(owner) {
///     // "Screen is kept alive by its own subscription"; name it with `owner.className`.
/// }
/// ```
extension Interpreter {
    /// The live learner objects (class instances), oldest first.
    package var liveObjects: [ClassInstance] {
        onEvaluationThread { [runtime] in runtime.lifetimes.liveInstances }
    }

    /// The live learner object whose stored property holds `object` (by identity), if any.
    package func owner(ofLibraryObject object: AnyObject) -> ClassInstance? {
        onEvaluationThread { [runtime] in
            runtime.lifetimes.liveInstances.first { instance in
                instance.fields.contains { value in
                    if case .object(let held) = value { return held === object }
                    if case .optional(.object(let held)?) = value { return held === object }
                    return false
                }
            }
        }
    }

    /// The live learner object whose stored property holds a library object that `matches`,
    /// with the property's name (`bag`), if any.
    package func owner(ofLibraryObjectWhere matches: @escaping (AnyObject) -> Bool)
        -> (instance: ClassInstance, property: String)?
    {
        onEvaluationThread { [runtime] in
            for instance in runtime.lifetimes.liveInstances {
                for (field, value) in zip(instance.classType.fields, instance.fields) {
                    if case .object(let held) = value, matches(held) { return (instance, field.name) }
                    if case .optional(.object(let held)?) = value, matches(held) { return (instance, field.name) }
                }
            }
            return nil
        }
    }

    /// Whether a top-level variable reaches `instance` through strong references.
    package func isReachableFromTopLevel(_ instance: ClassInstance) -> Bool {
        onEvaluationThread { [runtime] in
            var search = StrongReferences(target: instance)
            for slot in 0..<runtime.globals.count where search.reaches(runtime.globals[slot]) { return true }
            return false
        }
    }

    /// Whether the closure `function` holds `instance` strongly (it captured it, or something
    /// that holds it).
    package func capturesStrongly(_ function: Function, _ instance: ClassInstance) -> Bool {
        onEvaluationThread {
            var search = StrongReferences(target: instance)
            return search.reaches(.function(function))
        }
    }
}

/// A search of the values a value holds strongly for one target object.
package struct StrongReferences {
    let target: AnyObject
    private var visited: Set<ObjectIdentifier> = []

    package init(target: AnyObject) {
        self.target = target
    }

    /// Whether `value` is the target or holds it strongly.
    package mutating func reaches(_ value: Value) -> Bool {
        switch value {
        case .optional(let wrapped?): return reaches(wrapped)
        case .array(let elements): return elements.contains { reaches($0) }
        case .dictionary(let dictionary): return dictionary.values.contains { reaches($0) }
        case .tuple(let tuple): return tuple.elements.contains { reaches($0) }
        case .instance(let instance): return instance.fields.contains { reaches($0) }
        case .enumCase(let instance): return instance.payload.contains { reaches($0) }
        case .object(let object):
            if object === target { return true }
            guard visited.insert(ObjectIdentifier(object)).inserted else { return false }
            if let instance = object as? ClassInstance {
                if let base = instance.base, reaches(.object(base)) { return true }
                return instance.fields.contains { reaches($0) }
            }
            if let holder = object as? HoldsValues { return holder.heldValues.contains { reaches($0) } }
            return false
        case .function(let function):
            if let bound = function as? BoundMethod { return reaches(bound.receiver) }
            guard let learner = function as? LearnerFunction else { return false }
            var frame = learner.environment
            while let current = frame, visited.insert(ObjectIdentifier(current)).inserted {
                for slot in 0..<current.count where reaches(current[slot]) { return true }
                frame = current.parent
            }
            return false
        default: return false
        }
    }
}

extension ClassInstance {
    /// The name of the instance's class, as `:subs` names it.
    package var className: String { classType.name }
}
