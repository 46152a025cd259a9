/// The header of a frame: the frame it was created in and its number of slots.
package struct FrameHeader {
    package var parent: Frame?
    package let count: Int
}

/// The local variables of one function or closure call, with the frame it was created in.
///
/// One allocation holds the header and the slots; slots are reached through a pointer, so a
/// value can be changed in place while learner code reads other slots.
package final class Frame: ManagedBuffer<FrameHeader, Value> {
    /// A frame of `count` slots holding `()`.
    package static func make(count: Int, parent: Frame?) -> Frame {
        let buffer = Frame.create(minimumCapacity: count) { _ in FrameHeader(parent: parent, count: count) }
        let frame = unsafeDowncast(buffer, to: Frame.self)
        frame.withUnsafeMutablePointerToElements { $0.initialize(repeating: .void, count: count) }
        return frame
    }

    deinit {
        var slots = withUnsafeMutablePointers { header, elements -> [Value] in
            let count = header.pointee.count
            guard count > 0 else { return [] }
            // Moved out, not released here: a captured closure may hold a frame that holds a
            // closure… `ValueRelease` frees such chains without recursing.
            return [Value](unsafeUninitializedCapacity: count) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                base.moveInitialize(from: elements, count: count)
                initialized = count
            }
        }
        ValueRelease.release(&slots)
    }

    package var parent: Frame? {
        get { header.parent }
        set { header.parent = newValue }
    }

    /// Empties the slots (so the frame can serve the next call).
    package func clear() {
        withUnsafeMutablePointers { header, elements in
            for index in 0..<header.pointee.count { elements[index] = .void }
            header.pointee.parent = nil
        }
    }
    package var count: Int { header.count }

    @inline(__always)
    package subscript(slot: Int) -> Value {
        get { withUnsafeMutablePointerToElements { $0[slot] } }
        set { withUnsafeMutablePointerToElements { $0[slot] = newValue } }
    }

    /// Runs `body` with the slot's value in place (no copy of arrays or strings).
    @inline(__always)
    package func modify<Result>(_ slot: Int, _ body: (inout Value) throws -> Result) rethrows -> Result {
        try withUnsafeMutablePointerToElements { try body(&$0[slot]) }
    }

    /// The frame `depth` levels out.
    @inline(__always)
    package func ancestor(_ depth: Int) -> Frame {
        var frame = self
        for _ in 0..<depth {
            guard let parent = frame.parent else { break }
            frame = parent
        }
        return frame
    }
}
