import UIKit
import RxSwift
import RxCocoa

private let initialRepos = [
  Repo(1, "EasyAnimation", "Swift"),
  Repo(2, "Unbox", "Swift"),
  Repo(3, "RxSwift", "Swift")
]

class PresentViewController: UIViewController {

  @IBOutlet weak var tableView: UITableView!
  @IBOutlet weak var addButton: UIBarButtonItem!

  private let bag = DisposeBag()
  private let repos = BehaviorRelay<[Repo]>(value: initialRepos)

  override func viewDidLoad() {
    super.viewDidLoad()
    bindUI()
  }

  func bindUI() {
    // display data
    repos.asObservable()
      .bind(to: tableView.rx.items) { (tableView, row, repo) in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell")!
        cell.textLabel!.text = repo.name
        cell.detailTextLabel?.text = repo.language
        return cell
      }
      .disposed(by: bag)

    // present view controller, observe output
    navigationItem.rightBarButtonItem!.rx.tap
      .throttle(.milliseconds(500), latest: false, scheduler: MainScheduler.instance)
      .flatMapFirst { [weak self] _ -> Observable<Repo> in
        if let addVC = self?.storyboard?.instantiateViewController(withIdentifier: "NewRepoViewController") as? NewRepoViewController {
          self?.navigationController?.pushViewController(addVC, animated: true)
          return addVC.repoObservable
        }
        return Observable.never()
      }
      .subscribe(onNext: { [weak self] repo in
        guard let repos = self?.repos else { return }
        repos.accept(repos.value + [repo])
        _ = self?.navigationController?.popViewController(animated: true)
      })
      .disposed(by: bag)
  }
}
