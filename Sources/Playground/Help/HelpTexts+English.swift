/// `:help` in English. The commands' summaries are the commands' own.
extension HelpTexts {
    static let english = HelpTexts(
        intro: "Type Swift as in a playground, with RxSwift 6's API (PublishSubject, …).",
        commandsHeading: "Commands:",
        commandArguments: ":help NAME shows a command's arguments.",
        topicsHeading: "Topics (:help TOPIC):",
        summaries: Dictionary(uniqueKeysWithValues: MetaCommands.all.map { ($0.name, $0.summary) }),
        topics: [
            "subjects": subjects, "relays": relays, "traits": traits, "disposing": disposing, "operators": operators,
            "time": time, "marbles": marbles, "lessons": lessons, "ui": ui, "app": app,
        ])

    private static let subjects = """
        Subjects are observables you push events into yourself.
          PublishSubject<T>()            only what is sent after you subscribe
          BehaviorSubject(value: x)      its latest value first, then what follows
          ReplaySubject<T>.create(bufferSize: n)
                                 the last n elements first (createUnbounded: all)
          AsyncSubject<T>()              only the last element, when it completes
        Send with onNext(x), onError(e), onCompleted(). After a stop event a subject
        sends nothing more; a new subscriber gets just the stop event, after the
        buffer of a ReplaySubject or the last element of a completed AsyncSubject.

        """

    private static let relays = """
        Relays are subjects that can never end: accept(x) instead of onNext, no
        onError or onCompleted, so what is bound to them never stops by accident.
          PublishRelay<T>()  BehaviorRelay(value: x) (.value reads it)
          ReplayRelay<T>.create(bufferSize: n)
        BehaviorRelay replaced the old Variable: write relay.accept(relay.value + [x])
        where old code wrote variable.value.append(x).

        """

    private static let traits = """
        Traits are observables with a promise about their shape.
          Single<T>    exactly one element or an error   subscribe(onSuccess:onFailure:)
          Maybe<T>     one element, nothing, or an error
                       subscribe(onSuccess:onError:onCompleted:)
          Completable  only completion or an error   subscribe(onCompleted:onError:)
        Convert with asSingle(), asMaybe(), ignoreElements().asCompletable(); chain
        with completable.andThen(next). asSingle() waits for completion: a subject
        that never completes never succeeds, and a second element fails with "Sequence
        contains more than one element."

        """

    private static let disposing = """
        subscribe returns a Disposable: call dispose() to stop listening, or add it to
        a bag with .disposed(by: bag). A DisposeBag disposes everything in it when it
        goes away: assign bag = DisposeBag() to empty it. A subscription nothing holds
        lives until its source ends; :subs shows which ones are live and which can
        never be disposed. Disposables.create, CompositeDisposable,
        RefCountDisposable(disposable:) (disposes once it and every retain() are
        disposed) and ScheduledDisposable(scheduler:disposable:) (disposes on the
        scheduler) are there too.

        """

    private static let operators = """
        Operators make new observables from old ones, e.g.
        \(operatorNames)
        Chain them: subject.map { $0 * 2 }.filter { $0 > 2 }.subscribe(onNext: {
        print($0) })

        """

    private static let time = """
        Time is virtual: each input you type moves the clock one frame (100ms), and
        MainScheduler.instance is that clock, so delay, debounce, throttle, interval
        and timer run without waiting. :wait 2s moves the clock further and runs what
        falls due; :time shows it.

        """

    private static let marbles = """
        :marbles draws a lane per subject, relay, named observable and subscription,
        one column per frame: values inline (long ones under a letter with a legend),
        ^ subscribed, ! disposed, | completed, # error, ↺ replayed on subscribing;
        one frame's events in parentheses, values between commas: (^1,2|); an
        element keeps its color through map, filter, delay, throttle, share …
        (combineLatest, zip, scan make new ones). :marbles a b draws only lanes
        a and b; --from 200ms --to 1.5s or --last 10 (the last 10 frames where
        something happened) choose the window, --scale draws time to scale (every
        frame as wide, filling the width); --ascii, --rxjs, --rxtest and --svg FILE
        draw or export it differently (the picture has a key of its symbols; RxJS
        writes subjects as hot(…)); --html FILE writes one page that plays it as
        :play does, with play/pause and a time slider, for a projector (it needs no
        network). :auto on draws the lanes each input touched, after every input.
        ↯ before a value or # marks what another queue's work sent (a library's
        callback, observe(on:) a background scheduler): the UI wants a hop back to
        the main queue first.

        """

