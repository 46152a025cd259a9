/// What `:app` and `rxplay app` say before the app runs: why a project cannot launch (the folder,
/// its storyboard, a connection the Swift files cannot take), and a project without a storyboard.
/// UIKit's own words, quoted in a problem, stay English.
extension SessionTexts {
    /// Said after a project without a storyboard launched.
    var noStoryboard: String {
        switch language {
        case .en: return "note: the project has no storyboard: the app delegate makes the window"
        case .vi: return "note: dự án không có storyboard: app delegate tự tạo window"
        case .ko: return "note: 프로젝트에 storyboard가 없습니다: app delegate가 window를 만듭니다"
        }
    }

    /// The sentence after `error: FILE: ` for `reason`.
    func appProblem(_ reason: AppProblem.Reason) -> String {
        switch reason {
        case .notAProjectFolder(let shown): return notAProjectFolder(shown)
        case .cannotBeRead: return cannotBeRead
        case .noSwiftFiles(let shown): return noSwiftFiles(shown)
        case let .tooManyEntries(shown, limit): return tooManyEntries(shown, limit: limit)
        case let .tooDeep(shown, limit): return tooDeep(shown, limit: limit)
        case .interrupted(let shown): return readingInterrupted(shown)
        case let .fileTooLarge(bytes, limit): return fileTooLarge(bytes: bytes, limit: limit)
        case .storyboard(let problem): return problem.description(in: self)
        case .noAppDelegate: return noAppDelegate
        case let .outletWithoutProperty(property, className): return outletWithoutProperty(property, of: className)
        case let .actionWithoutMethod(selector, kind, title, owner, method, takesSender):
            let object = kind + (title.map { " '\($0)'" } ?? "")
            let wanted = takesSender ? "\(method)(_:)" : "\(method)()"
            return actionWithoutMethod(selector, of: object, owner: owner, wanted: wanted, takesSender: takesSender)
        case .unknownClass(let name): return unknownClass(name)
        case .other(let text): return text
        }
    }

    func notAProjectFolder(_ shown: String) -> String {
        switch language {
        case .en: return "\(shown) is not a project folder"
        case .vi: return "\(shown) không phải là thư mục dự án"
        case .ko: return "프로젝트 폴더가 아닙니다: \(shown)"
        }
    }

    var cannotBeRead: String {
        switch language {
        case .en: return "cannot be read"
        case .vi: return "không đọc được"
        case .ko: return "읽을 수 없습니다"
        }
    }

    func noSwiftFiles(_ shown: String) -> String {
        switch language {
        case .en: return "\(shown) has no Swift files"
        case .vi: return "\(shown) không có tệp Swift nào"
        case .ko: return "Swift 파일이 없습니다: \(shown)"
        }
    }

    var noAppDelegate: String {
        switch language {
        case .en: return "no class of the project adopts UIApplicationDelegate: there is no app to launch"
        case .vi: return "không class nào của dự án tuân theo UIApplicationDelegate: không có app nào để chạy"
        case .ko: return "UIApplicationDelegate를 채택한 클래스가 프로젝트에 없어서 실행할 앱이 없습니다"
        }
    }

    func outletWithoutProperty(_ property: String, of className: String) -> String {
        let uikit = "this class is not key value coding-compliant for the key \(property)"
        switch language {
        case .en:
            return "the outlet '\(property)' of \(className) is connected in the storyboard, but the class has no "
                + "property '\(property)' (UIKit stops here: \(uikit))"
        case .vi:
            return "outlet '\(property)' của \(className) được nối trong storyboard, nhưng class không có "
                + "property '\(property)' (UIKit dừng ở đây: \(uikit))"
        case .ko:
            return "storyboard가 연결한 outlet의 property가 클래스에 없습니다: \(className).\(property) "
                + "(UIKit은 여기서 멈춥니다: \(uikit))"
        }
    }

    /// `object` is the storyboard object with its title (`barButtonItem 'Clear'`), `wanted` the
    /// method as called (`actionClear(_:)`); `owner` nil is the scene's plain controller.
    func actionWithoutMethod(_ selector: String, of object: String, owner: String?, wanted: String, takesSender: Bool)
        -> String
    {
        let uikit = "unrecognized selector sent to instance"
        switch language {
        case .en:
            return "the action '\(selector)' of the \(object) calls a method \(owner ?? "the controller") does not have: "
                + wanted + (takesSender ? " taking the sender" : "") + " (UIKit stops at the tap: \(uikit))"
        case .vi:
            return "action '\(selector)' của \(object) gọi một method mà \(owner ?? "controller") không có: "
                + wanted + (takesSender ? " nhận sender" : "") + " (UIKit dừng khi bấm: \(uikit))"
        case .ko:
            return "없는 method를 부르는 action입니다: '\(selector)' (\(object)). 필요한 method: " + wanted
                + (takesSender ? " (sender를 받음)" : "") + ", 클래스: \(owner ?? "scene의 controller") "
                + "(UIKit은 탭할 때 멈춥니다: \(uikit))"
        }
    }

