/// A place as a person types it: a name, optionally narrowed by regions or countries after commas, and
/// optionally by a country given on its own (`--country`).
///
/// `"London"`, `"London, GB"`, `"London, UK"`, `"London, Ontario"`, `"Hollywood, FL"` and
/// `"Paris, Texas, United States"` are all place queries. A qualifier matches a place when it names the place's
/// region (in full, or by its standard abbreviation: US states, Canadian provinces, Australian states) or its
/// country (by name, ISO 3166 alpha-2 or alpha-3 code, or a common name such as "UK" or "USA"), ignoring case.
public struct PlaceQuery: Sendable, Hashable {
    /// The query as typed, trimmed, with the country given on its own after a comma; the text messages quote.
    public let text: String
    /// The place name to search for, e.g. "London".
    public let name: String
    /// The qualifiers after the name, e.g. `["GB"]`.
    public let qualifiers: [String]
    /// The ISO 3166-1 alpha-2 code of the country given on its own, e.g. "CA" for `--country CA`.
    public let countryCode: String?

    /// The longest query accepted, in characters.
    public static let maximumLength = 200

    /// Parses a query.
    /// - Parameters:
    ///   - text: The place as typed.
    ///   - country: A country the place must be in: an ISO 3166 alpha-2 or alpha-3 code, or a common name.
    /// - Throws: ``ForecastError/invalidInput(reason:)`` when it has no name, is too long, or the country is
    ///   not one.
    public init(_ text: String, country: String? = nil) throws(ForecastError) {
        let trimmed = text.trimmedOfWhitespace
        guard trimmed.count <= Self.maximumLength else {
            throw .invalidInput(reason: "the place name is longer than \(Self.maximumLength) characters")
        }
        guard !trimmed.unicodeScalars.contains(where: \.isInvisibleControl) else {
            throw .invalidInput(reason: "the place name contains a control or formatting character (a line break, tab, escape…)")
        }
        let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmedOfWhitespace }
        guard let name = parts.first, !name.isEmpty else {
            throw .invalidInput(reason: "the place name is empty")
        }
        if let country {
            guard let code = CountryCode.alpha2(for: country.trimmedOfWhitespace) else {
                throw .invalidInput(reason: "\"\(country)\" is not a country code; use an ISO 3166 code such as GB, CA or USA")
            }
            countryCode = code
            self.text = trimmed + ", " + code
        } else {
            countryCode = nil
            self.text = trimmed
        }
        self.name = name
        self.qualifiers = parts.dropFirst().filter { !$0.isEmpty }
    }

    /// How a place satisfies the query, or `nil` when a qualifier or the country does not match it.
    public func match(_ place: Place) -> PlaceMatch? {
        if let countryCode, place.countryCode?.uppercased() != countryCode { return nil }
        var namesRegion = false
        for qualifier in qualifiers {
            if Self.namesRegion(qualifier, of: place) {
                namesRegion = true
            } else if !Self.namesCountry(qualifier, of: place) {
                return nil
            }
        }
        return PlaceMatch(exactName: place.name.lowercased() == name.lowercased(), namesRegion: namesRegion)
    }

    /// Whether the query narrows the search beyond the name.
    public var isQualified: Bool { !qualifiers.isEmpty || countryCode != nil }

    private static func namesRegion(_ qualifier: String, of place: Place) -> Bool {
        guard let region = place.region?.lowercased() else { return false }
        if region == qualifier.lowercased() { return true }
        let abbreviations = place.countryCode.flatMap { ISO3166Tables.regionsByAbbreviation[$0.uppercased()] }
        return abbreviations?[qualifier.uppercased()]?.lowercased() == region
    }

    private static func namesCountry(_ qualifier: String, of place: Place) -> Bool {
        if let country = place.country, country.lowercased() == qualifier.lowercased() { return true }
        guard let code = place.countryCode?.uppercased() else { return false }
        return CountryCode.alpha2(for: qualifier) == code
    }
}

/// How well a place fits a ``PlaceQuery``: places that fit better come first.
public struct PlaceMatch: Sendable, Hashable, Comparable {
    /// Whether the place's name is the queried name exactly, ignoring case (not only a prefix of it).
    public let exactName: Bool
    /// Whether a qualifier named the place's region, not only its country ("Hollywood, CA" is California before
    /// it is Canada).
    public let namesRegion: Bool

    /// A worse match orders first: exact names before prefixes, then region matches before country matches.
    public static func < (lhs: PlaceMatch, rhs: PlaceMatch) -> Bool {
        (lhs.exactName ? 1 : 0, lhs.namesRegion ? 1 : 0) < (rhs.exactName ? 1 : 0, rhs.namesRegion ? 1 : 0)
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

extension Unicode.Scalar {
    /// Whether the scalar is a control, format or line/paragraph separator character: never part of a name. The
    /// zero-width non-joiner and joiner (U+200C, U+200D) are the exception: Persian and Indic names are spelt with them.
    fileprivate var isInvisibleControl: Bool {
        switch properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        case .format: value != 0x200C && value != 0x200D
        default: false
        }
    }
}
