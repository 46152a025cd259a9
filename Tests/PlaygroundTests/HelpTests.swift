import Foundation
@testable import Playground
import TestSupport
import Testing

@Suite("Help")
struct HelpTests {
    @Test("every help text fits an 80-column terminal", arguments: HelpTopics.names)
    func topicFits(topic: String) throws {
        let text = try #require(HelpTopics.text(for: topic))
        for line in text.split(separator: "\n") { expectTrue(line.count <= 80, "\(line)") }
    }

    @Test("the command list fits an 80-column terminal and names every command")
    func overviewFits() {
        let text = HelpCommand.overview
        for line in text.split(separator: "\n") { expectTrue(line.count <= 80, "\(line)") }
        for command in MetaCommands.all { expectTrue(text.contains(":" + command.name)) }
    }
}

@Suite("Resources")
struct ResourcesCommandTests {
    @Test(":resources shows RxSwift's Resources.total")
    func resources() {
        let output = makeConsole().submit(":resources").output
        expectTrue(output.range(of: #"^Resources\.total = -?\d+\n$"#, options: .regularExpression) != nil)
    }
}
