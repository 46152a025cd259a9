@testable import Playground
import TestSupport
import Testing

// The UIKit stand-ins through a session: what learner code does with them, and the screen box
// the session draws after an input that changed what is on screen.

/// What the learner sees after each input in a fresh session.
private func kit(_ inputs: String...) -> String {
    let session = makeConsole()
    return inputs.map { session.submit($0).output }.joined()
}

@Test func imagesPrintAsTheirNamesAndCollagesListThem() {
    let text = kit(
        "let images = [UIImage(named: \"🌅\")!, UIImage(named: \"🏔\")!, UIImage(named: \"🌊\")!]",
        "print(images[0], UIImage.collage(images: images))")
    expectEqual(text, "🌅 collage of 3: 🌅🏔🌊\n")
}

@Test func theScreenIsDrawnOnlyWhenItChanges() {
    let text = kit(
        "let main = UIViewController(title: \"Collage\"); let save = UIButton(title: \"Save\"); let preview = UIImageView()",
        "save.isEnabled = false",
        "save.isEnabled = false",
        "preview.image = UIImage.collage(images: [UIImage(named: \"🌅\")!]); main.title = \"1 photo\"")
    expectEqual(text, """
        ┌─ Collage ─
        │ Save ✓
        │ preview: empty
        └─
        ┌─ Collage ─
        │ Save ✗
        │ preview: empty
        └─
        ┌─ 1 photo ─
        │ Save ✗
        │ preview: collage of 1: 🌅
        └─

        """)
}

@Test func tapsAndTypingAreObservable() {
    let text = kit(
        "let go = UIButton(type: .system); go.setTitle(\"Go\", for: .normal); let field = UITextField(); field.placeholder = \"id\"",
        "_ = go.rx.tap.subscribe(onNext: { print(\"tap\") }); _ = field.rx.text.subscribe(onNext: { print($0 ?? \"nil\") })",
        "field.text = \"4\"; field.sendActions(for: .editingChanged); field.text = \"42\"; field.sendActions(for: .editingChanged)",
        "go.sendActions(for: .touchUpInside); go.isEnabled = false; go.sendActions(for: .touchUpInside)")
    expectEqual(text, """
        ┌─
        │ Go ✓
        │ id []
        └─

        4
        42
        ┌─
        │ Go ✓
        │ id [42]
        └─
        tap
        tap
        ┌─
        │ Go ✗
        │ id [42]
        └─

        """)
}

@Test func settingTextSendsNoEventUntilTheControlSendsOne() {
    let text = kit(
        "let field = UITextField(); _ = field.rx.text.orEmpty.subscribe(onNext: { print(\"text:\", $0) })",
        "field.text = \"a\"",
        "field.sendActions(for: .editingChanged)",
        "field.text = nil; print(field.text == \"\"); field.sendActions(for: .valueChanged)")
    expectEqual(text, """
        text: \("")
        ┌─
        │  []
        └─
        ┌─
        │  [a]
        └─
        text: a
        true
        text: \("")
        ┌─
        │  []
        └─

        """)
}

@Test func aDisabledBarItemIgnoresTheUsersTap() {
    let text = kit(
        "let add = UIBarButtonItem(title: \"+\", style: .plain, target: nil, action: nil); _ = add.rx.tap.subscribe(onNext: { print(\"add\") })",
        "add.tap(); add.isEnabled = false; add.tap()")
    expectEqual(text, """
        ┌─
        │ + ✓
        └─
        add
        (+ is disabled: the tap does nothing)
        ┌─
        │ + ✗
        └─

        """)
}

@Test func lifecycleMethodsRunAtUIKitsMoments() {
    let text = kit(
        "let main = UIViewController(title: \"Main\"); let nav = UINavigationController(rootViewController: main)",
        "let photos = UIViewController(title: \"Photos\")",
        "_ = photos.rx.viewWillAppear.subscribe(onNext: { print(\"photos will appear\") }); _ = photos.rx.viewDidAppear.subscribe(onNext: { print(\"photos did appear\") })",
        "_ = photos.rx.viewWillDisappear.subscribe(onNext: { print(\"photos will disappear\") }); _ = photos.rx.viewDidDisappear.subscribe(onNext: { print(\"photos did disappear\") })",
        "_ = main.rx.viewWillDisappear.subscribe(onNext: { print(\"main will disappear\") }); _ = main.rx.viewDidAppear.subscribe(onNext: { print(\"main did appear\") })",
        "nav.pushViewController(photos, animated: true); print(\"pushed\", nav.topViewController! === photos)",
        "let popped = nav.popViewController(animated: true); print(\"popped\", popped! === photos, nav.viewControllers.count)")
    expectEqual(text, """
        ┌─ Main ─
        └─
        main will disappear
        photos will appear
        pushed true
        ┌─ Photos ─
        └─
        photos did appear
        photos will disappear
        popped true 1
        ┌─ Main ─
        └─
        photos did disappear
        main did appear

        """)
}

