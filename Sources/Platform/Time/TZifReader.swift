/// Reads the transition table of a TZif file (RFC 8536): version 1's 32-bit table, or, for version 2 and later, the
/// 64-bit table that follows it. Every count is checked against the bytes there are, so a damaged file is `nil`,
/// never a crash.
struct TZifReader {
    /// What a zone's file says: when its offset changes, and to what.
    struct Table {
        let transitions: [Int64]
        let offsetsAfter: [Int]
        let initialOffset: Int
    }

    private let bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The table, or `nil` when the bytes are not a well-formed TZif file.
    mutating func read() -> Table? {
        guard let header = readHeader() else { return nil }
        guard header.version >= 2 else { return readTable(header, timeSize: 4) }
        // Skip the 32-bit table; the 64-bit one follows with a header of its own.
        guard skip(header.dataSize(timeSize: 4)), let wide = readHeader() else { return nil }
        return readTable(wide, timeSize: 8)
    }

    private struct Header {
        let version: Int
        let utIndicators, standardIndicators, leapSeconds, transitions, types, characters: Int

        func dataSize(timeSize: Int) -> Int {
            transitions * (timeSize + 1) + types * 6 + characters + leapSeconds * (timeSize + 4)
                + standardIndicators + utIndicators
        }
    }

    private mutating func readHeader() -> Header? {
        guard position + 44 <= bytes.count, Array(bytes[position..<position + 4]) == Array("TZif".utf8) else { return nil }
        let versionByte = bytes[position + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        position += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = integer(size: 4), count >= 0, count < 1_000_000 else { return nil }
            counts.append(Int(count))
        }
        guard (1...9).contains(version), counts[4] > 0 else { return nil }
        return Header(version: version, utIndicators: counts[0], standardIndicators: counts[1], leapSeconds: counts[2],
                      transitions: counts[3], types: counts[4], characters: counts[5])
    }

    private mutating func readTable(_ header: Header, timeSize: Int) -> Table? {
        guard position + header.dataSize(timeSize: timeSize) <= bytes.count else { return nil }
        var times: [Int64] = []
        for _ in 0..<header.transitions {
            guard let time = integer(size: timeSize) else { return nil }
            times.append(time)
        }
        let typeIndices = bytes[position..<position + header.transitions].map(Int.init)
        position += header.transitions
        var offsets: [Int] = []
        for _ in 0..<header.types {
            // Each local time type: its UTC offset, then whether it is daylight time and its abbreviation's index.
            guard let offset = integer(size: 4) else { return nil }
            position += 2
            offsets.append(Int(offset))
        }
        guard typeIndices.allSatisfy({ $0 < offsets.count }), zip(times, times.dropFirst()).allSatisfy({ $0 < $1 }) else {
            return nil
        }
        // RFC 8536: before the first transition, local time type 0 applies.
        return Table(transitions: times, offsetsAfter: typeIndices.map { offsets[$0] }, initialOffset: offsets[0])
    }

    private mutating func skip(_ count: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        position += count
        return true
    }

    /// A big-endian two's-complement integer of 4 or 8 bytes.
    private mutating func integer(size: Int) -> Int64? {
        guard position + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<position + size] { value = value << 8 | UInt64(byte) }
        position += size
        return size == 4 ? Int64(Int32(truncatingIfNeeded: value)) : Int64(bitPattern: value)
    }
}
