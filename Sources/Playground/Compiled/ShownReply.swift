import Compiling
import Foundation
import RunnerProtocol

/// A runner's reply with its texts made safe to draw: learner code runs in the runner's process,
/// so it can write a well-formed reply of its own, with the right sequence number, and whatever
/// the session draws from a reply (a message, the names in `:vars` and `:subs`, a timeline's
/// lanes) could otherwise carry escape sequences to the terminal.
///
/// The message has its control characters shown (`ControlCharacters.visibleLines`). The payload
/// is JSON: each string in it is shown the same way, in the JSON text itself, so the payload
/// stays valid JSON of the same shape and its numbers are untouched (an escape `\u001b` becomes
/// `\u241b`, `␛`; a raw C1 control or bidirectional override becomes `�`).
///
/// ```swift
/// ShownReply.payload(#"{"name":"\u001b]0;x\u0007"}"#)  // {"name":"\u241b]0;x\u2407"}
/// ```
enum ShownReply {
    /// `reply` with its message and payload shown safely.
    static func shown(_ reply: RunnerReply) -> RunnerReply {
        var shown = reply
        shown.message = reply.message.map(ControlCharacters.visibleLines)
        shown.payload = reply.payload.map(payload)
        return shown
    }

    /// `json` with the control characters of its strings shown; line breaks and tabs stay.
    static func payload(_ json: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = json.unicodeScalars.makeIterator()
        var inString = false
        while let scalar = scalars.next() {
            guard inString else {
                if scalar == "\"" { inString = true }
                out.append(scalar)
                continue
            }
            switch scalar {
            case "\"":
                inString = false
                out.append(scalar)
            case "\\":
                guard let escaped = scalars.next() else {
                    out.append(scalar)
                    break
                }
                switch escaped {
                case "u":
                    var hex = ""
                    for _ in 0..<4 { if let digit = scalars.next() { hex.unicodeScalars.append(digit) } }
                    let code = UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)
                    if let code, code != "\n", code != "\t", let shown = visible(code) {
                        out.append(contentsOf: Self.escape(shown).unicodeScalars)
                    } else {
                        out.append(contentsOf: ("\\u" + hex).unicodeScalars)
                    }
                case "b", "f", "r":
                    let code: Unicode.Scalar = escaped == "b" ? "\u{08}" : escaped == "f" ? "\u{0C}" : "\r"
                    out.append(contentsOf: Self.escape(visible(code) ?? code).unicodeScalars)
                default:
                    out.append(scalar)
                    out.append(escaped)
                }
            default:
                if let shown = visible(scalar) {
                    out.append(contentsOf: Self.escape(shown).unicodeScalars)
                } else {
                    out.append(scalar)
                }
            }
        }
        return String(out)
    }

    /// What `scalar` is shown as when it is a control character; nil when it is shown as it is.
    private static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let shown = ControlPicture.of(scalar)
        return shown == scalar ? nil : shown
    }

    /// `scalar` as a JSON escape.
    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