@Test func alertsArePresentedAndTheirButtonsRunTheirHandlers() {
    let text = kit(
        "let main = UIViewController(title: \"Main\"); let nav = UINavigationController(rootViewController: main)",
        "let alert = UIAlertController(title: \"Saved\", message: \"id: 1\", preferredStyle: .alert)",
        "alert.addAction(UIAlertAction(title: \"Close\", style: .default) { action in print(\"tapped\", action.title ?? \"\", main.presentedViewController == nil) })",
        "main.present(alert, animated: true, completion: { print(\"presented\") }); print(main.presentedViewController! === alert)",
        "alert.tapButton(\"Close\")",
        "alert.tapButton(\"OK\")")
    expectEqual(text, """
        ┌─ Main ─
        └─
        true
        ┌─ Main ─
        │ alert: Saved · id: 1 [Close]
        └─
        presented
        tapped Close true
        ┌─ Main ─
        └─
        error: the alert has no button 'OK'; its buttons: 'Close'
         1 | alert.tapButton("OK")
           | ^~~~~~~~~~~~~~~~~~~~~

        """)
}

@Test func thePhotoLibraryAnswersLaterOnABackgroundQueue() {
    func save(_ number: Int) -> String {
        """
        var saved\(number): String?
        PHPhotoLibrary.shared().performChanges({
            saved\(number) = PHAssetChangeRequest.creationRequestForAsset(from: UIImage(named: "🌅")!).placeholderForCreatedAsset?.localIdentifier
        }, completionHandler: { success, error in print(success, saved\(number) ?? "nil", error.map { "\\($0)" } ?? "nil") })
        print("asked")
        """
    }
    let text = kit(save(1), "PHPhotoLibrary.shared().failNextSave()", save(2), save(3))
    expectEqual(text, """
        asked
        true 00000000-0000-0000-0000-000000000001/L0/001 nil
        asked
        false 00000000-0000-0000-0000-000000000002/L0/001 Error Domain=PHPhotosErrorDomain Code=3311 "(null)"
        asked
        true 00000000-0000-0000-0000-000000000002/L0/001 nil

        """)
}

@Test func aChangeRequestOutsideAChangeBlockIsAnError() {
    expectTrue(kit("_ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage(named: \"🌅\")!)").hasPrefix(
        "error: This method can only be called from inside of -[PHPhotoLibrary performChanges:completionHandler:]"))
}

@Test func theMainQueueRunsItsWorkInOrderAtTheNextTurn() {
    let text = kit("""
        DispatchQueue.main.async { print("main 1") }
        DispatchQueue.global().async {
            print("global")
            DispatchQueue.main.async { print("main from global") }
        }
        DispatchQueue.main.async { print("main 2") }
        DispatchQueue(label: "serial").async { print("serial") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { print("later") }
        print("input")
        """, "print(\"frame 1\")", "print(\"frame 2\")")
    expectEqual(text, """
        input
        main 1
        global
        main 2
        serial
        main from global
        frame 1
        frame 2
        later

        """)
}

@Test func mainSchedulerRunsAtOnceOnTheMainQueueButWaitsElsewhere() {
    let text = kit("""
        let s = PublishSubject<Int>()
        _ = s.observe(on: MainScheduler.instance).subscribe(onNext: { print("main", $0) })
        s.onNext(1)
        DispatchQueue.global().async { s.onNext(2); print("sent from global") }
        print("after")
        """)
    expectEqual(text, "main 1\nafter\nsent from global\nmain 2\n")
}

@Test func mainQueueSyncFromTheMainQueueIsADeadlock() {
    expectTrue(kit("DispatchQueue.main.sync { print(1) }").hasPrefix(
        "error: DispatchQueue.main.sync called from the main queue: a deadlock"))
}

