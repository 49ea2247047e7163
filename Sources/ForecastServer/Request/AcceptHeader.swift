import ForecastSettings

/// An `Accept` or `Accept-Language` header's ranges, each with its quality (`q`, 1 unless given), in the order given.
struct AcceptHeader: Sendable, Hashable {
    /// One range: its value, lower-cased, without parameters ("text/html", "de-ch", "*/*"), and its quality.
    struct Range: Sendable, Hashable {
        let value: String
        let quality: Double
    }

    /// The ranges, in the order given.
    let ranges: [Range]

    /// The most ranges read; the rest are ignored.
    static let maximumRanges = 64

    /// Reads a header's value; `nil` or empty: no ranges.
    init(_ header: String?) {
        ranges = (header ?? "").split(separator: ",").prefix(Self.maximumRanges).compactMap { item in
            let parts = item.split(separator: ";").map { $0.trimmingBlanks.lowercased() }
            guard let value = parts.first, !value.isEmpty else { return nil }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return Range(value: value, quality: min(max(quality.isFinite ? quality : 0, 0), 1))
        }
    }

    /// The quality of a media type named exactly (`text/html`), 0 when it is not listed.
    func explicitQuality(of type: String) -> Double {
        ranges.first { $0.value == type }?.quality ?? 0
    }

    /// The quality of a media type by its most specific range: itself, its `type/*`, then `*/*`; 0 when none matches.
    /// No header at all accepts anything.
    func quality(of type: String) -> Double {
        guard !ranges.isEmpty else { return 1 }
        let family = type.split(separator: "/").first.map { "\($0)/*" } ?? ""
        for candidate in [type, family, "*/*"] {
            if let range = ranges.first(where: { $0.value == candidate }) { return range.quality }
        }
        return 0
    }

    /// The ranges that are not refused (quality above 0), the best first, ties in the order given.
    var preferred: [Range] {
        ranges.enumerated().filter { $0.element.quality > 0 }.sorted { ($0.element.quality, -$0.offset) > ($1.element.quality, -$1.offset) }.map(\.element)
    }
}
