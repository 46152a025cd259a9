extension CompilerDiagnostic {
    /// Reads the compiler's serialized diagnostics (`-serialize-diagnostics-path`, clang's `.dia`
    /// format): every message in the order the compiler printed it, notes joined to the message
    /// before them, with the fix-its, the group and, for a declaration the compiler printed for a
    /// note (`RxSwift.Observable`), that text. Unlike the printed text, nothing here is lossy: a
    /// fix-it's range and text are exact, and two files of the same name are told apart.
    public static func read(serialized data: [UInt8]) throws -> [CompilerDiagnostic] {
        guard data.count >= 4, Array(data.prefix(4)) == Array("DIAG".utf8) else {
            throw Bitstream.Malformed(reason: "not serialized diagnostics")
        }
        var reading = SerializedReading()
        for record in try Bitstream.records(Array(data.dropFirst(4))) where record.block == diagnosticBlock {
            reading.take(record)
        }
        return reading.finished()
    }

    private static let diagnosticBlock: UInt64 = 9
}

/// The state of reading the records of `.dia` diagnostic blocks.
private struct SerializedReading {
    private var files: [UInt64: String] = [:]
    private var contents: [UInt64: String] = [:]
    private var categories: [UInt64: CompilerDiagnostic.Category] = [:]
    private var result: [CompilerDiagnostic] = []
    // Whether the last message read was a note (its fix-its join that note).
    private var lastWasNote = false

    mutating func take(_ record: Bitstream.Record) {
        let text = String(decoding: record.blob, as: UTF8.self)
        let fields = record.fields
        switch record.code {
        case 2 where fields.count >= 6: add(fields, message: text)
        case 5 where !fields.isEmpty: categories[fields[0]] = category(text)
        case 6 where !fields.isEmpty: files[fields[0]] = text
        case 7 where fields.count >= 8: addFixIt(fields, text: text)
        case 8 where !fields.isEmpty: contents[fields[0]] = text
        default: break
        }
    }

    func finished() -> [CompilerDiagnostic] {
        result.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.generatedText = generatedText(diagnostic)
            diagnostic.notes = diagnostic.notes.map {
                var note = $0
                note.generatedText = generatedText(note)
                return note
            }
            return diagnostic
        }
    }

    private func generatedText(_ diagnostic: CompilerDiagnostic) -> String? {
        guard let file = diagnostic.file else { return nil }
        return contents.first { files[$0.key] == file }?.value
    }

    private func category(_ text: String) -> CompilerDiagnostic.Category {
        // `name@address` when the group has a documentation page.
        guard let at = text.firstIndex(of: "@") else { return .init(name: text, documentationURL: nil) }
        return .init(name: String(text[..<at]), documentationURL: String(text[text.index(after: at)...]))
    }

    private mutating func add(_ fields: [UInt64], message: String) {
        let severity: CompilerDiagnostic.Severity
        switch fields[0] {
        case 1: severity = .note
        case 2: severity = .warning
        case 5: severity = .remark
        default: severity = .error
        }
        let file = fields[1] == 0 ? nil : files[fields[1]]
        var diagnostic = CompilerDiagnostic(
            file: file, line: file == nil ? 0 : Int(fields[2]), column: file == nil ? 0 : Int(fields[3]),
            severity: severity, message: message)
        diagnostic.category = categories[fields[5]]
        if severity == .note, !result.isEmpty {
            result[result.count - 1].notes.append(diagnostic)
            lastWasNote = true
        } else {
            result.append(diagnostic)
            lastWasNote = false
        }
    }

    private mutating func addFixIt(_ fields: [UInt64], text: String) {
        guard !result.isEmpty else { return }
        let fixIt = CompilerDiagnostic.FixIt(
            start: (Int(fields[1]), Int(fields[2])), end: (Int(fields[5]), Int(fields[6])), text: text)
        let last = result.count - 1
        if lastWasNote, !result[last].notes.isEmpty {
            result[last].notes[result[last].notes.count - 1].fixIts.append(fixIt)
        } else {
            result[last].fixIts.append(fixIt)
        }
    }
}
