/// A word that work scheduled on the clock carries from the code that scheduled it to the moment
/// it runs, per thread.
///
/// The playground's timelines use it to follow one element through operators that deliver it
/// later (`delay`, `observe(on:)`, `debounce`): the element's origin is the word while it is being
/// delivered, a scheduled delivery takes it along, and the lane that records the element there
/// reads it. A periodic timer's ticks carry nothing: each tick starts something new.
///
/// Off (the default) it costs one load per scheduling; nothing is stored.
public enum CarriedContext {
    /// Whether scheduled work carries the word; the playground's runtime turns it on.
    nonisolated(unsafe) public static var isOn = false

    /// This thread's word (0 when none was set): a C thread-local (the `CarriedWord` target),
    /// called by its symbol so that no C module joins this module's interface, which learner
    /// code imports.
    public static var current: Int {
        get { carriedWordGet() }
        set { carriedWordSet(newValue) }
    }

    /// The word scheduled work takes along: this thread's when on, else 0.
    static var captured: Int { isOn ? current : 0 }

    /// Runs `work` with `word` as this thread's word, then puts the previous one back.
    static func run(with word: Int, _ work: () -> Void) {
        guard isOn else { return work() }
        let saved = current
        current = word
        work()
        current = saved
    }
}

@_silgen_name("carried_word_get")
private func carriedWordGet() -> Int

@_silgen_name("carried_word_set")
private func carriedWordSet(_ word: Int)
