import TestSupport
import Testing
import UIKitStandIns

/// The chapter's app and the repo-form post's two controllers, as whole classes from
/// `Fixtures/` (assembled from the book's snippets), run as the book describes them.
@Suite struct BookAppTests {
    /// How a fixture is fed to the playground: each file as written, as one input.
    static func inputs(of file: String) throws -> [String] {
        [try AppHarness.fixture(file)]
    }

    @Test func theseFixturesRunAsWritten() throws {
        let writer = AppHarness().run(try AppHarness.fixture("PhotoWriter.swift"))
        expectEqual(writer, "")
        let app = AppHarness()
        app.run(try AppHarness.fixture("Repo.swift"))
        app.run(try AppHarness.fixture("NewRepoViewController.swift"))
        let list = app.run(try AppHarness.fixture("PresentViewController.swift"))
        expectEqual(list, "")
    }

    /// The collage app: its classes declared, then launched from the storyboard inside a
    /// navigation controller (the storyboard's initial scene).
    static func collage() throws -> AppHarness {
        let app = AppHarness()
        for file in ["PhotoWriter.swift", "UIViewController+alert.swift", "PhotosViewController.swift", "MainViewController.swift"] {
            for input in try inputs(of: file) {
                let output = app.run(input)
                expectEqual(output, "", "\(file): \(output)")
            }
        }
        let launched = app.run("""
            let navigation = UINavigationController(rootViewController: UIStoryboard(name: "Main", bundle: nil)
              .instantiateViewController(withIdentifier: "MainViewController"))
            let main = navigation.topViewController as! MainViewController
            """)
        expectEqual(launched, "")
        return app
    }

    @Test func theMainScreenFollowsTheChaptersRules() throws {
        let app = try Self.collage()
        expectEqual(app.kit.screen.title, "Collage")
        expectEqual(app.kit.screen.buttons, [
            .init(title: "Clear", isEnabled: false), .init(title: "Save", isEnabled: false), .init(title: "+", isEnabled: true),
        ])
    }

    /// Picks photos on the picker screen that `+` pushes, one input per photo.
    static func pick(_ app: AppHarness, _ names: [String]) -> String {
        var output = app.run("main.itemAdd.tap()\nlet photos = navigation.topViewController as! PhotosViewController")
        for name in names { output += app.run("photos.didSelect(UIImage(named: \"\(name)\")!)") }
        return output
    }

    @Test func photosArriveAndSelectionCompletesOnlyWhenThePickerGoes() throws {
        let app = try Self.collage()
        expectEqual(Self.pick(app, ["🏔", "🌊", "🌅"]), "")
        expectEqual(app.kit.screen.title, "Add photos")
        expectEqual(app.run("print(main.title ?? \"-\")"), "3 photos\n")
        expectEqual(app.run("_ = navigation.popViewController(animated: true)"), "Completed photo selection\n")
        expectEqual(app.kit.screen.title, "3 photos")
        expectEqual(app.kit.screen.buttons, [
            .init(title: "Clear", isEnabled: true), .init(title: "Save", isEnabled: false), .init(title: "+", isEnabled: true),
        ])
        expectEqual(app.kit.screen.previews, ["collage of 3: 🏔🌊🌅"])
    }

    @Test func sixPhotosDisableAddAndClearResets() throws {
        let app = try Self.collage()
        _ = Self.pick(app, ["1", "2", "3", "4", "5", "6"])
        app.run("_ = navigation.popViewController(animated: true)")
        expectEqual(app.kit.screen.title, "6 photos")
        expectEqual(app.kit.screen.buttons, [
            .init(title: "Clear", isEnabled: true), .init(title: "Save", isEnabled: true), .init(title: "+", isEnabled: false),
        ])
        expectTrue(app.run("main.itemAdd.tap()").contains("disabled"))
        app.run("main.buttonClear.sendActions(for: .touchUpInside)")
        expectEqual(app.kit.screen.title, "Collage")
        expectEqual(app.kit.screen.buttons.map(\.isEnabled), [false, false, true])
    }

