/// A named place a forecast can be asked for, as a geocoding service knows it.
///
/// Only the name and coordinate are always known; every other field is `nil` when the service did not give it.
public struct Place: Sendable, Hashable {
    /// The place's name, e.g. "London".
    public let name: String
    /// The first-level administrative area (state, region, province), e.g. "England".
    public let region: String?
    /// The second-level administrative area (county, district), e.g. "Madison" for London, Ohio.
    public let subregion: String?
    /// The country's name, e.g. "United Kingdom".
    public let country: String?
    /// The ISO 3166-1 alpha-2 country code, e.g. "GB".
    public let countryCode: String?
    /// Where the place is.
    public let coordinate: Coordinate
    /// Height above sea level, in metres.
    public let elevation: Double?
    /// The IANA time-zone identifier, e.g. "Europe/London".
    public let timeZoneIdentifier: String?
    /// How many people live there, when known.
    public let population: Int?

    /// Makes a place from what a geocoding service knows of it.
    public init(
        name: String,
        region: String? = nil,
        subregion: String? = nil,
        country: String? = nil,
        countryCode: String? = nil,
        coordinate: Coordinate,
        elevation: Double? = nil,
        timeZoneIdentifier: String? = nil,
        population: Int? = nil
    ) {
        self.name = name
        self.region = region
        self.subregion = subregion
        self.country = country
        self.countryCode = countryCode
        self.coordinate = coordinate
        self.elevation = elevation
        self.timeZoneIdentifier = timeZoneIdentifier
        self.population = population
    }

    /// The place a bare coordinate stands for: named after the coordinate, nothing else known.
    public init(coordinate: Coordinate) {
        self.init(name: coordinate.formatted, coordinate: coordinate)
    }

    /// The same place in another time zone; a provider's answer fills it in for a bare coordinate.
    func with(timeZoneIdentifier: String?) -> Place {
        Place(
            name: name, region: region, subregion: subregion, country: country, countryCode: countryCode,
            coordinate: coordinate, elevation: elevation, timeZoneIdentifier: timeZoneIdentifier, population: population
        )
    }
}
