import Interpreter
import RxLibrary

/// `CGSize`, `CGPoint` and `CGRect`: immutable values (made with their initializers), printed as
/// Swift prints them: `(390.0, 844.0)`, `(0.0, 0.0, 390.0, 844.0)`.
final class CGGeometryObject: RuntimeObject {
    enum Kind: String {
        case size = "CGSize", point = "CGPoint", rect = "CGRect"
    }

    let kind: Kind
    /// size: width, height; point: x, y; rect: x, y, width, height.
    let numbers: [Double]

    init(_ kind: Kind, _ numbers: [Double]) {
        self.kind = kind
        self.numbers = numbers
    }

    static func size(_ width: Double, _ height: Double) -> CGGeometryObject { .init(.size, [width, height]) }
    static func point(_ x: Double, _ y: Double) -> CGGeometryObject { .init(.point, [x, y]) }
    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> CGGeometryObject {
        .init(.rect, [x, y, width, height])
    }

    var type: SwiftType { .library(kind.rawValue, []) }
    var family: MemberFamily { .library(kind.rawValue) }
    var printed: String { "(" + numbers.map { ValuePrinter.describe(.double($0)) }.joined(separator: ", ") + ")" }
    func isEqual(to other: RuntimeObject) -> Bool {
        guard let other = other as? CGGeometryObject else { return false }
        return other.kind == kind && other.numbers == numbers
    }

    /// The fields each kind has, in order.
    static let fields: [Kind: [String]] = [.size: ["width", "height"], .point: ["x", "y"], .rect: ["x", "y", "width", "height"]]

    static func number(_ value: Value, _ site: CallSite, _ index: Int) throws -> Double {
        switch value {
        case .int(let number): return Double(number)
        case .double(let number): return number
        default:
            throw Diagnostic(.error, "cannot convert value of type '\(ValuePrinter.dynamicType(of: value))' to expected argument type 'CGFloat'",
                             at: site.range(of: index))
        }
    }

    static func register(_ registry: LibrarySet) {
        for kind in [Kind.size, .point, .rect] {
            let type = SwiftType.library(kind.rawValue, [])
            let statics = registry.staticTable(kind.rawValue)
            let names = fields[kind] ?? []
            statics.addMethod("init", names.map { Param.labeled($0) }, result: { _, _ in type }) { _, arguments, site in
                .object(CGGeometryObject(kind, try arguments.enumerated().map { try number($1, site, $0) }))
            }
            statics.addMethod("init", [], result: { _, _ in type }) { _, _, _ in
                .object(CGGeometryObject(kind, names.map { _ in 0 }))
            }
            statics.addProperty("zero", type: { _ in type }) { _, _ in .object(CGGeometryObject(kind, names.map { _ in 0 })) }
            let table = registry.instanceTable(.library(kind.rawValue))
            // Read-only for now: the interpreter keeps library objects by reference, so a setter
            // could not give a struct's copy semantics; a new value is made with the initializer.
            for (index, name) in names.enumerated() {
                table.addProperty(name, type: { _ in .double }) { value, site in
                    .double(try StandIns.object(value, site, as: CGGeometryObject.self).numbers[index])
                }
            }
        }
        let rect = registry.staticTable("CGRect")
        rect.addMethod("init", [Param.labeled("origin", .library("CGPoint", [])), Param.labeled("size", .library("CGSize", []))],
                       result: { _, _ in .library("CGRect", []) }) { _, arguments, site in
            let origin = try StandIns.object(arguments[0], site, as: CGGeometryObject.self, 0).numbers
            let size = try StandIns.object(arguments[1], site, as: CGGeometryObject.self, 1).numbers
            return .object(CGGeometryObject.rect(origin[0], origin[1], size[0], size[1]))
        }
        let rectTable = registry.instanceTable(.library("CGRect"))
        rectTable.addProperty("origin", type: { _ in .library("CGPoint", []) }) { value, site in
            let numbers = try StandIns.object(value, site, as: CGGeometryObject.self).numbers
            return .object(CGGeometryObject.point(numbers[0], numbers[1]))
        }
        rectTable.addProperty("size", type: { _ in .library("CGSize", []) }) { value, site in
            let numbers = try StandIns.object(value, site, as: CGGeometryObject.self).numbers
            return .object(CGGeometryObject.size(numbers[2], numbers[3]))
        }
        let derived: [(String, ([Double]) -> Double)] = [
            ("minX", { $0[0] }), ("minY", { $0[1] }), ("maxX", { $0[0] + $0[2] }), ("maxY", { $0[1] + $0[3] }),
            ("midX", { $0[0] + $0[2] / 2 }), ("midY", { $0[1] + $0[3] / 2 }),
        ]
        for (name, compute) in derived {
            rectTable.addProperty(name, type: { _ in .double }) { value, site in
                .double(compute(try StandIns.object(value, site, as: CGGeometryObject.self).numbers))
            }
        }
    }
}
