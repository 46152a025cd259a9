import Foundation
@testable import Playground
import TestSupport
import Testing

/// Reading `Main.storyboard` files (Interface Builder's XML) into `StoryboardDocument`: the two
/// app fixtures in `Apps/` (written for these tests), and small documents inline for the
/// problems and the elements the reader skips.
@Suite("Storyboard documents")
struct StoryboardDocumentTests {
    static let apps = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Apps").path

    /// The document at `Apps/NAME/Main.storyboard`, or a recorded issue and `nil`.
    static func app(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> StoryboardDocument? {
        switch StoryboardReader.read(path: apps + "/" + name + "/Main.storyboard") {
        case .success(let document): return document
        case .failure(let problem):
            Issue.record("\(name): \(problem)", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// The problem reading `text` gives, or a recorded issue and `nil` when it reads.
    static func problem(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> StoryboardProblem? {
        switch StoryboardReader.read(text: text) {
        case .success(let document):
            Issue.record("read as \(document)", sourceLocation: sourceLocation)
            return nil
        case .failure(let problem): return problem
        }
    }

    /// A storyboard around `scenes` (the text of `<scene>` elements), starting with `initial`.
    static func storyboard(initial: String, _ scenes: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="\(initial)">
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    @Test("the collage app: a navigation controller first, its root with outlets and actions, a photos scene by ID")
    func collage() {
        guard let document = Self.app("Collage") else { return }
        expectEqual(document.initialViewControllerID, "Nv7-Qe-2Lm")
        expectEqual(document.scenes.map(\.id), ["Mk2-Sc-0aA", "Rp3-xK-a1Q", "Ps4-Sc-7Mm"])
        expectEqual(
            document.initialScene?.controller,
            StoryboardController(
                kind: .navigationController, id: "Nv7-Qe-2Lm",
                segues: [
                    StoryboardSegue(
                        source: "Nv7-Qe-2Lm", destination: "Mc4-Vw-9Tz", kind: .relationship,
                        relationship: "rootViewController")
                ]))
        expectEqual(
            document.scene(controllerID: "Mc4-Vw-9Tz")?.controller,
            StoryboardController(
                kind: .viewController, id: "Mc4-Vw-9Tz", customClass: "MainViewController", customModule: "Collage",
                title: "Collage",
                outlets: [
                    StoryboardOutlet(property: "buttonClear", destination: "Bc1-Lr-5Xa"),
                    StoryboardOutlet(property: "buttonSave", destination: "Bs8-Sv-3Qe"),
                    StoryboardOutlet(property: "imagePreview", destination: "Ip2-Hk-7Dd"),
                    StoryboardOutlet(property: "itemAdd", destination: "Ad5-Bb-0Ki"),
                ],
                objects: [
                    StoryboardObject(
                        kind: .imageView, id: "Ip2-Hk-7Dd", frame: StoryboardRect(x: 20, y: 123, width: 353, height: 240)),
                    StoryboardObject(
                        kind: .button, id: "Bc1-Lr-5Xa", title: "Clear",
                        actions: [
                            StoryboardAction(selector: "actionClear", destination: "Mc4-Vw-9Tz", eventType: "touchUpInside")
                        ], frame: StoryboardRect(x: 20, y: 391, width: 80, height: 34)),
                    StoryboardObject(
                        kind: .button, id: "Bs8-Sv-3Qe", title: "Save",
                        actions: [
                            StoryboardAction(selector: "actionSave", destination: "Mc4-Vw-9Tz", eventType: "touchUpInside")
                        ], frame: StoryboardRect(x: 293, y: 391, width: 80, height: 34)),
                    StoryboardObject(
                        kind: .barButtonItem, id: "Ad5-Bb-0Ki", key: "rightBarButtonItem", systemItem: "add",
                        actions: [StoryboardAction(selector: "actionAdd", destination: "Mc4-Vw-9Tz")]),
                ]))
        let cell = StoryboardPrototypeCell(
            kind: .collectionViewCell, id: "Pc3-Ce-8Lo", reuseIdentifier: "PhotoCell", customClass: "PhotoCell",
            customModule: "Collage", outlets: [StoryboardOutlet(property: "imageView", destination: "Ci4-Iv-6Th")],
            objects: [
                StoryboardObject(
                    kind: .imageView, id: "Ci4-Iv-6Th", frame: StoryboardRect(x: 0, y: 0, width: 96, height: 96))
            ])
        expectEqual(
            document.scene(storyboardIdentifier: "PhotosViewController")?.controller,
            StoryboardController(
                kind: .collectionViewController, id: "Ph6-Cv-4Ws", customClass: "PhotosViewController",
                customModule: "Collage", storyboardIdentifier: "PhotosViewController",
                objects: [
                    StoryboardObject(
                        kind: .collectionView, id: "Cv9-Gr-1Ep", key: "view",
                        outlets: [
                            StoryboardOutlet(property: "dataSource", destination: "Ph6-Cv-4Ws"),
                            StoryboardOutlet(property: "delegate", destination: "Ph6-Cv-4Ws"),
                        ],
                        prototypeCells: [cell], frame: StoryboardRect(x: 0, y: 0, width: 393, height: 852),
                        flowLayout: StoryboardFlowLayout(
                            itemSize: (96, 96), minimumLineSpacing: 2, minimumInteritemSpacing: 2,
                            sectionInset: (0, 0, 0, 0)))
                ]))
        expectEqual(document.scene(storyboardIdentifier: "PhotosViewController")?.controller.prototypeCells, [cell])
        expectEqual(document.scene(storyboardIdentifier: "MainViewController")?.id, nil)
    }

    @Test("the repo list: a table of prototype cells, an add item's show segue, a form of text fields")
    func repoList() {
        guard let document = Self.app("RepoList") else { return }
        expectEqual(document.initialScene?.controller.kind, .navigationController)
        expectEqual(
            document.initialScene?.controller.segues,
            [
                StoryboardSegue(
                    source: "Qn1-Nc-8Aa", destination: "Rl2-Tv-5Kc", kind: .relationship,
                    relationship: "rootViewController")
            ])
        guard let list = document.scene(controllerID: "Rl2-Tv-5Kc")?.controller else {
            Issue.record("no repo list")
            return
        }
        expectEqual(list.kind, .tableViewController)
        expectEqual(list.customClass, "ReposViewController")
        expectEqual(list.customModule, "RepoList")
        expectEqual(list.storyboardIdentifier, nil)
        expectEqual(list.title, "Repositories")
        expectEqual(list.outlets, [StoryboardOutlet(property: "itemAdd", destination: "Ra6-Ad-3Qq")])
        expectEqual(
            list.segues,
            [StoryboardSegue(source: "Ra6-Ad-3Qq", destination: "Nr7-Vc-4Rr", kind: .show, identifier: "ShowNewRepo")])
        expectEqual(list.objects.map(\.kind), [.tableView, .barButtonItem])
        expectEqual(list.object(id: "Ra6-Ad-3Qq")?.systemItem, "add")
        expectEqual(list.object(id: "Ra6-Ad-3Qq")?.title, nil)
        expectEqual(
            list.object(id: "Tv6-Ls-3Gg")?.outlets,
            [
                StoryboardOutlet(property: "dataSource", destination: "Rl2-Tv-5Kc"),
                StoryboardOutlet(property: "delegate", destination: "Rl2-Tv-5Kc"),
            ])
        expectEqual(
            list.prototypeCells,
            [
                StoryboardPrototypeCell(
                    kind: .tableViewCell, id: "Rc7-Cl-4Hh", reuseIdentifier: "RepoCell", customClass: "RepoCell",
                    customModule: "RepoList",
                    outlets: [
                        StoryboardOutlet(property: "nameLabel", destination: "Rn9-Lb-6Jj"),
                        StoryboardOutlet(property: "languageLabel", destination: "Rg0-Lb-7Kk"),
                    ],
                    objects: [
                        StoryboardObject(
                            kind: .label, id: "Rn9-Lb-6Jj", text: "Repository",
                            frame: StoryboardRect(x: 20, y: 8, width: 353, height: 21)),
                        StoryboardObject(
                            kind: .label, id: "Rg0-Lb-7Kk", text: "Language",
                            frame: StoryboardRect(x: 20, y: 33, width: 353, height: 17)),
                    ])
            ])

        guard let form = document.scene(controllerID: "Nr7-Vc-4Rr")?.controller else {
            Issue.record("no new-repo form")
            return
        }
        expectEqual(form.kind, .viewController)
        expectEqual(form.customClass, "NewRepoViewController")
        expectEqual(form.title, "New Repository")
        expectEqual(
            form.outlets,
            [
                StoryboardOutlet(property: "languageField", destination: "Nf5-Tf-2Zz"),
                StoryboardOutlet(property: "nameField", destination: "Nf4-Tf-1Yy"),
                StoryboardOutlet(property: "privateSwitch", destination: "Nw8-Sw-5Cd"),
                StoryboardOutlet(property: "itemSave", destination: "Nb4-Sv-4Lm"),
            ])
        expectEqual(
            form.objects,
            [
                StoryboardObject(
                    kind: .textField, id: "Nf4-Tf-1Yy", placeholder: "Name",
                    frame: StoryboardRect(x: 20, y: 175, width: 353, height: 34)),
                StoryboardObject(
                    kind: .textField, id: "Nf5-Tf-2Zz", placeholder: "Language",
                    frame: StoryboardRect(x: 20, y: 221, width: 353, height: 34)),
                StoryboardObject(
                    kind: .label, id: "Nl7-Lb-4Bc", text: "Private",
                    frame: StoryboardRect(x: 20, y: 267, width: 296, height: 31)),
                StoryboardObject(
                    kind: .switch, id: "Nw8-Sw-5Cd", isOn: true,
                    frame: StoryboardRect(x: 324, y: 267, width: 51, height: 31)),
                StoryboardObject(kind: .barButtonItem, id: "Nc1-Cn-1Ij", key: "leftBarButtonItem", systemItem: "cancel"),
                StoryboardObject(
                    kind: .barButtonItem, id: "Nb4-Sv-4Lm", key: "rightBarButtonItem", title: "Save",
                    actions: [StoryboardAction(selector: "actionSave:", destination: "Nr7-Vc-4Rr")]),
            ])
        expectEqual(
            form.segues,
            [
                StoryboardSegue(
                    source: "Nc1-Cn-1Ij", destination: "Ye2-Ex-2Jk", kind: .unwind, unwindAction: "cancelNewRepo:")
            ])
    }

    @Test("XML that is not well-formed is a problem on the line where it breaks")
    func malformed() {
        let text = Self.storyboard(
            initial: "A1c-Vc-001",
            """
                    <scene sceneID="S1c-Sc-001">
                        <objects>
                            <viewController id="A1c-Vc-001" sceneMemberID="viewController">
                        </objects>
                    </scene>
            """)
        let problem = Self.problem(text)
        expectEqual(problem?.line, 7)
        expectTrue(problem?.message.contains("XML is not well-formed here") ?? false, "\(String(describing: problem))")
        expectEqual(Self.problem("")?.line, 1)
        expectEqual(Self.problem("<?xml version=\"1.0\"?>\n<document>\n  <scenes>\n")?.line, 3)
    }

    @Test("other XML, or another Interface Builder document, is not a storyboard")
    func notStoryboard() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict/>
            </plist>
            """
        expectEqual(
            Self.problem(plist),
            StoryboardProblem(line: 3, reason: .notAStoryboard(root: "plist")))
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects/>
            </document>
            """
        expectEqual(Self.problem(xib)?.line, 2)
        expectTrue(Self.problem(xib)?.message.contains("\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"") ?? false)
        expectEqual(
            StoryboardReader.read(path: Self.apps + "/Missing/Main.storyboard"),
            .failure(StoryboardProblem(line: nil, reason: .cannotRead(path: "\(Self.apps)/Missing/Main.storyboard"))))
    }

    @Test("a storyboard that leaves out what the model needs is a problem on that element's line")
    func missingParts() {
        let noInitial = Self.storyboard(
            initial: "Zz9-Zz-999",
            """
                    <scene sceneID="S1c-Sc-001">
                        <objects>
                            <viewController id="A1c-Vc-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
            """)
        expectEqual(
            Self.problem(noInitial),
            StoryboardProblem(line: 2, reason: .initialControllerMissing(id: "Zz9-Zz-999")))
        let noProperty = Self.storyboard(
            initial: "A1c-Vc-001",
            """
                    <scene sceneID="S1c-Sc-001">
                        <objects>
                            <viewController id="A1c-Vc-001" sceneMemberID="viewController">
                                <connections>
                                    <outlet destination="B1c-Bt-001" id="O1c-Ou-001"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
            """)
        expectEqual(Self.problem(noProperty), StoryboardProblem(line: 8, reason: .missingAttribute(element: "outlet", attribute: "property")))
        let noID = Self.storyboard(
            initial: "A1c-Vc-001",
            """
                    <scene sceneID="S1c-Sc-001">
                        <objects>
                            <viewController id="A1c-Vc-001" sceneMemberID="viewController">
                                <view key="view" id="V1c-Vw-001">
                                    <subviews>
                                        <button buttonType="system">
                                            <state key="normal" title="Go"/>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """)
        expectEqual(Self.problem(noID), StoryboardProblem(line: 9, reason: .missingAttribute(element: "button", attribute: "id")))
    }

    @Test("unknown elements are skipped: known objects inside them still read; a scene without a controller is left out")
    func unknownElements() {
        let text = Self.storyboard(
            initial: "A1c-Vc-001",
            """
                    <scene sceneID="S1c-Sc-001">
                        <objects>
                            <viewController id="A1c-Vc-001" sceneMemberID="viewController">
                                <view key="view" id="V1c-Vw-001">
                                    <subviews>
                                        <holographicPanel depth="3" id="H1c-Hp-001">
                                            <sparkle/>
                                            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" id="G1c-Sg-001">
                                                <segments>
                                                    <segment title="Day"/>
                                                    <segment title="Week"/>
                                                </segments>
                                                <connections>
                                                    <action selector="pick:" destination="A1c-Vc-001" eventType="valueChanged" id="P1c-Ac-001"/>
                                                    <outletCollection property="all" destination="G1c-Sg-001" id="L1c-Oc-001"/>
                                                </connections>
                                            </segmentedControl>
                                            <connections>
                                                <outlet property="ignored" destination="A1c-Vc-001" id="I1c-Ou-001"/>
                                            </connections>
                                        </holographicPanel>
                                        <button buttonType="system" id="B1c-Bt-001">
                                            <buttonConfiguration key="configuration" style="filled" title="Go"/>
                                        </button>
                                        <switch on="NO" id="W1c-Sw-001"/>
                                    </subviews>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="F1c-Fr-001" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                    <scene sceneID="S2c-Sc-002">
                        <objects>
                            <pageViewController transitionStyle="scroll" id="A2c-Pv-002" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="S3c-Sc-003">
                        <objects>
                            <tapGestureRecognizer id="T3c-Tg-003"/>
                        </objects>
                    </scene>
            """)
        switch StoryboardReader.read(text: text) {
        case .failure(let problem): Issue.record("\(problem)")
        case .success(let document):
            expectEqual(document.scenes.map(\.id), ["S1c-Sc-001", "S2c-Sc-002"])
            expectEqual(
                document.initialScene?.controller.objects,
                [
                    StoryboardObject(
                        kind: .segmentedControl, id: "G1c-Sg-001", segmentTitles: ["Day", "Week"],
                        actions: [StoryboardAction(selector: "pick:", destination: "A1c-Vc-001", eventType: "valueChanged")]),
                    StoryboardObject(kind: .button, id: "B1c-Bt-001", title: "Go"),
                    StoryboardObject(kind: .switch, id: "W1c-Sw-001", isOn: false),
                ])
            expectEqual(document.scene(controllerID: "A2c-Pv-002")?.controller.kind.rawValue, "pageViewController")
        }
    }
}
