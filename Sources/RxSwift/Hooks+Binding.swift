extension Hooks {
    nonisolated(unsafe) private static var bindingHandler: (Swift.Error) -> Void = { _ in }
    /// RxSwift has no counterpart: not counted in `Resources.total`.
    private static let bindingLock = RecursiveLock(counted: false)

    /// Called when a sequence bound with `bind(to:)` or `bind(onNext:)` fails: a programming
    /// error that RxSwift stops on in a debug build. Does nothing by default.
    @_spi(Playground) public static var bindingErrorHandler: (Swift.Error) -> Void {
        get { bindingLock.performLocked { bindingHandler } }
        set { bindingLock.performLocked { bindingHandler = newValue } }
    }
}
