import TestSupport
import Testing
@_spi(Playground) @testable import UIKit

/// A data source and delegate of a table of words, recording what the table asks and tells.
final class WordsTable: NSObject, UITableViewDataSource, UITableViewDelegate {
    var words: [String]
    var log: [String] = []

    init(_ words: [String]) {
        self.words = words
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { words.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Word", for: indexPath)
        cell.textLabel?.text = words[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.row)")
    }
}

/// A cell that counts how often it was prepared for reuse.
final class CountingCell: UITableViewCell {
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        textLabel?.text = nil
    }
}

/// A collection cell with an outlet the storyboard connects.
final class ThumbnailCell: UICollectionViewCell {
    var imageView: UIImageView!
    var awoke = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = imageView != nil
    }
}

extension UIKitModuleTests {
    @Suite("tables and collections") @MainActor struct TableAndCollectionTests {
        @Test("rows are made when the table lays out: at the next turn with a clock")
        func layoutOnTheNextTurn() {
            let clock = freshApp(clock: true)
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Word")
            let words = WordsTable(["one", "two"])
            table.dataSource = words
            expectEqual(table.visibleCells.count, 0)
            frame(clock)
            expectEqual(table.visibleCells.compactMap { $0.textLabel?.text }, ["one", "two"])
        }

        @Test("reloading reuses the cells of the old rows, after prepareForReuse")
        func reuse() {
            freshApp()
            let table = UITableView(frame: .zero, style: .plain)
            table.register(CountingCell.self, forCellReuseIdentifier: "Word")
            let words = WordsTable(["one", "two"])
            table.dataSource = words
            let first = table.visibleCells
            words.words = ["three", "four", "five"]
            table.reloadData()
            let second = table.visibleCells
            expectTrue(second[0] === first[0] && second[1] === first[1])
            expectEqual(second.compactMap { ($0 as? CountingCell)?.reuses }, [1, 1, 0])
            expectEqual(second.compactMap { $0.textLabel?.text }, ["three", "four", "five"])
        }

        @Test("an identifier nobody registered gives no cell, except from a storyboard's prototypes")
        func unregistered() {
            freshApp()
            expectTrue(UITableView(frame: .zero).dequeueReusableCell(withIdentifier: "Cell") == nil)
            let storyboardTable = UIStoryboard.makeOutlet(UITableView.self, named: "tableView", in: UIView())
            let cell = storyboardTable.dequeueReusableCell(withIdentifier: "Cell")
            expectTrue(cell?.detailTextLabel != nil, "a storyboard's prototype is a subtitle cell")
            expectEqual(cell?.reuseIdentifier, "Cell")
        }

        @Test("the user's selection deselects the row before and tells the delegate")
        func selection() {
            freshApp()
            let table = UITableView(frame: .zero)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Word")
            let words = WordsTable(["one", "two"])
            table.dataSource = words
            table.delegate = words
            table.simulateSelection(at: IndexPath(row: 0, section: 0))
            table.simulateSelection(at: IndexPath(row: 1, section: 0))
            expectEqual(words.log, ["select 0", "deselect 0", "select 1"])
            expectEqual(table.indexPathForSelectedRow, IndexPath(row: 1, section: 0))
            expectTrue(!table.simulateSelection(at: IndexPath(row: 5, section: 0)))
        }

        @Test("a table view controller is its table's data source and delegate; subclasses override")
        func tableViewController() {
            freshApp()
            final class Words: UITableViewController {
                var selected: [Int] = []
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    cell.textLabel?.text = "row \(indexPath.row)"
                    cell.detailTextLabel?.text = "detail"
                    return cell
                }
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    selected.append(indexPath.row)
                }
            }
            let words = Words(style: .plain)
            show(UINavigationController(rootViewController: words))
            expectEqual(PlaygroundScreen.snapshot().rows, ["row 0 — detail", "row 1 — detail", "row 2 — detail"])
            expectTrue(PlaygroundScreen.select(2).isSuccess)
            expectEqual(words.selected, [2])
        }

        @Test("a storyboard's collection prototype is made with init(coder:), outlets connected, then awakeFromNib")
        func collectionPrototypes() {
            freshApp()
            UIStoryboard.registerPrototype(ThumbnailCell.self, identifier: "Thumb")
            UIStoryboard.registerOutlets(of: ThumbnailCell.self) { cell in
                cell.imageView = UIStoryboard.makeOutlet(UIImageView.self, named: "imageView", in: cell)
            }
            final class Grid: UICollectionViewController {
                override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                    -> Int
                { 2 }
                override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Thumb", for: indexPath)
                    (cell as? ThumbnailCell)?.imageView.image = UIImage(named: indexPath.item == 0 ? "🏔" : "🌊")
                    return cell
                }
            }
            UIStoryboard.registerScene(Grid.self)
            let grid = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Grid")
            show(grid)
            let cells = (grid as? Grid)?.collectionView.visibleCells ?? []
            expectEqual(cells.map { ($0 as? ThumbnailCell)?.awoke ?? false }, [true, true])
            expectEqual(cells.first?.frame.size, CGSize(width: 50, height: 50))
            expectEqual(PlaygroundScreen.snapshot().items, ["🏔", "🌊"])
        }
    }
}

extension Result {
    /// Whether the result is a success.
    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
