import RxCocoa
import RxSwift
import UIKit

/// The form for a new repo. Whoever shows it subscribes to `repoAnswer`: Save sends the typed
/// repo there and completes it, the only answer the form gives.
class NewRepoViewController: UIViewController {
    @IBOutlet weak var name: UITextField!
    @IBOutlet weak var language: UITextField!
    @IBOutlet weak var saveItem: UIBarButtonItem!

    private let bag = DisposeBag()
    private let answer = PublishSubject<Repo>()

    /// The saved repo, then the end; nothing at all if the user leaves without saving.
    var repoAnswer: Observable<Repo> {
        answer.asObservable()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let typed = Observable.combineLatest(name.rx.text.orEmpty, language.rx.text.orEmpty, resultSelector: Repo.typed)
            .share(replay: 1)

        typed
            .map { $0 != nil }
            .bind(to: saveItem.rx.isEnabled)
            .disposed(by: bag)

        saveItem.rx.tap
            .withLatestFrom(typed)
            .compactMap { $0 }
            .subscribe(onNext: { [answer] repo in
                answer.onNext(repo)
                answer.onCompleted()
            })
            .disposed(by: bag)
    }
}
