import Foundation

/// Something that decodes a `Decodable` value from `Data`, such as `JSONDecoder`.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes every element into `type` with `decoder`; a decoding error ends the sequence.
    ///
    /// ```
    /// Observable.just(Data("[1,2]".utf8)).decode(type: [Int].self, decoder: JSONDecoder())
    /// // next([1, 2]), completed
    /// ```
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder)
        -> Observable<Item>
    {
        map { try decoder.decode(type, from: $0) }
    }
}
