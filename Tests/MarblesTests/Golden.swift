import Foundation
import TestSupport
import Testing

/// The drawings' golden files in `Golden/`, under the shared rule of `GoldenText`: a missing file
/// is recorded and the test fails; `RECORD=1` re-records; a difference fails with a line diff.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenText.check(actual, file: directory.appendingPathComponent(name + ".txt"), sourceLocation: sourceLocation)
    }
}
