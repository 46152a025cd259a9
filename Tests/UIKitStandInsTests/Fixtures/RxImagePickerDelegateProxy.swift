class RxImagePickerDelegateProxy: DelegateProxy<UIImagePickerController, UIImagePickerControllerDelegate & UINavigationControllerDelegate>, DelegateProxyType, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    weak private(set) var imagePicker: UIImagePickerController?
    private let didFinishPicking = PublishSubject<[UIImagePickerController.InfoKey: Any]>()
    private let didCancelPicking = PublishSubject<Void>()
    var didFinishPickingMediaWithInfo: Observable<[UIImagePickerController.InfoKey: Any]> { didFinishPicking.asObservable() }
    var didCancel: Observable<Void> { didCancelPicking.asObservable() }
    init(imagePicker: UIImagePickerController) {
        self.imagePicker = imagePicker
        super.init(parentObject: imagePicker, delegateProxy: RxImagePickerDelegateProxy.self)
    }
    static func registerKnownImplementations() {
        self.register { RxImagePickerDelegateProxy(imagePicker: $0) }
    }
    static func currentDelegate(for object: UIImagePickerController) -> (UIImagePickerControllerDelegate & UINavigationControllerDelegate)? {
        object.delegate
    }
    static func setCurrentDelegate(_ delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?, to object: UIImagePickerController) {
        object.delegate = delegate
    }
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        didFinishPicking.onNext(info)
        forwardToDelegate()?.imagePickerController?(picker, didFinishPickingMediaWithInfo: info)
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        didCancelPicking.onNext(())
        forwardToDelegate()?.imagePickerControllerDidCancel?(picker)
    }
    deinit {
        didFinishPicking.onCompleted()
        didCancelPicking.onCompleted()
    }
}
extension Reactive where Base: UIImagePickerController {
    var didFinishPickingMediaWithInfo: Observable<[UIImagePickerController.InfoKey: Any]> {
        RxImagePickerDelegateProxy.proxy(for: base).didFinishPickingMediaWithInfo
    }
    var didCancel: Observable<Void> {
        RxImagePickerDelegateProxy.proxy(for: base).didCancel
    }
}
