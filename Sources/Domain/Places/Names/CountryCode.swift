/// Reads the ways people write a country in a place query or `--country`: ISO 3166-1 alpha-2 and alpha-3 codes,
/// and common short names ("UK", "USA", "Holland").
enum CountryCode {
    /// Names people use that are neither a code nor the name geocoding services give the country.
    private static let commonNames: [String: String] = [
        "uk": "GB", "britain": "GB", "great britain": "GB", "united kingdom": "GB",
        "usa": "US", "u.s.": "US", "u.s.a.": "US", "america": "US", "united states": "US", "united states of america": "US",
        "holland": "NL", "the netherlands": "NL", "uae": "AE", "russia": "RU", "south korea": "KR", "korea": "KR",
        "north korea": "KP", "czech republic": "CZ", "czechia": "CZ", "ivory coast": "CI", "burma": "MM",
        "turkey": "TR", "türkiye": "TR", "vatican": "VA", "vatican city": "VA", "the bahamas": "BS", "the gambia": "GM",
    ]

    /// The alpha-2 code `text` stands for: an alpha-2 code as it is (upper-cased), an alpha-3 code or a
    /// common name translated; `nil` for anything else.
    static func alpha2(for text: String) -> String? {
        let lowered = text.lowercased()
        if let code = commonNames[lowered] { return code }
        let upper = text.uppercased()
        guard upper.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else { return nil }
        switch upper.count {
        case 2: return knownAlpha2.contains(upper) ? upper : nil
        case 3: return ISO3166Tables.alpha2ByAlpha3[upper]
        default: return nil
        }
    }

    private static let knownAlpha2 = Set(ISO3166Tables.alpha2ByAlpha3.values)
}
