import RxCocoa
import RxSwift
import TestSupport
import Testing
@_spi(Playground) import UIKit

/// The subjects article's delegate proxy for the image picker, as learners write it.
final class RxImagePickerDelegateProxy: DelegateProxy<
    UIImagePickerController, UIImagePickerControllerDelegate & UINavigationControllerDelegate
>, DelegateProxyType, UIImagePickerControllerDelegate, UINavigationControllerDelegate
{
    private(set) weak var imagePicker: UIImagePickerController?
    private let didFinishPicking = PublishSubject<[UIImagePickerController.InfoKey: Any]>()
    private let didCancelPicking = PublishSubject<Void>()

    var didFinishPickingMediaWithInfo: Observable<[UIImagePickerController.InfoKey: Any]> {
        didFinishPicking.asObservable()
    }
    var didCancel: Observable<Void> { didCancelPicking.asObservable() }

    init(imagePicker: UIImagePickerController) {
        self.imagePicker = imagePicker
        super.init(parentObject: imagePicker, delegateProxy: RxImagePickerDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { RxImagePickerDelegateProxy(imagePicker: $0) }
    }

    static func currentDelegate(for object: UIImagePickerController)
        -> (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?
    {
        object.delegate
    }

    static func setCurrentDelegate(
        _ delegate: (UIImagePickerControllerDelegate & UINavigationControllerDelegate)?,
        to object: UIImagePickerController
    ) {
        object.delegate = delegate
    }

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        didFinishPicking.onNext(info)
        forwardToDelegate()?.imagePickerController(picker, didFinishPickingMediaWithInfo: info)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        didCancelPicking.onNext(())
        forwardToDelegate()?.imagePickerControllerDidCancel(picker)
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

/// A delegate that was there before the proxy.
final class EarlierDelegate: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var cancels = 0

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancels += 1
    }
}

extension UIKitModuleTests {
    @Suite("delegate proxies") @MainActor struct DelegateProxyTests {
        @Test("proxy(for:) makes one proxy per picker, installs it as the delegate and forwards to the one before")
        func proxyForPicker() {
            freshApp()
            let picker = UIImagePickerController()
            let earlier = EarlierDelegate()
            picker.delegate = earlier
            let proxy = RxImagePickerDelegateProxy.proxy(for: picker)
            expectTrue(RxImagePickerDelegateProxy.proxy(for: picker) === proxy)
            expectTrue(picker.delegate === proxy)
            expectTrue(proxy.forwardToDelegate() === earlier)
            let bag = DisposeBag()
            var picked: [String] = []
            var cancels = 0
            picker.rx.didFinishPickingMediaWithInfo
                .subscribe(onNext: { info in picked.append((info[.originalImage] as? UIImage)?.description ?? "nil") })
                .disposed(by: bag)
            picker.rx.didCancel.subscribe(onNext: { cancels += 1 }).disposed(by: bag)
            show(UIViewController(title: "Main"))
            UIApplication.shared.keyWindow?.rootViewController?.present(picker, animated: true)
            picker.pick(UIImage(named: "🏖"))
            picker.cancel()
            expectEqual(picked, ["🏖"])
            expectEqual(cancels, 1)
            expectEqual(earlier.cancels, 1)
        }

        @Test("a picker nothing holds takes its proxy with it: the proxy's subjects complete")
        func proxyGoesWithThePicker() {
            freshApp()
            let bag = DisposeBag()
            var events: [String] = []
            var picker: UIImagePickerController? = UIImagePickerController()
            picker!.rx.didCancel.subscribe(
                onNext: { events.append("cancelled") }, onCompleted: { events.append("completed") }
            )
            .disposed(by: bag)
            picker = nil
            expectEqual(events, ["completed"])
        }
    }
}
