import Foundation

/// The coder a storyboard hands to `init?(coder:)`: what the scene says about the object made
/// (its frame, a cell's reuse identifier and style, an item's title), read by UIKit's own
/// initializers; learner code only passes it on to `super`.
final class StoryboardCoder: NSCoder {
    var storyboard: UIStoryboard?
    var frame: CGRect = .zero
    var reuseIdentifier: String?
    var cellStyle: UITableViewCell.CellStyle?
    var title: String?
    var systemItem: UIBarButtonItem.SystemItem?

    override init() {
        super.init()
    }
}
