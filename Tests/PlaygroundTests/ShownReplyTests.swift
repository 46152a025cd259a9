@testable import Playground
import RunnerProtocol
import TestSupport
import Testing

/// A reply learner code wrote itself must not drive the terminal: its texts are shown safely,
/// and a payload stays JSON of the same shape.
@Suite("Replies shown safely")
struct ShownReplyTests {
    @Test(
        "the control characters in a payload's strings are shown, in the JSON text",
        arguments: [
            (#"{"name":"\u001b]0;x\u0007"}"#, #"{"name":"\u241b]0;x\u2407"}"#),
            // Upper-case hex, a raw C1 CSI and a bidirectional override, short escapes.
            (#"{"name":"\u001B[2J"}"#, #"{"name":"\u241b[2J"}"#), ("{\"a\":\"\u{9B}6n\u{202E}\"}", #"{"a":"\ufffd6n\ufffd"}"#),
            (#"{"a":"x\by\rz\f"}"#, #"{"a":"x\u2408y\u240dz\u240c"}"#),
            // What stays: line breaks, tabs, quotes, an escaped backslash before `u001b`, numbers, keys.
            (#"{"a":"one\ntwo\tthree \"q\" \\u001b","n":9223372036854775807,"f":0.1}"#,
             #"{"a":"one\ntwo\tthree \"q\" \\u001b","n":9223372036854775807,"f":0.1}"#),
            (#"[1,2,{"k":null,"b":true}]"#, #"[1,2,{"k":null,"b":true}]"#),
            (#"{"\u001bkey":1}"#, #"{"\u241bkey":1}"#),
        ])
    func payload(json: String, expected: String) {
        expectEqual(ShownReply.payload(json), expected)
    }

    @Test("a reply's message is shown with its line breaks; everything else is kept")
    func message() {
        let reply = RunnerReply(
            succeeded: false, message: "FORGED\u{1B}]52;c;aGk=\u{07}\nnext", now: 5, pending: 2,
            payload: #"{"v":"\u001b"}"#)
        let shown = ShownReply.shown(reply)
        expectEqual(shown.message, "FORGED␛]52;c;aGk=␇\nnext")
        expectEqual(shown.payload, #"{"v":"\u241b"}"#)
        expectEqual(shown.now, 5)
        expectEqual(shown.pending, 2)
        expectEqual(shown.succeeded, false)
    }
}