    @Test func savingShowsTheAssetIdInAnAlertAndClears() throws {
        let app = try Self.collage()
        _ = Self.pick(app, ["🏔", "🌊"])
        app.run("_ = navigation.popViewController(animated: true)")
        // The book's `onError:` is RxSwift 6's deprecated spelling: Swift warns where it is written.
        let tapped = app.interpreter.run("main.buttonSave.sendActions(for: .touchUpInside)")
        expectEqual(tapped.transcript, "note: 'subscribe(onSuccess:onError:)' is deprecated: use 'subscribe(onSuccess:onFailure:)' (RxSwift 6)\n")
        // Photos answers later, on a queue of its own; the writer hops back to the main queue.
        expectTrue(app.kit.screen.alert == nil)
        expectEqual(app.wait(0.1), "")
        expectEqual(app.kit.screen.alert?.title, "Saved with id: 00000000-0000-0000-0000-000000000001/L0/001")
        expectTrue(app.kit.screen.alert?.message == nil)
        expectEqual(app.kit.screen.alert?.actions, ["Close"])
        expectEqual(app.kit.screen.title, "Collage")
        expectEqual(app.run("(main.presentedViewController as! UIAlertController).tapButton(\"Close\")"), "")
        expectTrue(app.kit.screen.alert == nil)
    }

    @Test func aFailedSaveShowsTheError() throws {
        let app = try Self.collage()
        _ = Self.pick(app, ["🏔", "🌊"])
        app.run("_ = navigation.popViewController(animated: true)\nPHPhotoLibrary.shared().failNextSave()")
        app.run("main.buttonSave.sendActions(for: .touchUpInside)")
        expectEqual(app.kit.screen.alert?.title, "Error")
        // Foundation's text for an error without a description (the enum is fed at file scope:
        // with nested types it will read `main.PhotoWriter.Errors`).
        expectEqual(app.kit.screen.alert?.message, "The operation could not be completed. (main.PhotoWriter.Errors error 0.)")
        expectEqual(app.kit.screen.title, "2 photos")
    }

    // MARK: - The repo form

    static func repoForm() throws -> AppHarness {
        let app = AppHarness()
        for file in ["Repo.swift", "NewRepoViewController.swift", "PresentViewController.swift"] {
            for input in try inputs(of: file) {
                let output = app.run(input)
                expectEqual(output, "", "\(file): \(output)")
            }
        }
        let launched = app.run("""
            let navigation = UINavigationController(rootViewController: UIStoryboard(name: "Main", bundle: nil)
              .instantiateViewController(withIdentifier: "PresentViewController"))
            let list = navigation.topViewController as! PresentViewController
            """)
        expectEqual(launched, "")
        return app
    }

    @Test func theListShowsTheRepos() throws {
        let app = try Self.repoForm()
        expectEqual(app.kit.screen.rows, ["EasyAnimation — Swift", "Unbox — Swift", "RxSwift — Swift"])
        expectEqual(app.kit.screen.buttons, [.init(title: "+", isEnabled: true)])
    }

    @Test func aSavedRepoIsAddedToTheTable() throws {
        let app = try Self.repoForm()
        expectEqual(app.run("list.navigationItem.rightBarButtonItem!.tap()"), "")
        expectEqual(app.run("let form = navigation.topViewController as! NewRepoViewController"), "")
        expectEqual(app.kit.screen.fields.map(\.placeholder), ["id", "name", "language"])
        expectEqual(app.kit.screen.buttons, [.init(title: "Save", isEnabled: false)])
        app.run("form.id.text = \"4\"; form.id.sendActions(for: .editingChanged)")
        app.run("form.name.text = \"Kingfisher\"; form.name.sendActions(for: .editingChanged)")
        expectEqual(app.kit.screen.buttons, [.init(title: "Save", isEnabled: false)])
        app.run("form.language.text = \"Swift\"; form.language.sendActions(for: .editingChanged)")
        expectEqual(app.kit.screen.buttons, [.init(title: "Save", isEnabled: true)])
        expectEqual(app.run("form.saveButton.tap()"), "")
        expectEqual(app.run("print(navigation.viewControllers.count)"), "1\n")
        expectEqual(app.kit.screen.rows, ["EasyAnimation — Swift", "Unbox — Swift", "RxSwift — Swift", "Kingfisher — Swift"])
    }
}
