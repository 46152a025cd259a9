import UIKit
import RxSwift
import RxCocoa

class NewRepoViewController: UIViewController {

  @IBOutlet weak var id: UITextField!
  @IBOutlet weak var name: UITextField!
  @IBOutlet weak var language: UITextField!
  @IBOutlet weak var saveButton: UIBarButtonItem!

  private let bag = DisposeBag()
  private let repo = PublishSubject<Repo>()

  lazy var repoObservable: Observable<Repo> = {
    return self.repo.asObservable()
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    bindUI()
  }

  func bindUI() {
    // current repo data
    let currentRepo = Observable.combineLatest(id.rx.text, name.rx.text, language.rx.text) { id, name, lang -> Repo? in
      guard let id = id, let idInt = Int(id),
        let name = name, name.count > 1,
        let lang = lang, lang.count > 0 else {
          return nil
      }
      return Repo(idInt, name, lang)
      }
      .share(replay: 1)

    // toggle save button
    currentRepo
      .map { $0 != nil }
      .bind(to: saveButton.rx.isEnabled)
      .disposed(by: bag)

    // emit repo when saved
    saveButton.rx.tap
      .withLatestFrom(currentRepo)
      .subscribe(onNext: { [weak self] repo in
        if let repo = repo {
          self?.repo.onNext(repo)
          self?.repo.onCompleted()
        }
      })
      .disposed(by: bag)
  }
}
