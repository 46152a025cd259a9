import Interpreter
import TestSupport
import Testing

/// Swift's lifetimes: `deinit` when the last strong reference goes, bags that dispose with
/// their owner, weak and unowned references, capture lists, and retain cycles that leak.
@Suite struct LifetimesTests {
    static let player = """
        class Player {
          let name: String
          init(name: String) { self.name = name }
          deinit { print("\\(name) is gone") }
        }
        """

    @Test(arguments: [
        // Set to nil, reassigned.
        ("var p: Player? = Player(name: \"Ann\")\nprint(\"before\")\np = nil\nprint(\"after\")",
         "before\nAnn is gone\nafter\n"),
        ("var p = Player(name: \"Ann\")\np = Player(name: \"Bo\")\nprint(p.name)", "Ann is gone\nBo\n"),
        // A second reference keeps it alive.
        ("var p: Player? = Player(name: \"Ann\")\nlet q = p\np = nil\nprint(\"still\", q?.name ?? \"\")",
         "still Ann\n"),
        // A local going out of scope when its function returns.
        ("func play() {\n  let p = Player(name: \"Cy\")\n  print(\"playing\", p.name)\n}\nplay()\nprint(\"done\")",
         "playing Cy\nCy is gone\ndone\n"),
        // A collection emptied: elements go in order.
        ("var team = [Player(name: \"A\"), Player(name: \"B\")]\nteam.removeAll()\nprint(\"empty\")",
         "A is gone\nB is gone\nempty\n"),
        // Released stored properties: the owner's deinit, then what it owned.
        ("class Team { let captain = Player(name: \"Cap\")\n  deinit { print(\"team gone\") }\n}\nvar t: Team? = Team()\nt = nil",
         "team gone\nCap is gone\n"),
        // The subclass's deinit runs before the superclass's.
        ("class Pro: Player { deinit { print(\"pro gone\") } }\nvar p: Pro? = Pro(name: \"Dee\")\np = nil",
         "pro gone\nDee is gone\n"),
        // A value shown at the prompt is not kept.
        ("Player(name: \"Zed\")\nprint(\"next\")", "Player = Player\nZed is gone\nnext\n"),
    ])
    func deinitRuns(_ input: String, _ expected: String) {
        expectEqual(transcript(LifetimesTests.player + "\n" + input), expected)
    }

    @Test func wrongInputFails() {
        // Without releasing the last reference, nothing is printed.
        expectEqual(transcript(LifetimesTests.player + "\nvar p: Player? = Player(name: \"Ann\")\nlet q = p\np = nil"), "")
    }

    static let screen = """
        let subject = PublishSubject<Int>()
        class Screen {
          let bag = DisposeBag()
          var seen = 0
          init(_ source: PublishSubject<Int>) {
            source.subscribe(onNext: { print("got", $0) }).disposed(by: bag)
          }
          deinit { print("screen deinit") }
        }
        """

    @Test func bagDisposesWhenItsOwnerGoes() {
        expectEqual(transcript(LifetimesTests.screen, """
            var screen: Screen? = Screen(subject)
            subject.onNext(1)
            screen = nil
            subject.onNext(2)
            print("end")
            """), "got 1\nscreen deinit\nend\n")
    }

    @Test func localBagDisposesWhenTheFunctionReturns() {
        expectEqual(transcript("let subject = PublishSubject<Int>()", """
            func listen() {
              let bag = DisposeBag()
              subject.subscribe(onNext: { print("heard", $0) }).disposed(by: bag)
              subject.onNext(1)
            }
            listen()
            subject.onNext(2)
            print("end")
            """), "heard 1\nend\n")
    }

    static func cycle(_ handler: String) -> String {
        """
        let subject = PublishSubject<Int>()
        class Screen {
          let bag = DisposeBag()
          var seen = 0
          init(_ source: PublishSubject<Int>) {
            source.subscribe(onNext: \(handler)).disposed(by: bag)
          }
          deinit { print("screen deinit") }
        }
        var screen: Screen? = Screen(subject)
        subject.onNext(1)
        screen = nil
        subject.onNext(2)
        """
    }