    func unknownClass(_ name: String) -> String {
        let uikit = "Unknown class \(name) in Interface Builder file"
        switch language {
        case .en: return "\(uikit): the storyboard makes a \(name), and no Swift file of the project declares it"
        case .vi: return "\(uikit): storyboard tạo một \(name), nhưng không tệp Swift nào của dự án khai báo nó"
        case .ko: return "\(uikit): storyboard가 만드는 클래스를 선언한 Swift 파일이 프로젝트에 없습니다: \(name)"
        }
    }

    // MARK: - Storyboard files

    /// A storyboard problem on line `line` of its file.
    func onLine(_ line: Int, _ message: String) -> String {
        switch language {
        case .en: return "line \(line): \(message)"
        case .vi: return "dòng \(line): \(message)"
        case .ko: return "\(line)번째 줄: \(message)"
        }
    }

    /// The sentence for a storyboard that could not be read.
    func storyboardProblem(_ reason: StoryboardProblem.Reason) -> String {
        switch reason {
        case .cannotRead(let path): return cannotReadStoryboard(path)
        case .notWellFormed: return notWellFormed
        case .noXML: return noXML
        case .notAStoryboard(let root): return notAStoryboard(root: root)
        case .notAnIOSStoryboard(let type): return notAnIOSStoryboard(type: type)
        case .initialControllerMissing(let id): return initialControllerMissing(id)
        case let .missingAttribute(element, attribute): return missingAttribute(element, attribute)
        }
    }

    func cannotReadStoryboard(_ path: String) -> String {
        switch language {
        case .en: return "cannot read \(path)"
        case .vi: return "không đọc được \(path)"
        case .ko: return "읽을 수 없습니다: \(path)"
        }
    }

    var notWellFormed: String {
        switch language {
        case .en: return "the XML is not well-formed here (a tag left open, mismatched or misspelled)"
        case .vi: return "XML ở đây sai cú pháp (một thẻ chưa đóng, đóng sai cặp hoặc viết sai)"
        case .ko: return "여기서 XML 형식이 올바르지 않습니다 (닫히지 않았거나 짝이 틀렸거나 철자가 틀린 태그)"
        }
    }

    var noXML: String {
        switch language {
        case .en: return "the file has no XML in it, so it is not a storyboard"
        case .vi: return "tệp không có XML nào, nên không phải là storyboard"
        case .ko: return "파일에 XML이 없으므로 storyboard가 아닙니다"
        }
    }

    func notAStoryboard(root: String) -> String {
        switch language {
        case .en: return "this XML is not a storyboard: it starts with <\(root)>, a storyboard with <document>"
        case .vi: return "XML này không phải storyboard: nó bắt đầu bằng <\(root)>, còn storyboard bằng <document>"
        case .ko: return "이 XML은 storyboard가 아닙니다 (시작 태그: <\(root)>, storyboard의 시작 태그: <document>)"
        }
    }

    /// `type` nil: the document has none.
    func notAnIOSStoryboard(type: String?) -> String {
        let storyboard = "\"\(StoryboardReader.documentType)\""
        switch language {
        case .en:
            return "this document is not an iOS storyboard: its type is \(type.map { "\"\($0)\"" } ?? "none"), "
                + "a storyboard's is \(storyboard)"
        case .vi:
            return "tài liệu này không phải storyboard iOS: kiểu của nó là \(type.map { "\"\($0)\"" } ?? "không có"), "
                + "kiểu của storyboard là \(storyboard)"
        case .ko:
            return "이 문서는 iOS storyboard가 아닙니다 (타입: \(type.map { "\"\($0)\"" } ?? "없음"), "
                + "storyboard의 타입: \(storyboard))"
        }
    }

    func initialControllerMissing(_ id: String) -> String {
        switch language {
        case .en: return "the initial view controller \"\(id)\" is not the controller of any scene"
        case .vi: return "view controller ban đầu \"\(id)\" không phải controller của scene nào"
        case .ko: return "초기 view controller가 어느 scene의 controller도 아닙니다: \"\(id)\""
        }
    }

    func missingAttribute(_ element: String, _ attribute: String) -> String {
        switch language {
        case .en: return "<\(element)> has no \(attribute)"
        case .vi: return "<\(element)> thiếu thuộc tính \(attribute)"
        case .ko: return "<\(element)> 요소에 없는 속성: \(attribute)"
        }
    }
}
