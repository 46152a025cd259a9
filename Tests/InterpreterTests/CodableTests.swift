import TestSupport
import Testing

/// `Data`, `Codable` learner types, `JSONDecoder` and `JSONEncoder` (issue #14), printing what
/// Swift 6.3 with swift-corelibs-foundation prints for the same program (checked with `swiftc`).
@Suite struct CodableTests {
    private let pet = """
        struct Pet: Codable {
            var name: String
            var age: Int
            var tags: [String]
            var nickname: String?
        }
        func show(_ json: String) {
            do {
                let pet = try JSONDecoder().decode(Pet.self, from: json.data(using: .utf8)!)
                print(pet)
            } catch {
                print(error)
            }
        }
        """

    // MARK: - Data

    @Test func dataFromStringsPrintsItsSizeAndConvertsBack() {
        expectEqual(transcript("""
            let data = "hello".data(using: .utf8)!
            print(data)
            print(data.count, data.isEmpty)
            print(Data("héllo".utf8))
            print(Data([1, 2, 3]), Data())
            print(String(data: data, encoding: .utf8) as Any)
            print(String(data: data, encoding: .utf8)!)
            print("é".data(using: .ascii) as Any)
            print(String(data: Data([0xff, 0xfe]), encoding: .utf8) as Any)
            print(String.Encoding.utf8)
            """), """
            5 bytes
            5 false
            6 bytes
            3 bytes 0 bytes
            Optional("hello")
            hello
            nil
            nil
            Unicode (UTF-8)

            """)
    }

    @Test func dataOptionalAndEquality() {
        expectEqual(transcript("""
            let data: Data? = "a".data(using: .utf8)
            print(data as Any)
            print(Data("ab".utf8) == "ab".data(using: .utf8)!)
            """), "Optional(1 bytes)\ntrue\n")
    }

    @Test func dataFromAByteOutOfRangeIsRefused() {
        let text = transcript("let data = Data([1, 256])")
        expectTrue(text.hasPrefix("error: integer overflows when converted from 'Int' to 'UInt8'"), "\(text)")
    }

    // MARK: - Decoding

    @Test func decodesAStructWithArraysAndOptionals() {
        expectEqual(transcript(pet, """
            show(#"{"name":"Rex","age":3,"tags":["good","dog"]}"#)
            show(#"{"name":"Rex","age":3,"tags":[],"nickname":"R"}"#)
            show(#"{"name":"Rex","age":3.0,"tags":[],"nickname":null}"#)
            """), """
            Pet(name: "Rex", age: 3, tags: ["good", "dog"], nickname: nil)
            Pet(name: "Rex", age: 3, tags: [], nickname: Optional("R"))
            Pet(name: "Rex", age: 3, tags: [], nickname: nil)

            """)
    }

