/// The modifiers of a class member that change what it means: how a variable holds its value,
/// and how a method or initializer relates to the superclass's.
package struct MemberModifiers {
    package enum Ownership {
        case strong, weak, unowned
    }

    package var ownership = Ownership.strong
    package var isLazy = false
    package var isOverride = false
    package var isConvenience = false
    package var isRequired = false
    package var isFinal = false
    /// `class func` or `class var`: a static member a subclass may override.
    package var isClassMember = false
    /// A property declared with an implicitly unwrapped optional type (`var button: UIButton!`).
    package var isImplicitlyUnwrapped = false

    package init() {}
}
