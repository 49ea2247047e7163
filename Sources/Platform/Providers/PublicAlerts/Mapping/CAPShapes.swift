internal import Domain

/// The shapes of a CAP `<area>` read from their text: a `<polygon>`'s ring and a `<circle>`.
///
/// CAP writes a point as `lat,lon` in decimal degrees (latitude first) and separates points by whitespace; the text is
/// scanned byte by byte, since one polygon may hold tens of thousands of points.
enum CAPShapes {
    /// The polygon a `<polygon>`'s text draws: `lat,lon` pairs separated by spaces, tabs or line breaks, in any number
    /// and at either end; an open ring is closed (``AlertPolygon/init(ring:)``).
    ///
    /// Returns `nil` for empty text (`<polygon/>` draws nothing), a pair that is not two numbers in range, or a ring of
    /// fewer than three distinct points.
    static func polygon(_ text: String) -> AlertPolygon? {
        var ring: [Coordinate] = []
        for word in words(of: text) {
            guard let point = coordinate(word) else { return nil }
            ring.append(point)
        }
        return AlertPolygon(ring: ring)
    }

    /// The circle a `<circle>`'s text draws: its centre as `lat,lon`, whitespace, its radius in kilometres (0 or more).
    ///
    /// Returns `nil` for anything else.
    static func circle(_ text: String) -> AlertCircle? {
        let parts = words(of: text)
        guard parts.count == 2, let centre = coordinate(parts[0]), let radius = Double(Substring(parts[1])) else { return nil }
        return AlertCircle(centre: centre, radiusKilometres: radius)
    }

    /// The runs of `text` between XML's whitespace (space, tab, line feed, carriage return).
    private static func words(of text: String) -> [Substring.UTF8View] {
        text.utf8.split { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// The coordinate a `lat,lon` pair names; `nil` unless both are numbers in range.
    private static func coordinate(_ pair: Substring.UTF8View) -> Coordinate? {
        guard let comma = pair.firstIndex(of: UInt8(ascii: ",")),
              let latitude = Double(Substring(pair[..<comma])),
              let longitude = Double(Substring(pair[pair.index(after: comma)...]))
        else { return nil }
        return try? Coordinate(latitude: latitude, longitude: longitude)
    }
}
