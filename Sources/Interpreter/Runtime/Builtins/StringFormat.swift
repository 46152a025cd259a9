import Foundation

/// `String(format:)` for the specifiers learners use (`%d`, `%f`, `%.2f`, `%@`, `%s`, `%x`,
/// `%%`, with flags, width and precision), checked against the arguments instead of trusting
/// C varargs.
package enum StringFormat {
    package static func format(_ format: String, _ values: [Value], _ site: CallSite) throws -> String {
        var result = ""
        var remaining = values[...]
        var scalars = Array(format)[...]
        while let character = scalars.popFirst() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            var spec = "%"
            while let next = scalars.first, "-+ 0#".contains(next) || next.isNumber || next == "." {
                spec.append(next)
                scalars.removeFirst()
            }
            while let next = scalars.first, next == "l" || next == "h" || next == "q" {
                scalars.removeFirst()
            }
            guard let conversion = scalars.popFirst() else { throw site.error("incomplete format specifier '\(spec)'") }
            if conversion == "%" {
                result.append("%")
                continue
            }
            let digits = spec.filter(\.isNumber)
            if let width = Int(digits), width > 1_000 { throw site.error("format width \(width) is too large") }
            guard let value = remaining.popFirst() else {
                throw site.error("the format has more specifiers than arguments")
            }
            switch conversion {
            case "d", "i", "x", "X", "o", "u":
                guard case .int(let number) = value else {
                    throw site.error("'%\(conversion)' expects an Int, not '\(ValuePrinter.dynamicType(of: value))'")
                }
                result += String(format: spec + "l" + String(conversion), number)
            case "f", "e", "g", "F", "E", "G":
                let number: Double
                switch value {
                case .double(let double): number = double
                case .int(let int): number = Double(int)
                default: throw site.error("'%\(conversion)' expects a Double, not '\(ValuePrinter.dynamicType(of: value))'")
                }
                result += String(format: spec + String(conversion), number)
            case "@", "s":
                result += ValuePrinter.describe(value)
            case "c":
                result += ValuePrinter.describe(value)
            default:
                throw site.error("unsupported format specifier '%\(conversion)'")
            }
        }
        return result
    }
}
