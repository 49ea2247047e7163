import Application
package import Domain
package import ForecastSettings

/// The place a client names ("London", "London,GB", "51.5,-0.13", an alias of the configuration file), checked before
/// anything is looked up: at most ``PlaceQuery/maximumLength`` characters, no control characters, no `<` or `>`, not
/// blank. Direction marks, which real Arabic and Hebrew input carries, are removed rather than refused.
package enum PlaceName {
    /// The characters that set the direction of text (LRM, RLM, ALM, the embeddings, overrides and isolates).
    static let directionMarks: Set<Unicode.Scalar> = Set(
        [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].compactMap(Unicode.Scalar.init)
    )

    /// The location `text` names; aliases are the settings'.
    /// - Throws: ``InputRefusal`` saying why it cannot be a place.
    package static func location(_ text: String, settings: Settings) throws(InputRefusal) -> ForecastLocation {
        let name = try checked(text)
        do {
            switch settings.alias(name.trimmingBlanks) {
            case .name(let aliased)?: return .place(try PlaceQuery(aliased))
            case .coordinate(let latitude, let longitude)?: return .coordinate(try Coordinate(latitude: latitude, longitude: longitude))
            case nil: return try coordinate(in: name).map(ForecastLocation.coordinate) ?? .place(try PlaceQuery(name))
            }
        } catch {
            throw InputRefusal(FailureMessage(error, names: .arguments).text)
        }
    }

    /// `text` without its direction marks, once it is known to be text a place name may be.
    /// - Throws: ``InputRefusal`` saying why it cannot be.
    package static func checked(_ text: String) throws(InputRefusal) -> String {
        let name = String(String.UnicodeScalarView(text.unicodeScalars.filter { !directionMarks.contains($0) }))
        // Characters, and the bytes they take: a letter may carry any number of combining marks.
        guard name.count <= PlaceQuery.maximumLength, name.utf8.count <= 4 * PlaceQuery.maximumLength else {
            throw InputRefusal("the place name is longer than \(PlaceQuery.maximumLength) characters")
        }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw InputRefusal("the place name contains a control character")
        }
        guard !name.contains("<"), !name.contains(">") else { throw InputRefusal("the place name contains < or >") }
        guard !name.trimmingBlanks.isEmpty else { throw InputRefusal("the place name is empty") }
        return name
    }

    /// The coordinate `LAT,LON` writes (two decimal numbers, a comma between), or `nil` for a name.
    /// - Throws: `ForecastError` for numbers outside the globe.
    private static func coordinate(in text: String) throws -> Coordinate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingBlanks)
        guard parts.count == 2, let latitude = decimal(parts[0]), let longitude = decimal(parts[1]) else { return nil }
        return try Coordinate(latitude: latitude, longitude: longitude)
    }

    /// `text` as a plain decimal number ("-0.13", "51"), or `nil`: no exponent, no infinity, no hexadecimal.
    private static func decimal(_ text: String) -> Double? {
        let digits = text.drop { $0 == "-" || $0 == "+" }
        guard text.count - digits.count <= 1, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return nil }
        return Double(text)
    }
}
