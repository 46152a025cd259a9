import RxSwift
import XCTest

// XCTest assertions over event histories, as RxTest provides them. Events compare as
// `Event+Equatable.swift` says (errors by their text). On a mismatch XCTest reports both lists,
// and the lines that differ are printed under "Differences:".

/// Asserts that two lists of events are equal.
///
/// - Parameters:
///   - lhs: the events seen.
///   - rhs: the events expected.
///   - file: where the assertion is, for the failure.
///   - line: its line.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Event<Element>], _ rhs: [Event<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: ==, file: file, line: line)
}

/// Asserts that two lists of single events are equal.
///
/// - Parameters:
///   - lhs: the events seen.
///   - rhs: the events expected.
///   - file: where the assertion is, for the failure.
///   - line: its line.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [SingleEvent<Element>], _ rhs: [SingleEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: singleEventsMatch, file: file, line: line)
}

/// Asserts that two lists of maybe events are equal.
///
/// - Parameters:
///   - lhs: the events seen.
///   - rhs: the events expected.
///   - file: where the assertion is, for the failure.
///   - line: its line.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [MaybeEvent<Element>], _ rhs: [MaybeEvent<Element>], file: StaticString = #filePath, line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: ==, file: file, line: line)
}

/// Asserts that two lists of completable events are equal.
///
/// - Parameters:
///   - lhs: the events seen.
///   - rhs: the events expected.
///   - file: where the assertion is, for the failure.
///   - line: its line.
public func XCTAssertEqual(
    _ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: ==, file: file, line: line)
}

/// Asserts that two histories of recorded events are equal: the same events at the same times.
///
/// - Parameters:
///   - lhs: the events seen.
///   - rhs: the events expected.
///   - file: where the assertion is, for the failure.
///   - line: its line.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element>>], _ rhs: [Recorded<Event<Element>>], file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: ==, file: file, line: line)
}

/// Asserts that two histories of recorded events with optional elements are equal.
///
/// - Parameters:
///   - lhs: the events seen.
///   - rhs: the events expected.
///   - file: where the assertion is, for the failure.
///   - line: its line.
public func XCTAssertEqual<Element: Equatable>(
    _ lhs: [Recorded<Event<Element?>>], _ rhs: [Recorded<Event<Element?>>], file: StaticString = #filePath,
    line: UInt = #line
) {
    assertSameSequence(lhs, rhs, by: ==, file: file, line: line)
}

/// Asserts that `stream` sent exactly `elements`, whatever the times, and did not stop.
///
/// - Parameters:
///   - stream: the events seen.
///   - elements: the elements expected.
///   - file: where the assertion is, for the failure.
///   - line: its line.
public func XCTAssertRecordedElements<Element: Equatable>(
    _ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line
) {
    if let stop = stream.first(where: { $0.value.isStopEvent }) {
        XCTFail("A non-next stop event has been emitted: \(stop)", file: file, line: line)
        return
    }
    let sent = stream.compactMap { $0.value.element }
    XCTAssertEqual(sent, elements, file: file, line: line)
    if sent != elements { print(sequenceDifferences(sent, elements, ==)) }
}

/// Asserts through XCTest's own `XCTAssertEqual`, so the failure shows both lists, then prints
/// the entries that differ.
private func assertSameSequence<Element>(
    _ lhs: [Element], _ rhs: [Element], by equal: @escaping (Element, Element) -> Bool, file: StaticString,
    line: UInt
) {
    let left = lhs.map { ComparedByClosure(value: $0, equal: equal) }
    let right = rhs.map { ComparedByClosure(value: $0, equal: equal) }
    XCTAssertEqual(left, right, file: file, line: line)
    if left != right { print(sequenceDifferences(lhs, rhs, equal)) }
}

/// A value made `Equatable` by the comparison it carries, printed as the value itself.
private struct ComparedByClosure<Value>: Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    let value: Value
    let equal: (Value, Value) -> Bool

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.equal(lhs.value, rhs.value) }

    var description: String { "\(value)" }
    var debugDescription: String { "\(value)" }
}
