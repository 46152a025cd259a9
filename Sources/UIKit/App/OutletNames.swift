import Foundation

/// How the playground's storyboard titles the control of an outlet and finds the action it is
/// connected to, when there is no storyboard file: by the outlet's name.
enum OutletNames {
    /// An outlet's name without the kind of control it names, capitalized: `buttonSave`,
    /// `saveButton` and `itemSave` → `Save`.
    static func word(_ name: String) -> String {
        var word = Substring(name)
        for prefix in ["button", "item", "btn", "label", "field"]
        where word.hasPrefix(prefix) && word.count > prefix.count {
            let rest = word.dropFirst(prefix.count)
            if rest.first?.isUppercase == true {
                word = rest
                break
            }
        }
        for suffix in ["Button", "Item", "Btn"] where word.hasSuffix(suffix) && word.count > suffix.count {
            word = word.dropLast(suffix.count)
            break
        }
        guard let first = word.first else { return name }
        return first.uppercased() + word.dropFirst()
    }

    /// The action method an outlet's control sends to, among `methods` (names of methods without
    /// parameters): `actionSave`, `saveTapped` or `savePressed` for `buttonSave` or `saveButton`.
    static func action(for outlet: String, among methods: Set<String>) -> String? {
        let word = word(outlet)
        guard let first = word.first else { return nil }
        let lower = first.lowercased() + word.dropFirst()
        return ["action" + word, lower + "Tapped", lower + "Pressed"].first { methods.contains($0) }
    }
}
