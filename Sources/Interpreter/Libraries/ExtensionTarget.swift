/// A library type learner code may extend (`extension ObservableType { … }`): how `self` is
/// typed inside the extension and which values get its members.
package struct ExtensionTarget {
    package let selfType: SwiftType
    package let matches: (Value) -> Bool

    package init(selfType: SwiftType, matches: @escaping (Value) -> Bool) {
        self.selfType = selfType
        self.matches = matches
    }
}

extension LibrarySet {
    /// The extension target for the library type `name`: a registered one, else one that
    /// applies to the values of the type that name resolves to.
    package func extensionTarget(_ name: String) -> ExtensionTarget? {
        if let registered = extensionTargets[name] { return registered }
        guard let type = resolve(name, arguments: []) else { return nil }
        let staticName = LibrarySet.staticName(type)
        return ExtensionTarget(selfType: type) { value in
            switch value {
            case .object(let object):
                return object.type.libraryName == name || object.conforms(to: .library(name, []))
            case .optional, .instance, .enumCase, .type, .function:
                if type == .error, case .enumCase(let instance) = value { return instance.type.conformsToError }
                if type == .error, case .instance(let instance) = value { return instance.type.conformsToError }
                return false
            default:
                return LibrarySet.staticName(ValuePrinter.dynamicType(of: value)) == staticName
            }
        }
    }
}
