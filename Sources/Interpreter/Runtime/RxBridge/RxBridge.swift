/// The families of Rx members learner code can call, one table-registering group per family.
/// A new operator is one entry in its family's table.
enum RxBridge {
    static let groups: [(LibraryTables.Registry) -> Void] = []
}
