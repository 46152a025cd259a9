import RxSwift
import XCTest

@testable import RxTest

private struct Failure: Error, CustomStringConvertible {
    var description: String { "failure" }
}

/// RxTest's XCTest assertions, run in XCTest (they report through it). The failures they record
/// are collected instead of failing this test, so each case can check what was reported.
final class XCTestAssertionTests: XCTestCase {
    private var failures: [String] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        failures.append(description)
    }

    private func collectFailures(_ assertions: () -> Void) -> [String] {
        failures = []
        assertions()
        defer { failures = [] }
        return failures
    }

    func testEqualHistoriesPass() {
        let failed = collectFailures {
            XCTAssertEqual([Event.next(1), .completed], [Event.next(1), .completed])
            XCTAssertEqual([SingleEvent<Int>.success(1), .failure(Failure())], [.success(1), .failure(Failure())])
            XCTAssertEqual([MaybeEvent<Int>.success(1), .completed], [.success(1), .completed])
            XCTAssertEqual([CompletableEvent.completed, .error(Failure())], [.completed, .error(Failure())])
            XCTAssertEqual(Recorded.events(.next(210, 1), .completed(220)), [.next(210, 1), .completed(220)])
            XCTAssertEqual(Recorded.events(.next(210, Int?.none), .completed(220)), [.next(210, nil), .completed(220)])
            XCTAssertRecordedElements([.next(210, 1), .next(220, 2)], [1, 2])
        }
        XCTAssertEqual(failed, [String]())
    }

    func testDifferentHistoriesFailShowingBoth() {
        let failed = collectFailures {
            XCTAssertEqual(Recorded.events(.next(210, 1), .completed(220)), [.next(210, 2), .completed(220)])
            XCTAssertEqual([SingleEvent<Int>.success(1)], [.failure(Failure())])
            XCTAssertEqual([MaybeEvent<Int>.completed], [])
            XCTAssertEqual([CompletableEvent.error(Failure())], [.completed])
        }
        XCTAssertEqual(failed.count, 4)
        XCTAssertTrue(
            failed.first?.contains(
                #"("[next(1) @ 210, completed @ 220]") is not equal to ("[next(2) @ 210, completed @ 220]")"#)
                ?? false, "\(failed)")
        XCTAssertTrue(
            failed.last?.contains(#"("[error(failure)]") is not equal to ("[completed]")"#) ?? false, "\(failed)")
    }

    func testRecordedElementsRejectAStop() {
        let failed = collectFailures {
            XCTAssertRecordedElements([.next(210, 1), .completed(220)], [1])
        }
        XCTAssertEqual(failed.count, 1)
        XCTAssertTrue(
            failed.first?.contains("A non-next stop event has been emitted: completed @ 220") ?? false, "\(failed)")
    }

    func testDifferencesListEntriesThatDifferAndTheRest() {
        let text = sequenceDifferences([1, 2, 3, 4], [1, 5, 3], ==)
        XCTAssertEqual(text, "Differences:\nlhs[1]:\n    2\nrhs[1]:\n    5\nlhs[3]:\n    4")
    }
}
