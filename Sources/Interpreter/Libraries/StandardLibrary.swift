/// The standard library subset and the parts of Foundation learner code uses: numbers, strings,
/// arrays, dictionaries, optionals, ranges, errors, `print` and the other free functions.
package enum StandardLibrary {
    /// Registers every group of builtins.
    package static func register(into libraries: LibrarySet) {
        let groups: [(LibrarySet) -> Void] = [
            GlobalFunctions.register, NumberMembers.register, StringMembers.register, ArrayMembers.register,
            DictionaryMembers.register, OptionalMembers.register, MiscMembers.register, SetMembers.register,
            SizedIntegerMembers.register, DataMembers.register, CoderMembers.register,
        ]
        for register in groups { register(libraries) }
    }
}
