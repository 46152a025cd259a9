import Interpreter

/// PlaygroundSupport's `PlaygroundPage`, as much as playground pages use of it:
/// `PlaygroundPage.current.needsIndefiniteExecution = true` (the playground runs its clock
/// until nothing is scheduled) and `finishExecution()`.
final class PlaygroundSupportLibrary: InterpreterLibrary {
    /// `PlaygroundPage.current`.
    final class Page: RuntimeObject {
        var needsIndefiniteExecution = false
        var isFinished = false
        var type: SwiftType { .library("PlaygroundPage", []) }
        var family: MemberFamily { .library("PlaygroundPage") }
        var printed: String { "PlaygroundPage" }
    }

    let page = Page()

    func register(into libraries: LibrarySet) {
        libraries.keep(self)
        libraries.typeNames["PlaygroundPage"] = { .library("PlaygroundPage", $0) }
        libraries.completionNames.insert("PlaygroundPage")
        libraries.modules.insert("PlaygroundSupport")
        let statics = libraries.staticTable("PlaygroundPage")
        statics.addProperty("current", type: { _ in .library("PlaygroundPage", []) }) { _, site in
            .object(try Self.page(site))
        }
        // Setting a member of `current` writes back through it: only the same page may come back.
        statics.addSetter("current") { _, new, site in
            guard case .object(let object) = new, object === (try Self.page(site)) else {
                throw site.error("cannot assign to property: 'current' is a get-only property")
            }
        }
        let table = libraries.instanceTable(.library("PlaygroundPage"))
        table.addProperty("needsIndefiniteExecution", type: { _ in .bool }) { value, site in
            .bool(try Self.page(value, site).needsIndefiniteExecution)
        }
        table.addSetter("needsIndefiniteExecution") { target, new, site in
            try Self.page(target, site).needsIndefiniteExecution = try Builtins.bool(new, site, 0)
        }
        table.addMethod("finishExecution", [], result: { _, _ in .void }) { target, _, site in
            try Self.page(target, site).isFinished = true
            return .void
        }
    }

    private static func page(_ site: CallSite) throws -> Page {
        guard let library = site.runtime.libraries.state(PlaygroundSupportLibrary.self) else {
            throw site.error("cannot find 'PlaygroundPage' in scope")
        }
        return library.page
    }

    private static func page(_ value: Value, _ site: CallSite) throws -> Page {
        guard case .object(let object) = value, let page = object as? Page else {
            throw site.error("value is not a 'PlaygroundPage'")
        }
        return page
    }
}
