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
    public static var isScheduleRequired: Bool {
        get { !TrampolineState.current.isRunning }
        set { TrampolineState.current.isRunning = !newValue }
    }

    /// Runs `action` now if the trampoline is idle, else queues it behind the running work.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable)
        -> Disposable
    {
        let trampoline = TrampolineState.current
        if trampoline.isRunning {
            let item = ScheduledItem(state: state, action: action)
            trampoline.queue.append(item)
            return item
        }
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        let disposable = action(state)
        var index = 0
        while index < trampoline.queue.count {
            let item = trampoline.queue[index]
            index += 1
            if !item.isDisposed { item.invoke() }
        }
        trampoline.queue.removeAll()
        return disposable
    }
}

/// The per-thread state of the trampoline.
private final class TrampolineState {
    var isRunning = false
    var queue: [InvocableItem] = []

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<TrampolineState>.fromOpaque(pointer).release()
        }
        return key
    }()

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
class InvocableItem: Cancelable {
    var isDisposed: Bool { rxAbstractMethod() }
    func invoke() { rxAbstractMethod() }
    func dispose() { rxAbstractMethod() }
}

/// An action with its state, queued to run later; disposing it cancels the run or disposes
/// what the run returned.
final class ScheduledItem<State>: InvocableItem {
    private let state: State
    private let action: (State) -> Disposable
    private let result = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    override var isDisposed: Bool { result.isDisposed }

    override func invoke() {
        result.setDisposable(action(state))
    }

    override func dispose() {
        result.dispose()
    }
}
