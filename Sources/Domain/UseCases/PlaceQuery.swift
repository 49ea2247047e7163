/// A place as a person types it: a name, optionally narrowed by a region or country after commas.
///
/// `"London"`, `"London, GB"`, `"London, Ontario"` and `"Paris, Texas, United States"` are all place queries.
/// Each qualifier must match the place's country code, country or region, ignoring case.
public struct PlaceQuery: Sendable, Hashable {
    /// The query as typed, trimmed; the text error messages quote.
    public let text: String
    /// The place name to search for, e.g. "London".
    public let name: String
    /// The qualifiers after the name, e.g. `["GB"]`.
    public let qualifiers: [String]

    /// The longest query accepted, in characters.
    public static let maximumLength = 200

    /// Parses a query.
    /// - Throws: ``ForecastError/invalidInput(reason:)`` when it has no name or is too long.
    public init(_ text: String) throws(ForecastError) {
        let trimmed = text.trimmedOfWhitespace
        guard trimmed.count <= Self.maximumLength else {
            throw .invalidInput(reason: "the place name is longer than \(Self.maximumLength) characters")
        }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmedOfWhitespace }
        guard let name = parts.first, !name.isEmpty else {
            throw .invalidInput(reason: "the place name is empty")
        }
        self.text = trimmed
        self.name = name
        self.qualifiers = parts.dropFirst().filter { !$0.isEmpty }
    }

    /// Whether every qualifier names the place's country code, country or region.
    public func isSatisfied(by place: Place) -> Bool {
        let known = [place.countryCode, place.country, place.region].compactMap { $0?.lowercased() }
        return qualifiers.allSatisfy { known.contains($0.lowercased()) }
    }

    /// Whether the place's name is the queried name exactly, ignoring case.
    func isExactName(of place: Place) -> Bool {
        place.name.lowercased() == name.lowercased()
    }
}

extension StringProtocol {
    /// The text without white space at either end.
    var trimmedOfWhitespace: String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
              let last = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[first...last])
    }
}