@Test func bindersSetTheirPropertiesOnTheMainScheduler() {
    let text = kit(
        "let save = UIButton(title: \"Save\"); let label = UILabel(); let preview = UIImageView(); let toggle = UISwitch()",
        "let valid = BehaviorRelay(value: false); _ = valid.bind(to: save.rx.isEnabled); _ = valid.map { !$0 }.bind(to: label.rx.isHidden)",
        "_ = Observable.just(\"Hello\").bind(to: label.rx.text); _ = Observable.just(UIImage(named: \"🌅\")).bind(to: preview.rx.image)",
        "_ = toggle.rx.isOn.subscribe(onNext: { print(\"on:\", $0) }); toggle.isOn = true; toggle.sendActions(for: .valueChanged)",
        "valid.accept(true); _ = Observable.just(\"Go\").bind(to: save.rx.title(for: .normal))")
    expectEqual(text, """
        ┌─
        │ Save ✓
        │ switch off
        │ preview: empty
        └─
        ┌─
        │ Save ✗
        │ switch off
        │ preview: empty
        └─
        ┌─
        │ Save ✗
        │ switch off
        │ preview: 🌅
        └─
        on: false
        on: true
        ┌─
        │ Save ✗
        │ switch on
        │ preview: 🌅
        └─
        ┌─
        │ Go ✓
        │ label: Hello
        │ switch on
        │ preview: 🌅
        └─

        """)
}

@Test func aBinderCannotTakeAnError() {
    let text = kit("let label = UILabel()", "_ = Observable<String?>.error(RxError.unknown).bind(to: label.rx.text)")
    expectTrue(text.contains("error: Fatal error: Binding error: Unknown error occurred."))
}

@Test func aDriverDeliversOnMainAndRecoversFromErrors() {
    let text = kit(
        "let s = PublishSubject<String>(); let label = UILabel()",
        "let driver = s.asDriver(onErrorJustReturn: \"failed\"); _ = driver.drive(label.rx.text); _ = driver.drive(onNext: { print(\"drove\", $0) })",
        "s.onNext(\"a\"); s.onError(RxError.unknown)",
        "let signal = PublishRelay<Int>().asSignal(onErrorJustReturn: 0); _ = signal.emit(onNext: { print($0) })")
    expectEqual(text, """
        drove a
        drove failed
        ┌─
        │ label: failed
        └─

        """)
}

@Test func tableRowsComeFromTheBoundArrayAtTheNextLayout() {
    let text = kit(
        "let table = UITableView(); table.register(UITableViewCell.self, forCellReuseIdentifier: \"Cell\")",
        "let items = BehaviorRelay(value: [\"a\", \"b\"])",
        "_ = items.bind(to: table.rx.items(cellIdentifier: \"Cell\", cellType: UITableViewCell.self)) { row, element, cell in cell.textLabel?.text = \"\\(row): \\(element)\" }; print(\"bound\")",
        "let other = UITableView(); _ = Observable.just([1, 2]).bind(to: other.rx.items) { tableView, row, element in let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil); cell.textLabel?.text = \"n\"; cell.detailTextLabel?.text = \"\\(element * 10)\"; return cell }",
        "print(table.dequeueReusableCell(withIdentifier: \"Nope\") == nil)")
    expectEqual(text, """
        bound
        ┌─
        │ • 0: a
        │ • 1: b
        └─
        ┌─
        │ • 0: a
        │ • 1: b
        │ • n — 10
        │ • n — 20
        └─
        true

        """)
}

@Test func geometryValuesPrintAsSwiftPrintsThem() {
    let text = kit(
        "let main = UIViewController(title: \"Main\"); print(main.view.frame, main.view.bounds.size, CGRect.zero.width)",
        "var size = CGSize(width: 100, height: 50); let copy = size; size = CGSize(width: 3, height: size.height); print(size, copy, CGPoint(x: 1, y: 2))")
    expectEqual(text, """
        (0.0, 0.0, 390.0, 844.0) (390.0, 844.0) 0.0
        ┌─ Main ─
        └─
        (3.0, 50.0) (100.0, 50.0) (1.0, 2.0)

        """)
}

@Test func buttonsHaveATitlePerState() {
    let text = kit(
        "let b = UIButton(type: .system); b.setTitle(\"On\", for: .normal); b.setTitle(\"Off\", for: .disabled)",
        "print(b.title(for: .normal) ?? \"nil\", b.title(for: .highlighted) ?? \"nil\", b.currentTitle ?? \"nil\")",
        "b.isEnabled = false; print(b.currentTitle ?? \"nil\")",
        "b.isHidden = true; print(b.isHidden)")
    expectEqual(text, """
        ┌─
        │ On ✓
        └─
        On On On
        Off
        ┌─
        │ Off ✗
        └─
        true

        """)
}