    @Test func aMissingKeyIsKeyNotFoundNotADefault() {
        expectEqual(transcript("""
            struct Counter: Decodable {
                var name: String
                var count = 0
            }
            do {
                let counter = try JSONDecoder().decode(Counter.self, from: Data(#"{"name":"a"}"#.utf8))
                print("decoded", counter)
            } catch {
                print(error)
            }
            """), #"""
            DecodingError.keyNotFound: Key 'count' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "count", intValue: nil) ("count").

            """#)
    }

    @Test func decodingErrorsPrintAsSwiftPrintsThem() {
        expectTrue(transcript(pet, """
            show(#"{"age":3,"tags":[]}"#)
            show(#"{"name":"Rex","age":"3","tags":[]}"#)
            show(#"{"name":null,"age":3,"tags":[]}"#)
            show(#"{"name":"Rex","age":3,"tags":[1]}"#)
            show(#"{"name":"Rex","age":3,"tags":null}"#)
            show(#"{"name":"Rex","age":3,"tags":[],"nickname":5}"#)
            show(#"{"name":"Rex""#)
            show("[1]")
            show(#"{"name":"Rex","age":3.5,"tags":[]}"#)
            """) == #"""
            DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name").
            DecodingError.typeMismatch: expected value of type Int. Path: age. Debug description: Expected to decode Int but found a string instead.
            DecodingError.valueNotFound: Expected value of type String but found null instead. Path: name. Debug description: Cannot get value of type String -- found null value instead
            DecodingError.typeMismatch: expected value of type String. Path: tags[0]. Debug description: Expected to decode String but found number instead.
            DecodingError.valueNotFound: Expected value of type Array<Any> but found null instead. Path: tags. Debug description: Cannot get unkeyed decoding container -- found null value instead
            DecodingError.typeMismatch: expected value of type String. Path: nickname. Debug description: Expected to decode String but found number instead.
            DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.
            DecodingError.typeMismatch: expected value of type Dictionary<String, Any>. Debug description: Expected to decode Dictionary<String, Any> but found an array instead.
            DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.

            """#)
    }

    @Test func nestedStructsDictionariesAndRawEnums() {
        expectEqual(transcript(pet, """
            enum Kind: String, Codable { case cat, dog }
            struct Owner: Decodable {
                let pets: [Pet]
                let scores: [String: Double]
                let kind: Kind
            }
            func owner(_ json: String) {
                do { print(try JSONDecoder().decode(Owner.self, from: Data(json.utf8))) } catch { print(error) }
            }
            owner(#"{"pets":[{"name":"Rex","age":3,"tags":[]}],"scores":{"b":2,"a":1.5},"kind":"dog"}"#)
            owner(#"{"pets":[{"name":"Rex","age":3,"tags":[]},{"name":"Tom","tags":[]}],"scores":{},"kind":"dog"}"#)
            owner(#"{"pets":[],"scores":{"a":"x"},"kind":"dog"}"#)
            owner(#"{"pets":[],"scores":{},"kind":"cow"}"#)
            """), #"""
            Owner(pets: [Pet(name: "Rex", age: 3, tags: [], nickname: nil)], scores: ["a": 1.5, "b": 2.0], kind: dog)
            DecodingError.keyNotFound: Key 'age' not found in keyed decoding container. Path: pets[1]. Debug description: No value associated with key CodingKeys(stringValue: "age", intValue: nil) ("age").
            DecodingError.typeMismatch: expected value of type Double. Path: scores.a. Debug description: Expected to decode Double but found a string instead.
            DecodingError.dataCorrupted: Data was corrupted. Path: kind. Debug description: Cannot initialize Kind from invalid String value cow

            """#)
    }

    @Test func codingKeysRenameProperties() {
        expectEqual(transcript("""
            struct User: Codable {
                var fullName: String
                var id: Int
                enum CodingKeys: String, CodingKey {
                    case fullName = "full_name"
                    case id
                }
            }
            print(try JSONDecoder().decode(User.self, from: Data(#"{"full_name":"A B","id":1}"#.utf8)))
            do { _ = try JSONDecoder().decode(User.self, from: Data(#"{"fullName":"A B","id":1}"#.utf8)) } catch { print(error) }
            print(String(data: try JSONEncoder().encode(User(fullName: "C", id: 2)), encoding: .utf8)!)
            """), #"""
            User(fullName: "A B", id: 1)
            DecodingError.keyNotFound: Key 'full_name' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "full_name", intValue: nil) ("full_name").
            {"full_name":"C","id":2}

            """#)
    }

    @Test func decodingNeedsTryAndWorksWithTryOptional() {
        expectEqual(transcript(pet, """
            let good = try? JSONDecoder().decode(Pet.self, from: Data(#"{"name":"A","age":1,"tags":[]}"#.utf8))
            let bad = try? JSONDecoder().decode(Pet.self, from: Data("{}".utf8))
            print(good?.name as Any, bad as Any)
            print(try JSONDecoder().decode([Int].self, from: Data("[1,2]".utf8)))
            """), "Optional(\"A\") nil\n[1, 2]\n")
        let text = transcript(pet, "let pet = JSONDecoder().decode(Pet.self, from: Data())")
        expectTrue(text.contains("call can throw but is not marked with 'try'"), "\(text)")
    }

    @Test func aTypeThatIsNotDecodableIsRefusedBeforeRunning() {
        expectEqual(transcript("""
            struct Point { var x: Int }
            print("ran")
            let point = try JSONDecoder().decode(Point.self, from: Data("{}".utf8))
            """), """
            error: instance method 'decode(_:from:)' requires that 'Point' conform to 'Decodable'
             3 | let point = try JSONDecoder().decode(Point.self, from: Data("{}".utf8))
               |                               ^~~~~~

            """)
        let array = transcript("struct Point { var x: Int }\nlet points = try JSONDecoder().decode([Point].self, from: Data())")
        expectTrue(array.hasPrefix("error: class 'JSONDecoder' requires that 'Point' conform to 'Decodable'"), "\(array)")
        let encode = transcript("struct Point { var x: Int }\nlet data = try JSONEncoder().encode(Point(x: 1))")
        expectTrue(encode.hasPrefix("error: instance method 'encode' requires that 'Point' conform to 'Encodable'"), "\(encode)")
    }

    @Test func decodedValuesKnowTheirType() {
        expectEqual(transcript(pet, """
            let pet = try JSONDecoder().decode(Pet.self, from: Data(#"{"name":"A","age":1,"tags":["x"]}"#.utf8))
            print(pet.tags.count + pet.age)
            """), "2\n")
    }

    // MARK: - Encoding

    @Test func encodesStructsWithSortedKeysLeavingOutNil() {
        expectEqual(transcript(pet, """
            let data = try JSONEncoder().encode(Pet(name: "a/b", age: 2, tags: ["x"], nickname: nil))
            print(data)
            print(String(data: data, encoding: .utf8)!)
            print(String(data: try JSONEncoder().encode([1.0, 2.5]), encoding: .utf8)!)
            let back = try JSONDecoder().decode(Pet.self, from: data)
            print(back)
            """), #"""
            36 bytes
            {"age":2,"name":"a\/b","tags":["x"]}
            [1,2.5]
            Pet(name: "a/b", age: 2, tags: ["x"], nickname: nil)

            """#)
    }

    // MARK: - Completion

    @Test func tabOffersTheNewTypesAndMembers() {
        let interpreter = makeInterpreter()
        _ = interpreter.run("let data = Data()\nlet shared = RefCountDisposable(disposable: Disposables.create())")
        expectEqual(interpreter.completions(for: "JSON"), ["JSONDecoder", "JSONEncoder"])
        expectTrue(interpreter.completions(for: "Dat").contains("Data"))
        expectEqual(interpreter.completions(for: "RefCount"), ["RefCountDisposable"])
        expectEqual(interpreter.completions(for: "Scheduled"), ["ScheduledDisposable"])
        expectEqual(interpreter.completions(for: "data.cou"), ["count"])
        expectEqual(interpreter.completions(for: "shared.ret"), ["retain"])
    }
}
