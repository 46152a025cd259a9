/// Runs every action at once, on the calling thread.
struct ImmediateScheduler: ImmediateSchedulerType {
    static let instance = ImmediateScheduler()

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }
}
