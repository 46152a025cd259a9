extension Disposable {
    /// RxSwift 3's spelling of `disposed(by:)`: adds this disposable to `bag`.
    ///
    /// - Parameter bag: the bag that disposes this disposable when it is released.
    @available(*, deprecated, renamed: "disposed(by:)")
    public func addDisposableTo(_ bag: DisposeBag) {
        disposed(by: bag)
    }
}
