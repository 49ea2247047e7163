import FoundationEssentials
internal import Domain

/// One IANA time zone read from the system's time-zone database (tzdata's TZif files): the UTC offset in force at
/// any instant, daylight saving included. FoundationEssentials knows no named zones, so providers that answer in
/// UTC (MET Norway) need this to group hours into a place's local dates.
///
/// The identifier comes from a service, so it is checked before it becomes a path: letters, digits, `_`, `-`, `+`
/// and single `/` between parts, nothing else (no `..`, no leading `/`). Instants after the file's last transition
/// (2037 in Debian's tzdata) keep the last offset.
struct ZoneInfo: Sendable, Hashable {
    /// Where the database lives.
    static let databaseDirectory = "/usr/share/zoneinfo"

    /// The zone's identifier, e.g. "Europe/London".
    let identifier: String
    /// Transition instants, seconds since 1970, ascending.
    private let transitions: [Int64]
    /// The UTC offset, in seconds, from each transition on.
    private let offsetsAfter: [Int]
    /// The offset before the first transition (the zone's first standard time).
    private let initialOffset: Int

    /// Reads a zone.
    /// - Throws: ``ZoneInfoError`` when the identifier is not a zone's name, no such file exists, or it is not TZif.
    init(identifier: String, directory: String = ZoneInfo.databaseDirectory) throws(ZoneInfoError) {
        guard Self.isPlausibleIdentifier(identifier) else { throw .notAZoneName(identifier) }
        let path = directory + "/" + identifier
        guard let bytes = try? Data(contentsOf: URL(fileURLWithPath: path)) else { throw .unknownZone(identifier) }
        var reader = TZifReader(bytes: Array(bytes))
        guard let table = reader.read() else { throw .unreadable(identifier) }
        self.identifier = identifier
        transitions = table.transitions
        offsetsAfter = table.offsetsAfter
        initialOffset = table.initialOffset
    }

    /// The UTC offset at `instant`, in seconds east of Greenwich (London in summer: 3600; Kolkata: 19800).
    func utcOffsetSeconds(at instant: Instant) -> Int {
        let seconds = Int64(instant.secondsSince1970.rounded(.down))
        // The last transition at or before the instant.
        var low = 0, high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= seconds { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : offsetsAfter[low - 1]
    }

    /// Whether `text` can be a zone's name, and only that: never a path that leaves the database.
    static func isPlausibleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        return !text.isEmpty && text.utf8.count <= 64 && parts.allSatisfy { part in
            guard let first = part.utf8.first, first != UInt8(ascii: "."), first != UInt8(ascii: "-") else { return false }
            return part.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "+"):
                    true
                default:
                    false
                }
            }
        }
    }
}

/// Why a zone could not be read.
enum ZoneInfoError: Error, Hashable {
    /// The text is not a time zone's name.
    case notAZoneName(String)
    /// The system's database has no such zone.
    case unknownZone(String)
    /// The zone's file is not a TZif file this reader understands.
    case unreadable(String)
}
