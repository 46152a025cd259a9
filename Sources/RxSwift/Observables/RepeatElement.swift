extension ObservableType {
    /// The same element, forever.
    public static func repeatElement(
        _ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        ObservableSequence(Swift.repeatElement(element, count: Int.max), scheduler: scheduler)
    }
}
