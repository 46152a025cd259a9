import Compiling

/// What a project's storyboard does, as Swift the compile step adds to the app's module
/// (`rxplay app`): for each scene and prototype cell whose class a file declares, an extension
/// at the end of that file (so it reaches `private` outlets and actions) that makes the objects
/// the storyboard declares, sets the outlets, connects the actions and segues; and one file more
/// that registers the scenes, cells and prototypes with UIKit's storyboard and launches the app
/// (`launcherEntry`, a C symbol the runner calls once the module is loaded).
///
/// The text is checked against the files first (`AppSourceOutline`): a class, an outlet or an
/// action the storyboard names and the files lack is an `AppProblem`, never generated code the
/// compiler would complain about.
struct AppGlue {
    /// The C name of the function that registers the storyboard and launches the app.
    static let launcherEntry = "rxplay_app_main"

    /// Code to add after the last line of the file with that index.
    var appendices: [Int: String] = [:]
    /// The launcher's file.
    var launcher = ""

    /// The glue for `project`, whose files `outline` read.
    static func make(_ project: AppProject, outline: AppSourceOutline) -> Result<AppGlue, AppProblem> {
        guard let delegate = outline.appDelegate else {
            return .failure(
                AppProblem(reason: .noAppDelegate))
        }
        var glue = AppGlue()
        var registrations: [String] = []
        if let storyboard = project.storyboard {
            var writer = SceneWriter(storyboard: storyboard, outline: outline, module: project.module)
            do {
                try writer.write()
            } catch let problem as AppProblem {
                return .failure(problem)
            } catch {
                return .failure(AppProblem(file: storyboard.file, reason: .other("\(error)")))
            }
            glue.appendices = writer.appendices
            registrations = writer.registrations
        }
        for image in project.images {
            registrations.append(
                "UIImage.registerSample(named: \(literal(image.name)), size: CGSize(width: \(image.width), height: \(image.height)))"
            )
        }
        let hasWindow = delegate.properties.contains("window")
        let setWindow = hasWindow ? "{ delegate.window = $0 }" : "{ _ in }"
        let storyboardName = project.storyboard.map { literal($0.name) } ?? "nil"
        glue.launcher = """
            @_spi(Playground) import UIKit

            @_cdecl("\(launcherEntry)")
            public func rxplayAppMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
            \(registrations.map { "    " + $0 }.joined(separator: "\n"))
                let delegate = \(delegate.name)()
                PlaygroundLaunch.launch(delegate, storyboard: \(storyboardName), setWindow: \(setWindow))
                return 0
            }

            \(helpers)
            """
        return .success(glue)
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }

    /// The functions the generated code calls: the learner's files import UIKit without its
    /// playground interface, so what needs it is here.
    private static let helpers = """
        func rxplayObject<View: UIView>(_ type: View.Type, in container: UIView) -> View {
            UIStoryboard.makeObject(type, in: container)
        }

        func rxplayPlace(_ item: UIBarButtonItem, onLeft: Bool, of controller: UIViewController) {
            UIStoryboard.place(item, onLeft: onLeft, of: controller)
        }

        func rxplayOutlet<Value>(_ object: AnyObject, _ property: String, of owner: AnyObject) -> Value {
            guard let value = object as? Value else {
                fatalError("the outlet '\\(property)' of \\(type(of: owner)) cannot hold a \\(type(of: object))")
            }
            return value
        }

        func rxplaySender<Value>(_ object: AnyObject) -> Value {
            guard let value = object as? Value else {
                fatalError("the action's sender is a \\(type(of: object)), not a \\(Value.self)")
            }
            return value
        }

        func rxplayConnect(_ control: UIControl, _ event: UIControl.Event, _ action: @escaping () -> Void) {
            UIStoryboard.connectAction(control, for: event, action)
        }

        func rxplayConnect(_ item: UIBarButtonItem, _ event: UIControl.Event, _ action: @escaping () -> Void) {
            UIStoryboard.connectAction(item, action)
        }

        func rxplaySegue(
            _ control: UIControl, from source: UIViewController, identifier: String?, kind: String, scene: String,
            storyboard: String
        ) {
            UIStoryboard.connectSegue(control, from: source, identifier: identifier, kind: kind, scene: scene, storyboard: storyboard)
        }

        func rxplaySegue(
            _ item: UIBarButtonItem, from source: UIViewController, identifier: String?, kind: String, scene: String,
            storyboard: String
        ) {
            UIStoryboard.connectSegue(item, from: source, identifier: identifier, kind: kind, scene: scene, storyboard: storyboard)
        }

        func rxplayAddSegue(from source: UIViewController, identifier: String, kind: String, scene: String, storyboard: String) {
            UIStoryboard.addSegue(from: source, identifier: identifier, kind: kind, scene: scene, storyboard: storyboard)
        }

        func rxplayDataSource(_ view: AnyObject, _ owner: AnyObject) {
            (view as? UITableView)?.dataSource = owner as? UITableViewDataSource
            (view as? UICollectionView)?.dataSource = owner as? UICollectionViewDataSource
        }

        func rxplayDelegate(_ view: AnyObject, _ owner: AnyObject) {
            (view as? UITableView)?.delegate = owner as? UITableViewDelegate
            (view as? UICollectionView)?.delegate = owner as? UICollectionViewDelegate
        }
        """
}
