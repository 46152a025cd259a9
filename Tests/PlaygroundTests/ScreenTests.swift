@testable import Playground
import Testing

// The UIKit stand-ins through a session: what learner code does with them, and the screen box
// the session draws after an input that changed what is on screen.

/// What the learner sees after each input in a fresh session.
private func kit(_ inputs: String...) -> String {
    let session = Session()
    return inputs.map { session.submit($0).output }.joined()
}

@Test func imagesPrintAsTheirNamesAndCollagesListThem() {
    let text = kit(
        "let images = [UIImage(named: \"🌅\")!, UIImage(named: \"🏔\")!, UIImage(named: \"🌊\")!]",
        "print(images[0], UIImage.collage(images: images))")
    #expect(text == "🌅 collage of 3: 🌅🏔🌊\n")
}

@Test func theScreenIsDrawnOnlyWhenItChanges() {
    let text = kit(
        "let main = UIViewController(title: \"Collage\"); let save = UIButton(title: \"Save\"); let preview = UIImageView()",
        "save.isEnabled = false",
        "save.isEnabled = false",
        "preview.image = UIImage.collage(images: [UIImage(named: \"🌅\")!]); main.title = \"1 photo\"")
    #expect(text == """
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
        "let go = UIButton(title: \"Go\"); let field = UITextField(placeholder: \"id\")",
        "_ = go.rx.tap.subscribe(onNext: { print(\"tap\") }); _ = field.rx.text.subscribe(onNext: { print($0 ?? \"nil\") })",
        "field.type(\"4\"); field.type(\"2\"); go.tap(); go.isEnabled = false; go.tap()")
    #expect(text == """
        ┌─
        │ Go ✓
        │ id []
        └─

        4
        42
        tap
        (Go is disabled: the tap does nothing)
        ┌─
        │ Go ✗
        │ id [42]
        └─

        """)
}

@Test func poppingFiresViewWillDisappearAndAlertsCloseOnce() {
    let text = kit(
        "let main = UIViewController(title: \"Main\"); let nav = UINavigationController(rootViewController: main)",
        "let photos = UIViewController(title: \"Photos\"); _ = photos.rx.viewWillDisappear.subscribe(onNext: { print(\"leaving\") })",
        "photos.onViewWillDisappear = { print(\"closure\") }; nav.push(photos)",
        "nav.pop()",
        "let alert = UIAlertController(title: \"Saved\", message: \"asset-1\"); alert.onClose = { print(\"closed\") }; main.present(alert)",
        "alert.close(); alert.close()")
    #expect(text == """
        ┌─ Main ─
        └─
        ┌─ Photos ─
        └─
        closure
        leaving
        ┌─ Main ─
        └─
        ┌─ Main ─
        │ alert: Saved · asset-1 [Close]
        └─
        closed
        ┌─ Main ─
        └─

        """)
}

@Test func thePhotoLibrarySavesOrFails() {
    let text = kit(
        "let image = UIImage(named: \"🌅\")!",
        "PhotoLibrary.shared.save(image) { id, error in print(id ?? \"nil\", error.map { \"\\($0)\" } ?? \"nil\") }",
        "PhotoLibrary.shared.failsToSave = true",
        "PhotoLibrary.shared.save(image, completion: { id, error in print(id ?? \"nil\", error.map { \"\\($0)\" } ?? \"nil\") })")
    #expect(text == "asset-1 nil\nnil couldNotSave\n")
}

@Test func aButtonInsideAStructIsChangedInPlace() {
    let text = kit(
        "struct Form { let save = UIButton(title: \"Save\"); func disable() { save.isEnabled = false } }",
        "let form = Form()",
        "form.disable(); print(form.save.isEnabled)",
        "form.save.isEnabled = true; print(form.save.isEnabled)")
    #expect(text == """
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
    #expect(text == "success 1\ncompleted\n")
}

@Test func kitTypesAreCompleted() {
    #expect(Session().completions(for: "UIBu") == ["UIButton"])
}
