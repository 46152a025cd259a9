@_spi(Playground) import UIKit

/// What the playground's compile step registers for the book's classes: their scenes, their
/// outlets with the controls the storyboard gives them, and the actions those controls send.
@MainActor
func registerBookStoryboard() {
    UIStoryboard.registerScene(MainViewController.self)
    UIStoryboard.registerScene(PhotosViewController.self)
    UIStoryboard.registerScene(PresentViewController.self)
    UIStoryboard.registerScene(NewRepoViewController.self)
    UIStoryboard.registerPrototype(PhotoCell.self, identifier: "PhotoCell")
    UIStoryboard.registerOutlets(of: MainViewController.self) { controller in
        controller.imagePreview = UIStoryboard.makeOutlet(UIImageView.self, named: "imagePreview", in: controller)
        controller.buttonClear = UIStoryboard.makeOutlet(UIButton.self, named: "buttonClear", in: controller)
        controller.buttonSave = UIStoryboard.makeOutlet(UIButton.self, named: "buttonSave", in: controller)
        controller.itemAdd = UIStoryboard.makeOutlet(UIBarButtonItem.self, named: "itemAdd", in: controller)
        UIStoryboard.connectAction(controller.buttonClear) { [unowned controller] in controller.actionClear() }
        UIStoryboard.connectAction(controller.buttonSave) { [unowned controller] in controller.actionSave() }
        UIStoryboard.connectAction(controller.itemAdd) { [unowned controller] in controller.actionAdd() }
    }
    UIStoryboard.registerOutlets(of: PhotoCell.self) { cell in
        cell.imageView = UIStoryboard.makeOutlet(UIImageView.self, named: "imageView", in: cell)
    }
    UIStoryboard.registerOutlets(of: PresentViewController.self) { controller in
        controller.tableView = UIStoryboard.makeOutlet(UITableView.self, named: "tableView", in: controller)
        controller.addButton = UIStoryboard.makeOutlet(UIBarButtonItem.self, named: "addButton", in: controller)
    }
    UIStoryboard.registerOutlets(of: NewRepoViewController.self) { controller in
        controller.id = UIStoryboard.makeOutlet(UITextField.self, named: "id", in: controller)
        controller.name = UIStoryboard.makeOutlet(UITextField.self, named: "name", in: controller)
        controller.language = UIStoryboard.makeOutlet(UITextField.self, named: "language", in: controller)
        controller.saveButton = UIStoryboard.makeOutlet(UIBarButtonItem.self, named: "saveButton", in: controller)
    }
}
