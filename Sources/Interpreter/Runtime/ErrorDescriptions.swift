/// `localizedDescription` of learner errors, worded as swift-corelibs-foundation words it for
/// a Swift error bridged to `NSError`: the domain is the type's qualified name (`main.` for the
/// learner's module) and the code an enum's case index (a struct's code is 1).
package enum ErrorDescriptions {
    package static func localized(_ value: Value) -> String {
        let domain: String
        let code: Int
        switch value {
        case .enumCase(let instance):
            domain = "main." + instance.type.name
            code = caseCode(instance)
        case .instance(let instance):
            domain = "main." + instance.type.name
            code = 1
        default:
            domain = "main." + ValuePrinter.dynamicType(of: value).description
            code = 1
        }
        return "The operation could not be completed. (\(domain) error \(code).)"
    }

    /// Swift numbers an enum's cases with payloads first, then the others, each in declaration
    /// order; the error code is that number.
    private static func caseCode(_ instance: EnumInstance) -> Int {
        let cases = instance.type.cases
        let withPayload = cases.indices.filter { !cases[$0].types.isEmpty }
        let without = cases.indices.filter { cases[$0].types.isEmpty }
        return (withPayload + without).firstIndex(of: instance.caseIndex) ?? instance.caseIndex
    }
}
