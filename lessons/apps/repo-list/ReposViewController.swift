import RxCocoa
import RxRelay
import RxSwift
import UIKit

/// The list of repos. `+` opens the form through the storyboard's segue and waits for its
/// answer; a saved repo joins the list and the form goes.
class ReposViewController: UITableViewController {
    @IBOutlet weak var addItem: UIBarButtonItem!

    private let bag = DisposeBag()
    let repos = BehaviorRelay<[Repo]>(value: Repo.starters)
    private weak var openForm: NewRepoViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        repos
            .bind(to: tableView.rx.items(cellIdentifier: "RepoCell")) { _, repo, cell in
                cell.textLabel?.text = repo.name
                cell.detailTextLabel?.text = repo.language
            }
            .disposed(by: bag)

        addItem.rx.tap
            .flatMapFirst { [weak self] _ -> Observable<Repo> in
                guard let self else { return .empty() }
                self.performSegue(withIdentifier: "NewRepo", sender: self)
                return self.openForm?.repoAnswer ?? .empty()
            }
            .subscribe(onNext: { [weak self] repo in
                guard let self else { return }
                self.repos.accept(self.repos.value + [repo])
                self.navigationController?.popViewController(animated: true)
            })
            .disposed(by: bag)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        openForm = segue.destination as? NewRepoViewController
    }
}
