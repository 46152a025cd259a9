import Compiling
import RunnerProtocol

/// Where, in the learner's inputs, a class keeps its instances alive: the lines whose closures
/// capture `self` strongly in subscriptions the class's own bag holds (`SelfCaptures`), read
/// from the input that declared the class and the later inputs that extend it.
enum CycleSource {
    /// Each such line of the class and bag `place` names (`line 5: taps.subscribe(…)` as
    /// `SessionTexts.captureLine` words it), in the inputs' order; lines are counted in their
    /// own input (a script's lines in the file).
    static func lines(of place: RunnerSubscription.Place, in inputs: [(module: String, text: String)])
        -> [SelfCaptures.Capture]
    {
        guard let declaring = inputs.firstIndex(where: { $0.module == place.module }) else { return [] }
        var texts = [inputs[declaring].text]
        guard SelfCaptures.storedProperties(ofClass: place.className, in: texts[0]) != nil else { return [] }
        for input in inputs[(declaring + 1)...] {
            // A class declared again is another class: extensions after it extend that one.
            if SelfCaptures.storedProperties(ofClass: place.className, in: input.text) != nil { break }
            texts.append(input.text)
        }
        return texts.flatMap { text in
            SelfCaptures.captures(in: text, className: place.className, bag: place.property)
        }
    }
}
