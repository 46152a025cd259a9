import Interpreter
import RxSwift

/// `Binder(target, scheduler:binding:)`, as RxCocoa's docs write custom binders
/// (`Binder(base) { controller, title in controller.title = title }`): an observer that calls
/// `binding(target, element)` on the scheduler, the main one by default. Like RxSwift's, it holds
/// its target weakly: once the target is gone, elements do nothing.
package enum BinderCreation {
    package static func register(_ registry: LibrarySet) {
        let parameters = [
            Param.positional(), Param.optional("scheduler", .library("SchedulerType", [])), Param.closure("binding"),
        ]
        registry.staticTable("Binder").addMethod("init", parameters, result: { receiver, _ in
            .library("Binder", [receiver.firstArgument])
        }) { receiver, arguments, site in
            let target = WeakReference(arguments[0])
            let binding = try Builtins.function(arguments[2], site, 2)
            var scheduler: ImmediateSchedulerType = site.runtime.rx.mainScheduler
            if case .object(let object as SchedulerObject) = arguments[1] { scheduler = object.scheduler }
            let runtime = site.runtime
            return .object(BinderObject(elementType: RxValues.typeArgument(receiver), scheduler: scheduler,
                                        runtime: runtime) { element in
                var value = target.value
                if case .optional(let held) = value {
                    guard let held else { return }
                    value = held
                }
                _ = try binding.call([value, element], runtime)
                try runtime.checkPending()
            })
        }
    }
}
