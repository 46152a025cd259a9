import Interpreter
import RxSwift

/// `Observable.using(_:observableFactory:)`: a resource made for each subscription, disposed
/// when the subscription ends.
package enum UsingFactory {
    package static func register(_ registry: LibrarySet) {
        let statics = registry.staticTable("Observable")
        let factory = ParameterInfo(label: nil, type: .function([], .library("Disposable", [])))
        let observableFactory = ParameterInfo(label: "observableFactory",
                                              type: .function([.unknown], .library("Observable", [.unknown])))
        statics.addMethod("using", [factory, observableFactory], result: { receiver, types in
            .library("Observable", [receiver.firstArgument.or(Builtins.result(of: types[1]).firstArgument)])
        }, closures: { _, index in index == 1 ? [.unknown] : [] }) { receiver, arguments, site in
            let makeResource = try Builtins.function(arguments[0], site, 0)
            let makeObservable = RxValues.observableSelector(try Builtins.function(arguments[1], site, 1), site)
            let runtime = site.runtime
            let observable = Observable<Value>.using({ () throws -> ResourceDisposable in
                do {
                    let resource = try makeResource.call([], runtime)
                    return ResourceDisposable(resource, runtime)
                } catch let diagnostic as Diagnostic {
                    runtime.fail(diagnostic)
                    throw diagnostic
                }
            }, observableFactory: { resource in try makeObservable(resource.value) })
            var element = RxValues.typeArgument(receiver)
            if element.isUnknown { element = Builtins.result(of: site.argument(1)?.type ?? .unknown).firstArgument }
            return RxValues.derived(observable, element: element, from: [], site)
        }
    }
}

/// The resource of `using` as the engine's `Disposable`: a library disposable, or a learner's
/// type with a `dispose()` method.
final class ResourceDisposable: Disposable {
    let value: Value
    private let runtime: Runtime

    init(_ value: Value, _ runtime: Runtime) {
        self.value = value
        self.runtime = runtime
    }

    func dispose() {
        switch value {
        case .object(let disposable as DisposableObject): disposable.dispose()
        case .object(let subject as SubjectObject): subject.dispose()
        case .object(let instance as ClassInstance):
            guard let method = instance.classType.method("dispose", labels: []) as? LearnerFunction else { return }
            var receiver = value
            callDispose(method, &receiver)
        case .instance(let instance):
            guard let method = instance.type.method("dispose", labels: []) as? LearnerFunction else { return }
            var receiver = value
            callDispose(method, &receiver)
        default: break
        }
    }

    private func callDispose(_ method: LearnerFunction, _ receiver: inout Value) {
        guard runtime.pendingFailure == nil else { return }
        do {
            _ = try method.callMethod(self: &receiver, [], runtime)
        } catch let diagnostic as Diagnostic {
            runtime.fail(diagnostic)
        } catch {
            runtime.fail(Diagnostic(.error, "the error '\(Compiler.errorText(error, in: runtime))' was thrown from 'dispose()', which cannot throw",
                                    at: method.code.range))
        }
    }
}
