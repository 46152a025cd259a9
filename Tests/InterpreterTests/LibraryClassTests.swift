import Interpreter
import TestSupport
import Testing

/// A library class learner classes inherit from (`LibraryClass`), with a test-only library: a
/// `Counter` whose `tick()` calls `didTick()`, which a subclass may override.
private final class CounterObject: RuntimeObject {
    var count = 0
    var type: SwiftType { .library("Counter", []) }
    var family: MemberFamily { .library("Counter") }
}

private final class CounterLibrary: InterpreterLibrary {
    func register(into libraries: LibrarySet) {
        libraries.typeNames["Counter"] = { _ in .library("Counter", []) }
        let table = libraries.instanceTable(.library("Counter"))
        table.addProperty("count", type: { _ in .int }) { receiver, _ in
            guard case .object(let counter as CounterObject) = receiver else { return .void }
            return .int(counter.count)
        }
        table.addMethod("tick", []) { receiver, _, site in
            guard case .object(let counter as CounterObject) = receiver else { return .void }
            counter.count += 1
            if try site.runtime.callOverride(on: counter, "didTick", []) == nil {
                site.runtime.write("Counter.didTick\n")
            }
            return .void
        }
        table.addMethod("didTick", []) { _, _, site in
            site.runtime.write("Counter.didTick\n")
            return .void
        }
        libraries.classes["Counter"] = LibraryClass(type: .library("Counter", [])) { _ in CounterObject() }
    }
}

@Suite struct LibraryClassTests {
    private func run(_ source: String) -> String {
        Interpreter(configuration: .init(), libraries: [CounterLibrary()]).run(source).transcript
    }

    @Test func learnerOverrideIsCalledByTheLibrary() {
        expectEqual(run("""
            class Main: Counter {
              override func didTick() {
                print("Main saw", count)
                super.didTick()
              }
            }
            let m = Main()
            m.tick()
            m.tick()
            print(m.count)
            """), "Main saw 1\nCounter.didTick\nMain saw 2\nCounter.didTick\n2\n")
    }

    @Test func withoutAnOverrideTheLibraryDoesItsOwn() {
        expectEqual(run("class Plain: Counter {}\nlet p = Plain()\np.tick()\nprint(p.count)"), "Counter.didTick\n1\n")
    }

    @Test func anOverrideNeedsTheKeyword() {
        expectEqual(run("class Main: Counter { func didTick() {} }"), """
            error: overriding declaration requires an 'override' keyword
             1 | class Main: Counter { func didTick() {} }
               |                            ^~~~~~~

            """)
    }
}

@Suite struct LiveObjectsTests {
    @Test func aCycleThroughABagIsAliveButUnreachable() {
        let interpreter = makeInterpreter()
        interpreter.run(LifetimesTests.cycle("{ value in print(value, self.seen) }"))
        let live = interpreter.liveObjects
        expectEqual(live.map(\.className), ["Screen"])
        if let screen = live.first {
            expectTrue(!interpreter.isReachableFromTopLevel(screen))
        }
        interpreter.run("let again = PublishSubject<Int>()")
        expectEqual(interpreter.liveObjects.count, 1)
    }

    @Test func aReachableObjectIsReported() {
        let interpreter = makeInterpreter()
        interpreter.run("class Box { var items: [Int] = [] }\nlet boxes = [Box()]\nlet handler = { print(boxes.count) }")
        guard let box = interpreter.liveObjects.first else {
            Issue.record("no live object")
            return
        }
        expectTrue(interpreter.isReachableFromTopLevel(box))
        interpreter.run("class Holder { let box: Box\n init(_ box: Box) { self.box = box } }\nvar holder: Holder? = Holder(boxes[0])")
        expectEqual(interpreter.liveObjects.map(\.className), ["Box", "Holder"])
    }
}
