/// A type as the learner wrote it, before it is resolved.
package struct TypeRef {
    package indirect enum Kind {
        /// `Int`, `PublishSubject<String>`, `Observable<Int>.Element` uses `member`.
        case named(String, [TypeRef])
        /// `Outer.Inner`.
        case member(TypeRef, String, [TypeRef])
        /// `[Element]`.
        case array(TypeRef)
        /// `[Key: Value]`.
        case dictionary(TypeRef, TypeRef)
        /// `Wrapped?` (and `Wrapped!`).
        case optional(TypeRef)
        /// `(Int, label: String)`; `()` is the empty tuple.
        case tuple([(label: String?, type: TypeRef)])
        /// `(Int) throws -> String`.
        case function([TypeRef], TypeRef)
        /// `UIImagePickerControllerDelegate & UINavigationControllerDelegate`: a protocol composition.
        case composition([TypeRef])
    }

    package let kind: Kind
    package let range: SourceRange
}
