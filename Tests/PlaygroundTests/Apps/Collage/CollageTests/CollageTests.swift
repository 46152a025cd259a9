import XCTest
@testable import Collage

// A test target's file: not part of the app, so `rxplay app` does not compile it.
final class CollageTests: XCTestCase {
    func testNothing() {}
}
