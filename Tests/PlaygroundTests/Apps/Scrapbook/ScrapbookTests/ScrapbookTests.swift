import XCTest
@testable import Scrapbook

// A test target's file: not part of the app, so `rxplay app` does not compile it.
final class ScrapbookTests: XCTestCase {
    func testNothing() {}
}
