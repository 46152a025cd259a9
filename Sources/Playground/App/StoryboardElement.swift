import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an XML file, with the line it starts on, as Foundation's `XMLParser` reported
/// it: the reader builds these from the parser's events and then reads the storyboard from them.
/// Text and comments are left out (Interface Builder keeps everything in attributes).
struct StoryboardElement: Equatable, Sendable {
    /// The element's name (`scene`, `button`).
    var name: String
    /// Its attributes by name.
    var attributes: [String: String]
    /// The line XMLParser was on when the element started (the line of its start tag's end).
    var line: Int
    /// Its child elements, in file order.
    var children: [StoryboardElement]

    /// The value of the attribute `name`, if the element has it.
    subscript(_ name: String) -> String? {
        attributes[name]
    }

    /// The children named `name`, in order.
    func children(named name: String) -> [StoryboardElement] {
        children.filter { $0.name == name }
    }

    /// The root element of the XML in `data`, or the line of the first thing XMLParser could not
    /// read. (On Linux `parse()` can answer `true` after an error it recovered from, so the
    /// builder's record of errors decides, not that answer.)
    static func root(of data: Data) -> Result<StoryboardElement, StoryboardProblem> {
        let parser = XMLParser(data: data)
        let builder = ElementTreeBuilder()
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        if let line = builder.firstErrorLine ?? (finished ? nil : parser.lineNumber) {
            return .failure(
                StoryboardProblem(
                    line: max(line, 1),
                    reason: .notWellFormed))
        }
        guard let root = builder.root else {
            return .failure(StoryboardProblem(line: 1, reason: .noXML))
        }
        return .success(root)
    }
}

/// Walks XMLParser's events into `StoryboardElement`s: a start pushes an element, an end pops it
/// into its parent's children.
private final class ElementTreeBuilder: NSObject, XMLParserDelegate {
    /// The elements started and not yet ended, outermost first.
    private var open: [StoryboardElement] = []
    /// The root element, once it has ended.
    private(set) var root: StoryboardElement?
    /// The line of the first error XMLParser reported, if any.
    private(set) var firstErrorLine: Int?

    /// Opens an element inside the innermost open one.
    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        open.append(
            StoryboardElement(name: elementName, attributes: attributeDict, line: parser.lineNumber, children: []))
    }

    /// Closes the innermost open element: it becomes its parent's last child, or the root.
    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        guard let element = open.popLast() else { return }
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }

    /// Notes the line of the first error (the parser may go on and report more).
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if firstErrorLine == nil { firstErrorLine = parser.lineNumber }
    }

    /// Notes the line of a validation error as the first error, as a parse error is.
    func parser(_ parser: XMLParser, validationErrorOccurred validationError: Error) {
        if firstErrorLine == nil { firstErrorLine = parser.lineNumber }
    }
}
