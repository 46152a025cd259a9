import Compiling
import Foundation
@testable import Playground
import TestSupport
import Testing

/// What `rxplay app` generates from a storyboard and the files' outline, and what it refuses
/// before compiling: an action with its sender, an outlet or action the class lacks, a project
/// without an app delegate. (`AppTranscriptTests` runs the generated code.)
@Suite("App glue")
struct AppGlueTests {
    static let controller = """
        import UIKit
        class ListController: UIViewController {
            @IBOutlet weak var buttonSave: UIButton!
            @IBAction func actionSave(_ sender: UIButton) {}
            @IBAction func actionClear() {}
        }
        @main class AppDelegate: UIResponder, UIApplicationDelegate {}
        """

    /// A one-scene storyboard whose button `Save` has `connections`.
    static func project(_ connections: String, files: [String] = [controller]) throws -> AppProject {
        let text = StoryboardDocumentTests.storyboard(
            initial: "lC1-aa-0aa",
            """
            <scene sceneID="sC1-aa-0aa"><objects>
            <viewController id="lC1-aa-0aa" customClass="ListController" sceneMemberID="viewController">
            <view key="view" id="vW1-aa-0aa"><subviews>
            <button buttonType="system" id="bS1-aa-0aa"><state key="normal" title="Save"/>
            <connections>\(connections)</connections></button>
            </subviews></view>
            </viewController></objects></scene>
            """)
        let document = try StoryboardReader.read(text: text).get()
        return AppProject(
            module: "List", sources: files.map { .init(path: "List/File.swift", text: $0) },
            storyboard: .init(name: "Main", file: "List/Main.storyboard", document: document))
    }

    static func glue(_ project: AppProject) -> Result<AppGlue, AppProblem> {
        AppGlue.make(project, outline: AppSourceOutline(files: project.sources.map(\.text)))
    }

    @Test("an action with a sender passes the control; one without calls the method bare")
    func sender() throws {
        let withSender = try Self.glue(
            Self.project(#"<action selector="actionSave:" destination="lC1-aa-0aa" eventType="touchUpInside" id="a1"/>"#)
        ).get()
        expectTrue(
            (withSender.appendices[0] ?? "").contains(
                "rxplayConnect(o_bS1_aa_0aa, .touchUpInside) { [unowned owner, unowned o_bS1_aa_0aa] in owner.actionSave(rxplaySender(o_bS1_aa_0aa)) }"
            ), Comment(rawValue: withSender.appendices[0] ?? ""))
        let bare = try Self.glue(
            Self.project(#"<action selector="actionClear" destination="lC1-aa-0aa" eventType="touchUpInside" id="a1"/>"#)
        ).get()
        expectTrue(
            (bare.appendices[0] ?? "").contains(
                "rxplayConnect(o_bS1_aa_0aa, .touchUpInside) { [unowned owner] in owner.actionClear() }"),
            Comment(rawValue: bare.appendices[0] ?? ""))
    }

    @Test("a styled prototype cell is registered in its style, its labels are the cell's own with their text; a bar item's segue can be performed by identifier")
    func repoListGlue() throws {
        let folder = AppTranscriptTests.root.appendingPathComponent("lessons/apps/repo-list")
        let project = try AppProject.load(folder.path).get()
        let glue = try Self.glue(project).get()
        let text = glue.launcher + glue.appendices.values.joined()
        for expected in [
            #"UIStoryboard.registerPrototype(UITableViewCell.self, identifier: "RepoCell", style: .subtitle)"#,
            #"let o_lT1_nm_4Qa: UILabel = owner.textLabel ?? UILabel(); o_lT1_nm_4Qa.text = "Title""#,
            #"let o_lD2_lg_6Ub: UILabel = owner.detailTextLabel ?? UILabel(); o_lD2_lg_6Ub.text = "Subtitle""#,
            #"rxplayAddSegue(from: owner, identifier: "NewRepo", kind: "show", scene: "rxplay-scene-fM5-vc-6Uf""#,
        ] {
            expectTrue(text.contains(expected), Comment(rawValue: "missing \(expected) in\n\(text)"))
        }
    }

    @Test("an action whose method the class lacks is refused before compiling")
    func missingAction() throws {
        let result = Self.glue(
            try Self.project(#"<action selector="actionClear:" destination="lC1-aa-0aa" eventType="touchUpInside" id="a1"/>"#))
        expectEqual(
            result.failure?.description,
            "error: List/Main.storyboard: the action 'actionClear:' of the button 'Save' calls a method ListController "
                + "does not have: actionClear(_:) taking the sender (UIKit stops at the tap: unrecognized selector sent to instance)")
    }

    @Test("a project without an app delegate has nothing to launch")
    func noDelegate() throws {
        let result = Self.glue(try Self.project("", files: ["class ListController: UIViewController {}"]))
        expectEqual(
            result.failure?.description,
            "error: no class of the project adopts UIApplicationDelegate: there is no app to launch")
    }

    @Test("an @main on the app delegate is found, to be blanked")
    func mainAttribute() {
        let outline = AppSourceOutline(files: [Self.controller])
        let range = outline.mainAttributes[0]?.first
        expectEqual(range.map { Array(Self.controller.utf8)[$0].count }, 5)
        expectEqual(outline.appDelegate?.name, "AppDelegate")
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
