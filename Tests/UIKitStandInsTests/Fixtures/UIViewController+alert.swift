import UIKit
import RxSwift

extension UIViewController {
  func alert(title: String, text: String?) -> Completable {
    return Completable.create(subscribe: { [weak self] completable in
      let alertVC = UIAlertController(title: title, message: text, preferredStyle: .alert)
      let close = UIAlertAction(title: "Close", style: .default, handler: { _ in
        completable(.completed)
      })
      alertVC.addAction(close)
      self?.present(alertVC, animated: true, completion: nil)
      return Disposables.create {
        self?.dismiss(animated: true, completion: nil)
      }
    })
  }
}