@Test func controlEventsPrintAsUIKitsBitMasks() {
    expectEqual(kit("print(UIControl.Event.touchUpInside, UIControl.Event.editingChanged)"), "UIControlEvents(rawValue: 64) UIControlEvents(rawValue: 131072)\n")
}

@Test func aDeadlineCanAddADispatchTimeInterval() {
    let text = kit("DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(150)) { print(\"fired\") }",
                   "print(\"frame 1\")")
    expectEqual(text, "frame 1\nfired\n")
}

@Test func aControllersTitleBindsAndAnOldBindToSaysItsNewName() {
    let text = kit("let main = UIViewController(); main.title = \"Old\"",
                   "_ = Observable.just(\"New\").bindTo(main.rx.title)")
    expectEqual(text, """
        ┌─ Old ─
        └─
        note: 'bindTo' is now 'bind(to:)' (RxSwift 6)
        ┌─ New ─
        └─

        """)
}

@Test func aButtonInsideAStructIsChangedInPlace() {
    let text = kit(
        "struct Form { let save = UIButton(title: \"Save\"); func disable() { save.isEnabled = false } }",
        "let form = Form()",
        "form.disable(); print(form.save.isEnabled)",
        "form.save.isEnabled = true; print(form.save.isEnabled)")
    expectEqual(text, """
        ┌─
        │ Save ✓
        └─
        false
        ┌─
        │ Save ✗
        └─
        true
        ┌─
        │ Save ✓
        └─

        """)
}

@Test func aMaybeThatSucceedsDoesNotAlsoCallOnCompleted() {
    let text = kit(
        "_ = Maybe.just(1).subscribe(onSuccess: { print(\"success\", $0) }, onError: { print($0) }, onCompleted: { print(\"completed\") })",
        "_ = Maybe<Int>.empty().subscribe(onSuccess: { print(\"success\", $0) }, onError: { print($0) }, onCompleted: { print(\"completed\") })")
    expectEqual(text, "success 1\ncompleted\n")
}

@Test func kitTypesAreCompleted() {
    expectEqual(makeConsole().completions(for: "UIBu"), ["UIButton"])
}

@Test func aNamedControlEventAndControlPropertyHaveLanes() {
    let text = kit(
        "let go = UIButton(title: \"Go\"); let field = UITextField(); let taps = go.rx.tap; let texts = field.rx.text.orEmpty",
        "let tapSub = taps.subscribe(); let textSub = texts.subscribe()",
        "go.sendActions(for: .touchUpInside)",
        "field.text = \"a\"; field.sendActions(for: .editingChanged)",
        ":marbles taps texts")
    expectEqual(text, """
        ┌─
        │ Go ✓
        │  []
        └─
        ┌─
        │ Go ✓
        │  [a]
        └─
                1 2  3
        taps   ───()───
        texts  ─b────a─
               b = ""

        """)
}

@Test func aSignalReplaysNothingAndADriverItsLatest() {
    let text = kit(
        "let relay = PublishRelay<Int>(); let signal = relay.asSignal(); let driver = relay.asDriver(onErrorJustReturn: 0)",
        "let a = signal.emit(onNext: { print(\"signal a\", $0) }); let b = driver.drive(onNext: { print(\"driver b\", $0) })",
        "relay.accept(1)",
        "let c = signal.map { $0 * 10 }.emit(onNext: { print(\"signal c\", $0) }); let d = driver.drive(onNext: { print(\"driver d\", $0) })",
        "relay.accept(2)")
    expectEqual(text, "signal a 1\ndriver b 1\ndriver d 1\nsignal a 2\nsignal c 20\ndriver b 2\ndriver d 2\n")
}

@Test func helpUINamesThePlaygroundConveniences() {
    let text = kit(":help ui")
    expectTrue(text.hasPrefix("UIKit, RxCocoa, Photos and Dispatch stand-ins, with their real names:\n"))
    for convenience in ["item.tap()", "alert.tapButton(\"OK\")", "PHPhotoLibrary.shared().failNextSave()",
                        "UIViewController(title:)", "sendActions(for: .touchUpInside)"] {
        expectTrue(text.contains(convenience), "\(convenience)")
    }
    expectTrue(kit(":help uikit").hasPrefix("unknown") || !kit(":help uikit").hasPrefix("UIKit, RxCocoa"))
}
