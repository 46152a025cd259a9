// RxCocoa for learner code on Linux: control events and properties, binders, Driver and Signal,
// delegate proxies and the `rx` extensions of the UIKit module's views and controllers, with
// RxCocoa's behavior (subscribing and binding on the main thread, events that complete when
// their control goes).
@_exported import RxRelay
@_exported import RxSwift
