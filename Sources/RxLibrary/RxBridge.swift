import Interpreter

/// The families of Rx members learner code can call, one table-registering group per family.
/// A new operator is one entry in its family's table (`ObservableOperators` for most).
package enum RxBridge {
    package static let groups: [(LibrarySet) -> Void] = [
        Events.register, ObservableCreation.register, SharedSequences.registerConversions, ObservableOperators.register, Subjects.register, Legacy.register,
        Relays.register, Traits.register, DisposableMembers.register, RefCountDisposables.register,
        ScheduledDisposables.register, Schedulers.register,
        RxErrors.register, SharedSequences.registerMembers, CocoaMembers.register, BinderCreation.register,
        SharedSequences.registerInfallibleConversions,
        WithUnretainedOperator.register, UsingFactory.register, DecodeOperator.register, Infallibles.register,
        NotYetAvailable.registerFactories,
    ]
}