    private static let lessons = """
        :lessons lists the lessons; :lesson NAME starts one here. An empty line goes
        on to the next step. In an exercise, type code until the check passes; :hint
        and :solution help. From the shell: rxplay lesson NAME (--step for one key
        press per step, --check to verify a lesson).

        """

    private static let app = """
        rxplay app PATH runs an iOS project: every .swift file under PATH (not Pods/,
        not folders ending in Tests or UITests) compiles as the app's module, as Xcode
        builds the app target. The storyboard (Base.lproj/Main.storyboard, or the one
        Info.plist's UIMainStoryboardFile names) makes the scenes by custom class and
        storyboard ID, the controls it declares for the outlets, and connects the
        actions (actionAdd: with its sender, actionAdd without) and segues.
        The app launches as on a device: your app delegate is made, a window gets the
        storyboard's initial controller as its root, your delegate hears
          application(_:didFinishLaunchingWithOptions:)
        and the window shows: viewDidLoad, viewWillAppear, viewDidAppear.
        The prompt is inside the app's module: its types and objects are yours, e.g.
          UIApplication.shared.delegate as? AppDelegate
        Act as the user; after each action the screen box is drawn:
          :tap NAME         a button or bar button item: title, + for add, or outlet
          :select N         row or item N of the table or collection view, from 1
          :back             the navigation bar's back button
          :type FIELD TEXT  into a text field, by outlet name or placeholder
          :alert TITLE      the alert's button TITLE
          :screen           draw the screen box again
        rxplay app PATH < script runs the same lines from a file or a pipe.
        :app FOLDER launches a project from the prompt, and a lesson launches its own
        app the same way: :app apps/collage in a ```rxplay step finds the project in
        lessons/apps/collage, beside the lesson, then steps drive it with :tap, :type …

        """

    private static let ui = """
        UIKit, RxCocoa, Photos and Dispatch stand-ins, with their real names:
        \(standInNames)
        Your own screens subclass UIViewController (or UITableViewController) and
        override viewDidLoad (run once, when the view is first needed) and
        viewWillAppear(_:), viewDidAppear, viewWillDisappear, viewDidDisappear (run
        on push, pop, present, dismiss). A popped screen nothing else holds is
        released: its deinit runs.
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(
        withIdentifier: "PhotosViewController") makes your class of that name.
        When the view loads, each @IBOutlet var x: UIButton! gets a new control
        titled after its name (buttonSave: Save; itemAdd: +, bar button items go on
        the right of the navigation bar), and tapping it runs your @IBAction
        actionSave() (or saveTapped(), savePressed()): act as the user with
        main.buttonSave.sendActions(for: .touchUpInside) or main.itemAdd.tap().
        Act as the user with sendActions(for:): set text, then sendActions(for:
        .editingChanged); flip a switch with isOn = true, then sendActions(for:
        .valueChanged); tap a button with sendActions(for: .touchUpInside).
        Playground conveniences, where UIKit has no public way to act as the user:
          item.tap()               taps a UIBarButtonItem (nothing while disabled)
          alert.tapButton("OK")    taps an alert's button: dismisses, runs the handler
          picker.pick(UIImage(named: "beach"))   picks an image in a presented
                                   picker: the delegate's imagePickerController(_:
                                   didFinishPickingMediaWithInfo:), if it has one
          picker.cancel()          the delegate's imagePickerControllerDidCancel(_:)
          PHPhotoLibrary.shared().failNextSave()   the next performChanges fails
          UIViewController(title:), UIButton(title:), UITextField(placeholder:),
          UIBarButtonItem(title:)  make one with that text in one call
        Queued work runs at the next turn of the clock (after each input, or :wait).

        """
}
