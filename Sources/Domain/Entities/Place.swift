/// A named place a forecast can be asked for, as a geocoding service knows it.
///
/// Only the name and coordinate are always known; every other field is `nil` when the service did not give it.
public struct Place: Sendable, Hashable {
    /// The place's name, e.g. "London".
    public let name: String
    /// The first-level administrative area (state, region, province), e.g. "England".
    public let region: String?
    /// The country's name, e.g. "United Kingdom".
    public let country: String?
    /// The ISO 3166-1 alpha-2 country code, e.g. "GB".
    public let countryCode: String?
    /// Where the place is.
    public let coordinate: Coordinate
    /// The IANA time-zone identifier, e.g. "Europe/London".
    public let timeZoneIdentifier: String?
    /// How many people live there, when known.
    public let population: Int?

    /// Makes a place from what a geocoding service knows of it.
    public init(
        name: String,
        region: String? = nil,
        country: String? = nil,
        countryCode: String? = nil,
        coordinate: Coordinate,
        timeZoneIdentifier: String? = nil,
        population: Int? = nil
    ) {
        self.name = name
        self.region = region
        self.country = country
        self.countryCode = countryCode
        self.coordinate = coordinate
        self.timeZoneIdentifier = timeZoneIdentifier
        self.population = population
    }
}
