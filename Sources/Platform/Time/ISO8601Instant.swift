internal import Domain

extension Instant {
    /// The instant an ISO 8601 date and time with seconds and an offset names: `2024-01-08T13:49:00-06:00`,
    /// `…+05:30` or `…Z`; `nil` for anything else.
    init?(iso8601 text: String) {
        let utf8 = Array(text.utf8)
        guard utf8.count >= 20, utf8[16] == UInt8(ascii: ":"),
              let minute = LocalDateTime(iso8601: String(decoding: utf8[0..<16], as: UTF8.self)),
              let seconds = Int(String(decoding: utf8[17..<19], as: UTF8.self)), (0..<60).contains(seconds),
              let offset = Self.offsetSeconds(utf8[19...]) else { return nil }
        self.init(secondsSince1970: Double(minute.minutesSinceEpoch * 60 + seconds - offset))
    }

    /// `Z` as 0, `-06:00` as −21 600.
    private static func offsetSeconds(_ text: ArraySlice<UInt8>) -> Int? {
        if text.elementsEqual([UInt8(ascii: "Z")]) { return 0 }
        guard text.count == 6, let sign = text.first, [UInt8(ascii: "+"), UInt8(ascii: "-")].contains(sign),
              text[text.startIndex + 3] == UInt8(ascii: ":"),
              let hours = Int(String(decoding: text.dropFirst().prefix(2), as: UTF8.self)), (0...14).contains(hours),
              let minutes = Int(String(decoding: text.suffix(2), as: UTF8.self)), (0..<60).contains(minutes) else { return nil }
        return (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
    }
}
