import Foundation

/// The ends of learner objects' lives, per runtime: a class instance whose last reference went
/// away is queued here by its Swift `deinit`, and at the end of the running statement its
/// `deinit` bodies run (the subclass's first) with a stand-in `self` over the same stored
/// properties, which are then released one by one, in field order, each finishing what it
/// releases in turn before the next (Swift's order). Running them at a statement's end keeps
/// learner code out of the middle of an assignment, and inside the statement's step budget;
/// an error in a `deinit` body is the statement's error.
package final class Lifetimes {
    private final class Released {
        let type: ClassType
        var fields: [Value]
        var base: RuntimeObject?

        init(type: ClassType, fields: [Value], base: RuntimeObject?) {
            self.type = type
            self.fields = fields
            self.base = base
        }
    }

    private weak var runtime: Runtime?
    private let lock = NSLock()
    private var pending: [Released] = []
    /// Whether a released instance waits for its `deinit` (read at every statement's end).
    @exclusivity(unchecked) package private(set) var hasPending = false
    /// Every instance made, weakly, for the questions `:subs` asks (`LiveObjects`).
    private var made: [WeakInstance] = []
    /// The learner instance that owns each library base object, by the base's identity.
    private var owners: [ObjectIdentifier: WeakInstance] = [:]

    private final class WeakInstance {
        weak var instance: ClassInstance?
        init(_ instance: ClassInstance) { self.instance = instance }
    }

    package init(runtime: Runtime) {
        self.runtime = runtime
    }

    // MARK: - Births

    /// Notes a new instance (and the library object it is built on).
    package func made(_ instance: ClassInstance) {
        if made.count >= 64, made.count.isMultiple(of: 64) { made.removeAll { $0.instance == nil } }
        made.append(WeakInstance(instance))
        if let base = instance.base { owners[ObjectIdentifier(base)] = WeakInstance(instance) }
    }

    /// The learner instances still alive, oldest first.
    package var liveInstances: [ClassInstance] { made.compactMap(\.instance) }

    /// The learner instance built on the library object `base`, while it lives.
    package func owner(ofBase base: AnyObject) -> ClassInstance? {
        owners[ObjectIdentifier(base)]?.instance
    }

    /// Instances whose initializer is running (their `let` properties may be set).
    private var underConstruction: [ObjectIdentifier] = []

    /// Runs `body` while `instance` is being initialized.
    package func initializing<Result>(_ instance: ClassInstance, _ body: () throws -> Result) rethrows -> Result {
        underConstruction.append(ObjectIdentifier(instance))
        defer { underConstruction.removeLast() }
        return try body()
    }

    /// Whether an initializer of `instance` is running.
    package func isInitializing(_ instance: ClassInstance) -> Bool {
        underConstruction.contains(ObjectIdentifier(instance))
    }

    // MARK: - Deaths

    /// Queues a released instance whose class has a `deinit` (from the instance's own `deinit`,
    /// on whichever thread let it go).
    package func released(_ type: ClassType, fields: [Value], base: RuntimeObject?) {
        if let base { owners[ObjectIdentifier(base)] = nil }
        guard type.hasDeinitializer else { return }
        lock.lock()
        pending.append(Released(type: type, fields: fields, base: base))
        hasPending = true
        lock.unlock()
    }

    private func takeNext() -> Released? {
        lock.lock()
        defer { lock.unlock() }
        guard !pending.isEmpty else { return nil }
        let next = pending.removeFirst()
        hasPending = !pending.isEmpty
        return next
    }

    private func takeAll() -> [Released] {
        lock.lock()
        defer { lock.unlock() }
        let all = pending
        pending = []
        hasPending = false
        return all
    }

    private func putBack(_ waiting: [Released]) {
        guard !waiting.isEmpty else { return }
        lock.lock()
        pending = waiting + pending
        hasPending = true
        lock.unlock()
    }

    /// Runs the `deinit` of every queued instance, and of what their release lets go, each
    /// finishing (with what it lets go) before the next starts.
    package func drain() throws {
        while let next = takeNext() {
            let waiting = takeAll()
            defer { putBack(waiting) }
            try finish(next)
        }
    }

    private func finish(_ released: Released) throws {
        guard let runtime else { return }
        let stand = ClassInstance(classType: released.type, fields: [], base: nil)
        stand.isDeinitializing = true
        // Moved, not copied, so that releasing a field below lets it go.
        swap(&stand.fields, &released.fields)
        swap(&stand.base, &released.base)
        var receiver = Value.object(stand)
        var current: ClassType? = released.type
        while let type = current {
            if let body = type.deinitializer { _ = try body.callMethod(self: &receiver, [], runtime) }
            current = type.superclass
        }
        receiver = .void
        var fields = stand.fields
        stand.fields = []
        var base = stand.base
        stand.base = nil
        for index in fields.indices {
            fields[index] = .void
            try drain()
        }
        base = nil
        _ = base
        try drain()
    }
}
