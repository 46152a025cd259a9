/// The lists of names that `:help`'s topics show as they are in every language (code never
/// changes): one list to update when a stand-in or an operator joins.
extension HelpTexts {
    /// The operators `:help operators` names, two spaces in.
    static let operatorNames = """
          map filter compactMap scan reduce take skip distinctUntilChanged startWith
          merge concat zip combineLatest withLatestFrom
          flatMap flatMapLatest flatMapFirst
          debounce throttle delay timeout share(replay:) catch retry do debug
          withUnretained decode(type: T.self, decoder: JSONDecoder())
        """

    /// The stand-ins and their members `:help ui` names, two spaces in.
    static let standInNames = """
          UIButton(type: .system)  setTitle(_:for:)  title(for:)  isEnabled  isHidden
          UITextField()  text  placeholder   UILabel()  text   UISwitch()  isOn
          UIImageView()  image   UIImage(named:)   CGSize  CGPoint  CGRect
          UIBarButtonItem(title:style:target:action:)   UITableView  UITableViewCell
          UIViewController()  present(_:animated:completion:)
                              dismiss(animated:completion:)
          UINavigationController(rootViewController:)
                              pushViewController(_:animated:)  popViewController
          UIAlertController(title:message:preferredStyle:)  addAction(UIAlertAction)
          UIImagePickerController()  sourceType (.photoLibrary, .camera)
                              allowsEditing  delegate  info[.originalImage]
          extension ViewController: UIImagePickerControllerDelegate,
                              UINavigationControllerDelegate { … }
          class P: DelegateProxy<Parent, Delegate>, DelegateProxyType:
                              registerKnownImplementations() { register { … } },
                              currentDelegate(for:), setCurrentDelegate(_:to:);
                              P.proxy(for: object), forwardToDelegate()
          rx.tap  rx.text (.orEmpty)  rx.isOn  rx.isEnabled  rx.isHidden  rx.title
          rx.image  tableView.rx.items  asDriver  drive  asSignal  emit
          DispatchQueue.main.async { }  asyncAfter(deadline: .now() + 1)
          PHPhotoLibrary.shared().performChanges(_:completionHandler:)
        """
}