    @Test(arguments: [
        // Captured strongly: the subscription keeps the screen, the screen keeps the bag.
        ("{ value in self.seen += 1; print(\"seen\", value, self.seen) }", "seen 1 1\nseen 2 2\n"),
        ("{ value in self.seen += 1; print(\"seen\", value) }", "seen 1\nseen 2\n"),
        // Weakly: the screen goes, its bag disposes.
        ("{ [weak self] value in self?.seen += 1; print(\"seen\", value, self?.seen ?? -1) }",
         "seen 1 1\nscreen deinit\n"),
        ("{ [weak self] value in\n guard let self = self else { return }\n self.seen += 1\n print(\"seen\", value, seen) }",
         "seen 1 1\nscreen deinit\n"),
        ("{ [weak self] value in\n guard let self else { return }\n print(\"seen\", value, self.seen) }",
         "seen 1 0\nscreen deinit\n"),
        ("{ [weak self] value in\n guard let this = self else { return }\n print(\"seen\", value, this.seen) }",
         "seen 1 0\nscreen deinit\n"),
        ("{ [weak vc = self] value in print(\"seen\", value, vc?.seen ?? -1) }", "seen 1 0\nscreen deinit\n"),
        ("{ [unowned self] value in print(\"seen\", value, self.seen) }", "seen 1 0\nscreen deinit\n"),
        // A closure that does not use `self` does not keep it.
        ("{ value in print(\"seen\", value) }", "seen 1\nscreen deinit\n"),
    ])
    func retainCycles(_ handler: String, _ expected: String) {
        expectEqual(transcript(LifetimesTests.cycle(handler)), expected)
    }

    @Test func weakPropertyBecomesNil() {
        expectEqual(transcript("""
            class Owner { var name = "Olga" }
            class Pet { weak var owner: Owner? }
            var owner: Owner? = Owner()
            let pet = Pet()
            pet.owner = owner
            print(pet.owner?.name ?? "none")
            owner = nil
            print(pet.owner?.name ?? "none")
            """), "Olga\nnone\n")
    }

    @Test func weakVariableBecomesNil() {
        expectEqual(transcript(LifetimesTests.player + """

            var strong: Player? = Player(name: "Wes")
            weak var weakRef = strong
            print(weakRef?.name ?? "nil")
            strong = nil
            print(weakRef?.name ?? "nil", weakRef == nil)
            """), "Wes\nWes is gone\nnil true\n")
    }

    @Test func unownedReadAfterReleaseIsAnError() {
        expectEqual(transcript("""
            class Owner { var name = "Olga" }
            class Tag { unowned let owner: Owner
              init(owner: Owner) { self.owner = owner }
            }
            var owner: Owner? = Owner()
            let tag = Tag(owner: owner!)
            print(tag.owner.name)
            owner = nil
            print(tag.owner.name)
            """), """
            Olga
            error: attempted to read an unowned reference but the object was already deallocated
             9 | print(tag.owner.name)
               |           ^~~~~

            """)
    }

    @Test func twoObjectsInACycleLeakAndWeakBreaksIt() {
        let strong = """
            class Node { var other: Node?
              let name: String
              init(_ name: String) { self.name = name }
              deinit { print(name, "gone") }
            }
            var a: Node? = Node("a")
            var b: Node? = Node("b")
            a?.other = b
            b?.other = a
            a = nil
            b = nil
            print("end")
            """
        expectEqual(transcript(strong), "end\n")
        expectEqual(transcript(strong.replacingOccurrences(of: "var other", with: "weak var other")), "a gone\nb gone\nend\n")
    }
}

@Suite struct DeinitFailureTests {
    @Test func anErrorInDeinitStopsTheStatementThatReleased() {
        expectEqual(transcript("""
            class Bad { deinit { let a = [1]; print(a[3]) } }
            var bad: Bad? = Bad()
            bad = nil
            print("not reached")
            """), """
            error: index out of range
             1 | class Bad { deinit { let a = [1]; print(a[3]) } }
               |                                         ^~~~
            note: the index is 3 and the array has 1 element

            """)
    }
}

@Suite struct ScheduledReleaseTests {
    @Test func anObjectReleasedByScheduledWorkEndsWhenTheClockMoves() {
        expectEqual(timedTranscript("""
            class Job { deinit { print("job gone") } }
            func start() {
              let job = Job()
              _ = Observable<Int>.timer(.seconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in print("fired", job) })
            }
            """, "start()\nprint(\"started\")"), "started\nfired Job\njob gone\n")
    }
}

@Suite struct WeakVariableSummaryTests {
    @Test func variablesShowAWeakVariablesObjectOrNil() {
        let interpreter = makeInterpreter()
        interpreter.run("class P {}\nvar strong: P? = P()\nweak var link = strong")
        expectEqual(interpreter.variables.last?.valueText, "P")
        interpreter.run("strong = nil")
        expectEqual(interpreter.variables.last?.valueText, "nil")
    }
}
