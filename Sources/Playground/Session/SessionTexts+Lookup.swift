/// What `:lesson` says when a lesson's translation or an Xcode playground is missing or broken.
extension SessionTexts {
    /// Why a lesson or playground could not be found; the names of files, pages and lessons in it
    /// with their control characters visible.
    func lookupProblem(_ reason: LessonLookupError.Reason) -> String {
        ControlCharacters.visible(lookupWords(reason))
    }

    private func lookupWords(_ reason: LessonLookupError.Reason) -> String {
        switch (language, reason) {
        case (.en, .noTranslation(let other, let lesson, let file)):
            return "no \(other.rawValue) translation of \(lesson) (\(file))"
        case (.en, .noPlayground(let path)): return "no playground at \(path)"
        case (.en, .noPages(let path)): return "\(path) has no Contents.swift and no pages"
        case (.en, .pageWithoutContents(let name, let path)): return "the page \(name) has no Contents.swift (\(path))"
        case (.vi, .noTranslation(let other, let lesson, let file)):
            return "bài \(lesson) chưa có bản dịch \(languageName(other)) (\(file))"
        case (.vi, .noPlayground(let path)): return "không có playground nào ở \(path)"
        case (.vi, .noPages(let path)): return "\(path) không có Contents.swift và cũng không có trang nào"
        case (.vi, .pageWithoutContents(let name, let path)): return "trang \(name) không có Contents.swift (\(path))"
        case (.ko, .noTranslation(let other, let lesson, let file)):
            return "\(languageName(other)) 번역이 없는 레슨입니다: \(lesson) (\(file))"
        case (.ko, .noPlayground(let path)): return "플레이그라운드가 없습니다: \(path)"
        case (.ko, .noPages(let path)): return "Contents.swift도 페이지도 없는 플레이그라운드입니다: \(path)"
        case (.ko, .pageWithoutContents(let name, let path)): return "Contents.swift가 없는 페이지입니다: \(name) (\(path))"
        case (_, .cannotRead(let path, let problem)): return cannotRead(path, problem)
        }
    }

    /// A language's name in this language (`tiếng Việt`, `한국어`).
    func languageName(_ other: LessonLanguage) -> String {
        switch (language, other) {
        case (.en, .en): return "English"
        case (.en, .vi): return "Vietnamese"
        case (.en, .ko): return "Korean"
        case (.vi, .en): return "tiếng Anh"
        case (.vi, .vi): return "tiếng Việt"
        case (.vi, .ko): return "tiếng Hàn"
        case (.ko, .en): return "영어"
        case (.ko, .vi): return "베트남어"
        case (.ko, .ko): return "한국어"
        }
    }
}
