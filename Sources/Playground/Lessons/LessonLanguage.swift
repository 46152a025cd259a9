/// The languages lessons are written in. The code, outputs and checks are the English file's;
/// a translation holds only the prose.
public enum LessonLanguage: String, CaseIterable, Sendable {
    case en, vi, ko

    /// The learner's language from the locale variables, as a C program reads them: `LC_ALL`,
    /// then `LC_MESSAGES`, then `LANG` (`vi_VN.UTF-8` → Vietnamese); English otherwise.
    public static func from(environment: [String: String]) -> LessonLanguage {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            let code = value.prefix { $0.isLetter }.lowercased()
            return LessonLanguage(rawValue: code) ?? .en
        }
        return .en
    }
}
