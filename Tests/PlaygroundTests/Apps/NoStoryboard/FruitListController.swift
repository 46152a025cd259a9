import UIKit

/// A list of fruit; selecting one prints it.
class FruitListController: UITableViewController {
    let fruit = ["apple", "pear", "plum"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruit.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        print("picked \(fruit[indexPath.row])")
    }
}
