import RxSwift
import Foundation

/// The facts recorded from RxSwift 6.10.2, split into scenarios.
enum GoldenFile {
    /// The recorded lines of one scenario (without its `## name` header), with RxSwift's module
    /// names replaced by ours.
    static func scenario(_ name: String) -> [String] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("Golden/rxswift-6.10.2.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return ["<golden file missing>"] }
        var lines: [String] = []
        var inside = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                inside = line == "## \(name)"
                continue
            }
            if inside { lines.append(String(line)) }
        }
        while lines.last == "" { lines.removeLast() }
        return lines.map {
            $0.replacingOccurrences(of: "RxSwift.", with: "RxSwift.")
                .replacingOccurrences(of: "rxgolden.", with: "RxSwiftTests.")
        }
    }
}

/// Collects what a scenario prints, in the golden file's line format.
final class ScenarioLog {
    private(set) var lines: [String] = []

    func act(_ text: String) { lines.append("> \(text)") }
    func show(_ text: String) { lines.append("= \(text)") }
    func line(_ text: String) { lines.append(text) }

    @discardableResult
    func sub<O: ObservableType>(_ name: String, _ observable: O) -> Disposable {
        observable.subscribe(
            onNext: { self.line("\(name): next(\($0))") },
            onError: { self.line("\(name): error(\($0))") },
            onCompleted: { self.line("\(name): completed") },
            onDisposed: { self.line("\(name): disposed") })
    }

    @discardableResult
    func subSingle<E>(_ name: String, _ single: Single<E>) -> Disposable {
        single.subscribe(
            onSuccess: { self.line("\(name): success(\($0))") },
            onFailure: { self.line("\(name): error(\($0))") },
            onDisposed: { self.line("\(name): disposed") })
    }

    @discardableResult
    func subMaybe<E>(_ name: String, _ maybe: Maybe<E>) -> Disposable {
        maybe.subscribe(
            onSuccess: { self.line("\(name): success(\($0))") },
            onError: { self.line("\(name): error(\($0))") },
            onCompleted: { self.line("\(name): completed") },
            onDisposed: { self.line("\(name): disposed") })
    }

    @discardableResult
    func subCompletable(_ name: String, _ completable: Completable) -> Disposable {
        completable.subscribe(
            onCompleted: { self.line("\(name): completed") },
            onError: { self.line("\(name): error(\($0))") },
            onDisposed: { self.line("\(name): disposed") })
    }
}

enum TestError: Error {
    case boom
}

func errorDetails(_ error: Error) -> String {
    "type=\(type(of: error)) describing=\(String(describing: error)) reflecting=\(String(reflecting: error)) localizedDescription=\(error.localizedDescription)"
}
