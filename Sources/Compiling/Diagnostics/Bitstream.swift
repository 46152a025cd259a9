/// LLVM's bitstream container, read: the format of the compiler's serialized diagnostics
/// (`-serialize-diagnostics-path`). Blocks nest; each holds records of unsigned numbers, possibly
/// with a trailing blob; abbreviations (defined in a block or in the `BLOCKINFO` block for every
/// block of an id) say how a record's numbers are packed.
struct Bitstream {
    /// One record: its block, its code, its numbers and its blob (empty when it has none).
    struct Record: Equatable {
        let block: UInt64
        let code: UInt64
        let fields: [UInt64]
        let blob: [UInt8]
    }

    /// The stream ended early or held something the format does not allow.
    struct Malformed: Error, Equatable {
        let reason: String
    }

    private enum Operand {
        case literal(UInt64)
        case fixed(Int)
        case vbr(Int)
        case array
        case char6
        case blob
    }

    private typealias Abbreviation = [Operand]

    private struct Scope {
        let block: UInt64
        let width: Int
        var abbreviations: [Abbreviation]
    }

    private let bytes: [UInt8]
    private var bit = 0

    /// A stream over `bytes`, which start after the container's 4-byte magic.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Every record of the stream in order, with the block that holds it (records of the
    /// `BLOCKINFO` block are read as abbreviation definitions, not returned).
    static func records(_ bytes: [UInt8]) throws -> [Record] {
        var stream = Bitstream(bytes)
        return try stream.readAll()
    }

    private mutating func readAll() throws -> [Record] {
        var records: [Record] = []
        var scopes = [Scope(block: .max, width: 2, abbreviations: [])]
        var shared: [UInt64: [Abbreviation]] = [:]
        var infoTarget: UInt64?
        while bit + scopes[scopes.count - 1].width <= bytes.count * 8 {
            let scope = scopes[scopes.count - 1]
            switch try read(scope.width) {
            case 0:  // END_BLOCK
                align()
                if scopes.count > 1 { scopes.removeLast() }
            case 1:  // ENTER_SUBBLOCK
                let block = try vbr(8)
                let width = Int(try vbr(4))
                align()
                _ = try read(32)  // the block's length in words
                scopes.append(Scope(block: block, width: width, abbreviations: shared[block] ?? []))
            case 2:  // DEFINE_ABBREV: in BLOCKINFO, for every block of the id SETBID named
                let abbreviation = try readAbbreviation()
                if scope.block == 0, let target = infoTarget {
                    shared[target, default: []].append(abbreviation)
                } else {
                    scopes[scopes.count - 1].abbreviations.append(abbreviation)
                }
            case let id:
                let record = try readRecord(id, in: scope)
                if scope.block != 0 {
                    records.append(record)
                } else if record.code == 1, let target = record.fields.first {  // SETBID
                    infoTarget = target
                }
            }
        }
        return records
    }

    /// A record, unabbreviated (id 3) or by one of the scope's abbreviations (4 on).
    private mutating func readRecord(_ id: UInt64, in scope: Scope) throws -> Record {
        if id == 3 {
            let code = try vbr(6)
            let count = try vbr(6)
            var fields: [UInt64] = []
            for _ in 0..<count { fields.append(try vbr(6)) }
            return Record(block: scope.block, code: code, fields: fields, blob: [])
        }
        let index = Int(id) - 4
        guard index < scope.abbreviations.count else { throw Malformed(reason: "abbreviation \(id) is not defined") }
        var values = try readAbbreviated(scope.abbreviations[index])
        guard !values.fields.isEmpty else { throw Malformed(reason: "a record without a code") }
        let code = values.fields.removeFirst()
        return Record(block: scope.block, code: code, fields: values.fields, blob: values.blob)
    }

    private mutating func readAbbreviation() throws -> Abbreviation {
        let count = try vbr(5)
        var operands: Abbreviation = []
        for _ in 0..<count {
            if try read(1) == 1 {
                operands.append(.literal(try vbr(8)))
                continue
            }
            switch try read(3) {
            case 1: operands.append(.fixed(Int(try vbr(5))))
            case 2: operands.append(.vbr(Int(try vbr(5))))
            case 3: operands.append(.array)
            case 4: operands.append(.char6)
            case 5: operands.append(.blob)
            case let encoding: throw Malformed(reason: "operand encoding \(encoding)")
            }
        }
        return operands
    }

    private mutating func readAbbreviated(_ abbreviation: Abbreviation) throws -> (fields: [UInt64], blob: [UInt8]) {
        var fields: [UInt64] = []
        var blob: [UInt8] = []
        var index = 0
        while index < abbreviation.count {
            switch abbreviation[index] {
            case .array:
                // The operand after an array is the encoding of its elements.
                guard index + 1 < abbreviation.count else { throw Malformed(reason: "an array without elements") }
                let count = try vbr(6)
                for _ in 0..<count { fields.append(try scalar(abbreviation[index + 1])) }
                index += 1
            case .blob:
                let count = Int(try vbr(6))
                align()
                guard bit / 8 + count <= bytes.count else { throw Malformed(reason: "a blob past the end") }
                blob = Array(bytes[(bit / 8)..<(bit / 8 + count)])
                bit += count * 8
                align()
            case let operand:
                fields.append(try scalar(operand))
            }
            index += 1
        }
        return (fields, blob)
    }

    private mutating func scalar(_ operand: Operand) throws -> UInt64 {
        switch operand {
        case .literal(let value): return value
        case .fixed(let width): return try read(width)
        case .vbr(let width): return try vbr(width)
        case .char6: return try read(6)
        case .array, .blob: throw Malformed(reason: "an array or blob inside an array")
        }
    }

    private mutating func read(_ width: Int) throws -> UInt64 {
        guard width <= 64, bit + width <= bytes.count * 8 else { throw Malformed(reason: "the stream ends early") }
        var value: UInt64 = 0
        for offset in 0..<width {
            let position = bit + offset
            if bytes[position / 8] & (1 << UInt8(position % 8)) != 0 { value |= 1 << UInt64(offset) }
        }
        bit += width
        return value
    }

    private mutating func vbr(_ width: Int) throws -> UInt64 {
        let high: UInt64 = 1 << UInt64(width - 1)
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let piece = try read(width)
            value |= (piece & (high - 1)) << shift
            if piece & high == 0 { return value }
            shift += UInt64(width - 1)
            guard shift < 64 else { throw Malformed(reason: "a number too long") }
        }
    }

    private mutating func align() {
        bit = (bit + 31) / 32 * 32
    }
}
