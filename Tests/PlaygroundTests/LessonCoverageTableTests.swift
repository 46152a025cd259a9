import Foundation
@testable import Playground
import TestSupport
import Testing

/// lessons/README.md's table "What the lessons cover" maps each step of the source material to
/// the lesson sections that teach it: every section it names exists, and every exercise is named.
@Suite("The lessons' coverage table")
struct LessonCoverageTableTests {
    /// A row of the table: the source, its step, and the text of the sections column.
    struct Row {
        let source: String
        let step: String
        let sections: String
    }

    static var readme: String {
        (try? String(contentsOfFile: CompiledTranscriptTests.lessonsDirectory + "/README.md", encoding: .utf8)) ?? ""
    }

    /// The table's rows, below its heading.
    static func rows(of readme: String) -> [Row] {
        guard let start = readme.range(of: "## What the lessons cover") else { return [] }
        return readme[start.upperBound...].split(separator: "\n").prefix { !$0.hasPrefix("## ") }
            .filter { $0.hasPrefix("| ") && !$0.hasPrefix("| source") && !$0.hasPrefix("|---") }
            .compactMap { line in
                let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
                guard cells.count == 3 else { return nil }
                return Row(source: cells[0], step: cells[1], sections: cells[2])
            }
    }

    /// What is wrong with a sections cell (`collage · A (note); B; traits · C`), given each
    /// lesson's section headings: the items that name no section of their lesson.
    static func problems(in cell: String, headings: [String: Set<String>]) -> [String] {
        var lesson: String?
        var problems: [String] = []
        for var item in items(of: cell) {
            if let dot = item.range(of: " · "), headings[String(item[..<dot.lowerBound])] != nil {
                lesson = String(item[..<dot.lowerBound])
                item = String(item[dot.upperBound...])
            }
            guard let current = lesson else {
                problems.append("“\(item)” names no lesson first (LESSON · SECTION)")
                continue
            }
            let section = withoutNote(item)
            if section != "introduction" && headings[current]?.contains(section) != true {
                problems.append("\(current) has no section “\(section)”")
            }
        }
        return problems
    }

    /// A cell's items: its text cut at each `; ` outside parentheses (a note may hold one).
    static func items(of cell: String) -> [String] {
        var items: [String] = []
        var current = ""
        var depth = 0
        var rest = Substring(cell)
        while let character = rest.first {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && rest.hasPrefix("; ") {
                items.append(current)
                current = ""
                rest = rest.dropFirst(2)
                continue
            }
            current.append(character)
            rest = rest.dropFirst()
        }
        items.append(current)
        return items
    }

    /// `item` without a parenthesized note at its end (` (checked by state)`; `asSingle()` has
    /// none).
    static func withoutNote(_ item: String) -> String {
        guard item.hasSuffix(")"), !item.hasSuffix("()") else { return item }
        var depth = 0
        for index in item.indices.reversed() {
            if item[index] == ")" { depth += 1 }
            if item[index] == "(" {
                depth -= 1
                if depth == 0 { return String(item[..<index]).trimmingCharacters(in: .whitespaces) }
            }
        }
        return item
    }

    /// Each English lesson's `##` headings, by lesson name.
    static var headings: [String: Set<String>] {
        let lessons = LessonLibrary(directory: CompiledTranscriptTests.lessonsDirectory).load().lessons
        var found: [String: Set<String>] = [:]
        for lesson in lessons {
            let text = (try? String(contentsOfFile: lesson.file, encoding: .utf8)) ?? ""
            found[lesson.name] = Set(
                text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) })
        }
        return found
    }

    @Test("every section the table names is a section of its lesson")
    func sectionsExist() {
        let headings = Self.headings
        let rows = Self.rows(of: Self.readme)
        expectTrue(rows.count >= 30, "the table has \(rows.count) rows")
        for row in rows {
            expectEqual(Self.problems(in: row.sections, headings: headings), [], "\(row.source) · \(row.step)")
        }
    }

    @Test("every exercise of the lessons of the chapter, the post and the article is in the table")
    func exercisesNamed() {
        let headings = Self.headings
        let rows = Self.rows(of: Self.readme)
        for (lesson, sections) in headings where lesson != "traits" {
            for exercise in sections where exercise.hasPrefix("Exercise: ") {
                expectTrue(
                    rows.contains { row in
                        Self.items(of: row.sections).contains {
                            Self.withoutNote($0.components(separatedBy: " · ").last ?? $0) == exercise
                        }
                    }, "\(lesson): \(exercise)")
            }
        }
    }

    @Test("a wrong or misspelled section, a missing lesson, a note that hides nothing are found")
    func problemsFound() {
        let headings = ["collage": Set(["The picker screen", "Exercise: A, B"]), "traits": Set(["Completable"])]
        expectEqual(Self.problems(in: "collage · The picker screen; Exercise: A, B (checked)", headings: headings), [])
        expectEqual(
            Self.problems(in: "collage · introduction; traits · Completable (`andThen`)", headings: headings), [])
        expectEqual(
            Self.problems(in: "collage · The picker screens", headings: headings),
            ["collage has no section “The picker screens”"])
        expectEqual(
            Self.problems(in: "collage · The picker screen, Exercise: A, B", headings: headings),
            ["collage has no section “The picker screen, Exercise: A, B”"])
        expectEqual(
            Self.problems(in: "The picker screen", headings: headings),
            ["“The picker screen” names no lesson first (LESSON · SECTION)"])
        expectEqual(
            Self.problems(in: "collage · Completable", headings: headings), ["collage has no section “Completable”"])
        expectEqual(Self.problems(in: "collage · The picker screen (a; b); Exercise: A, B", headings: headings), [])
        expectEqual(Self.withoutNote("Dropping asSingle()"), "Dropping asSingle()")
        expectEqual(Self.withoutNote("A (b (c)) d"), "A (b (c)) d")
        expectEqual(Self.withoutNote("A (b (c))"), "A")
    }
}
