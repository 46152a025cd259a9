import DequeModule
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread, after the work that is running now: a trampoline.
///
/// The outermost `schedule` on a thread runs its action at once and then drains everything
/// scheduled meanwhile, in order. This is what makes subscribing to several synchronous sequences
/// at once interleave their elements the way RxSwift does.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    /// The scheduler of the calling thread.
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// Whether nothing is running on this thread's trampoline, so `schedule` would run at once.
    public static var isScheduleRequired: Bool { !TrampolineState.current.isRunning }

    /// Runs `action` now if the trampoline is idle, else queues it behind the running work.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let trampoline = TrampolineState.current
        if trampoline.isRunning {
            let item = ScheduledItem(state: state, action: action)
            trampoline.enqueue(item)
            return item
        }
        trampoline.isRunning = true
        defer {
            trampoline.isRunning = false
            trampoline.reset()
        }
        let disposable = action(state)
        while let item = trampoline.dequeue() {
            if !item.isDisposed { item.invoke() }
        }
        return disposable
    }

    /// Runs `item` now if the trampoline is idle, else queues it behind the running work: the
    /// allocation-free path of operators that schedule the same step again and again.
    static func run(_ item: InvocableItem) {
        let trampoline = TrampolineState.current
        if trampoline.isRunning {
            trampoline.enqueue(item)
            return
        }
        _ = instance.schedule(()) { _ in
            item.invoke()
            return Disposables.create()
        }
    }
}

/// The per-thread state of the trampoline: whether it is draining, and the work waiting.
final class TrampolineState {
    var isRunning = false
    private var queue = Deque<InvocableItem>()

    /// Whether work is waiting behind the step that runs now.
    @inline(__always)
    var hasQueuedWork: Bool { !queue.isEmpty }

    /// Queues `item` behind the work already waiting.
    func enqueue(_ item: InvocableItem) {
        queue.append(item)
    }

    /// The next waiting item, released from the queue.
    func dequeue() -> InvocableItem? {
        queue.popFirst()
    }

    /// Forgets all waiting work.
    func reset() {
        queue.removeAll()
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<TrampolineState>.fromOpaque(pointer).release()
        }
        return key
    }()

    /// The calling thread's trampoline.
    static var current: TrampolineState {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<TrampolineState>.fromOpaque(pointer).takeUnretainedValue()
        }
        let state = TrampolineState()
        pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        return state
    }
}

/// Work waiting on a queue that can be cancelled before it runs.
protocol InvocableItem: AnyObject {
    /// Whether the work was cancelled (or has run and was disposed).
    var isDisposed: Bool { get }
    /// Runs the work.
    func invoke()
}

/// An action with its state, queued to run later; disposing it cancels the run or disposes
/// what the run returned.
final class ScheduledItem<State>: InvocableItem, Cancelable {
    private let state: State
    private let action: (State) -> Disposable
    private let result = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        result.setDisposable(action(state))
    }

    func dispose() {
        result.dispose()
    }
}
