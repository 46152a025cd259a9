import TestSupport
import Testing

/// `decode(type:decoder:)` from learner code (issue #14): each `Data` element decoded with a
/// `JSONDecoder`; a decoding error ends the sequence with that error, as in RxSwift.
@Suite struct DecodeOperatorTests {
    private let point = """
        struct Point: Codable {
            let x: Int
            let y: Int
        }
        let json = PublishSubject<Data>()
        """

    @Test func decodesEachElement() {
        expectEqual(turns(point, """
            _ = json.decode(type: Point.self, decoder: JSONDecoder())
                .subscribe(onNext: { print($0.x + $0.y, $0) }, onError: { print("error:", $0) }, onCompleted: { print("completed") })
            json.onNext(Data(#"{"x":1,"y":2}"#.utf8))
            json.onNext(#"{"x":3,"y":4}"#.data(using: .utf8)!)
            json.onCompleted()
            """), "3 Point(x: 1, y: 2)\n7 Point(x: 3, y: 4)\ncompleted\n")
    }

    @Test func aDecodingErrorEndsTheSequence() {
        expectEqual(turns(point, """
            _ = json.decode(type: Point.self, decoder: JSONDecoder())
                .subscribe { print($0) }
            json.onNext(Data(#"{"x":1,"y":2}"#.utf8))
            json.onNext(Data(#"{"x":1}"#.utf8))
            json.onNext(Data(#"{"x":5,"y":6}"#.utf8))
            """), #"""
            next(Point(x: 1, y: 2))
            error(DecodingError.keyNotFound: Key 'y' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "y", intValue: nil) ("y").)

            """#)
    }

    @Test func invalidJSONIsDataCorrupted() {
        expectTrue(turns("""
            _ = Observable.just(Data("[1, 2".utf8)).decode(type: [Int].self, decoder: JSONDecoder())
                .subscribe(onNext: { print($0) }, onError: { print($0) })
            _ = Observable.just(Data("[1, 2]".utf8)).decode(type: [Int].self, decoder: JSONDecoder())
                .subscribe(onNext: { print($0) }, onError: { print($0) })
            """) == "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.\n[1, 2]\n")
    }

    @Test func aTypeThatIsNotDecodableIsRefused() {
        let text = turns("""
            struct Point { let x: Int }
            _ = Observable.just(Data()).decode(type: Point.self, decoder: JSONDecoder())
            """)
        expectTrue(text.hasPrefix("error: instance method 'decode(type:decoder:)' requires that 'Point' conform to 'Decodable'"), "\(text)")
    }

    @Test func elementsMustBeData() {
        let text = turns("let numbers = Observable<Int>.just(1)\n_ = numbers.decode(type: Int.self, decoder: JSONDecoder())")
        expectTrue(text.hasPrefix("error: referencing instance method 'decode(type:decoder:)' on 'ObservableType' requires the types 'Int' and 'Data' be equivalent"),
                "\(text)")
    }
}
