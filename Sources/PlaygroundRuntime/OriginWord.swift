@_spi(Playground) import RxSwift

/// The word `CarriedContext` holds while an element is delivered (`ElementOrigin`), as the
/// runtime's timeline writes it: the lane that first recorded the element (its track's serial)
/// and the entry's sequence number in that lane, then the replayed bit.
///
/// A lane that records an element while no origin is carried makes one of its own entry, so
/// every lane below sees it; an entry stores the word it was recorded with (0 for an element of
/// its own origin), and reading the timeline looks the origin's entry up for its color.
enum OriginWord {
    private static let sequenceBits = 32
    private static let sequenceMask = (1 << sequenceBits) - 1

    /// A bit of a stored word only (never carried): the entry was recorded by work of a queue
    /// other than the main one.
    static let offMainBit = 1 << 62

    /// The word of entry `sequence` of the track numbered `serial`.
    static func make(serial: Int, sequence: Int) -> Int {
        (serial << (sequenceBits + 1)) | ((sequence & sequenceMask) << 1)
    }

    /// Whether the word names an element's origin (not only the replayed bit, or nothing).
    static func names(_ word: Int) -> Bool { (word & ~offMainBit) >> 1 != 0 }

    /// The serial of the track of the origin's entry.
    static func serial(_ word: Int) -> Int { (word & ~offMainBit) >> (sequenceBits + 1) }

    /// The sequence number of the origin's entry in its track (modulo 2³²).
    static func sequence(_ word: Int) -> Int { (word >> 1) & sequenceMask }

    /// Whether the element was replayed to a new subscriber.
    static func isReplayed(_ word: Int) -> Bool { word & ElementOrigin.replayedBit != 0 }

    /// Whether a stored word says its entry was recorded off the main queue.
    static func isOffMainQueue(_ word: Int) -> Bool { word & offMainBit != 0 }
}
