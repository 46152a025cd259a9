import Foundation

extension UIViewController {
    /// Performs the storyboard segue `identifier` that leaves this controller: makes its
    /// destination, calls `prepare(for:sender:)`, then shows it. Stops the program, as UIKit
    /// does, when the storyboard has no such segue.
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = storyboardSegues.first(where: { $0.identifier == identifier }) else {
            fatalError("Receiver (\(self)) has no segue with identifier '\(identifier)'")
        }
        perform(template, sender: sender)
    }

    /// Performs a segue the user triggered (a button's or a bar button item's): asks
    /// `shouldPerformSegue(withIdentifier:sender:)` first when it has an identifier.
    func performTriggered(_ template: StoryboardSegueTemplate, sender: Any?) {
        if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) {
            return
        }
        perform(template, sender: sender)
    }

    private func perform(_ template: StoryboardSegueTemplate, sender: Any?) {
        let destination = template.storyboard.instantiateViewController(withIdentifier: template.scene)
        let segue = UIStoryboardSegue(
            identifier: template.identifier, source: self, destination: destination, kind: template.kind)
        prepare(for: segue, sender: sender)
        segue.perform()
    }
}
