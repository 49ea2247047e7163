/// Where a report is for: the place a query was resolved to, the other places it could have meant, and who
/// supplied the place.
public struct ResolvedPlace: Sendable, Hashable {
    /// The place chosen: the most relevant match, or one named after the coordinate asked for.
    public let place: Place
    /// Other places with the same name in other regions or countries, most relevant first; empty when the name
    /// is unique or a coordinate was asked for.
    public let alternatives: [Place]
    /// Who supplied the place, when it was found by a search (its terms may ask for credit too).
    public let source: DataSource?

    /// Makes a resolved place.
    public init(place: Place, alternatives: [Place] = [], source: DataSource? = nil) {
        self.place = place
        self.alternatives = alternatives
        self.source = source
    }

    /// The same resolution, its place given the time zone a forecast answer reported when it had none.
    func filling(timeZoneIdentifier: String?) -> ResolvedPlace {
        guard place.timeZoneIdentifier == nil, let timeZoneIdentifier else { return self }
        return ResolvedPlace(place: place.with(timeZoneIdentifier: timeZoneIdentifier), alternatives: alternatives, source: source)
    }
}

/// What every report shares: where it is for, the units its quantities are in, and who supplied the weather.
public protocol PlaceReport: Sendable {
    /// Where the report is for.
    var location: ResolvedPlace { get }
    /// The units every quantity is in.
    var units: Units { get }
    /// Who supplied the weather data.
    var source: DataSource { get }
    /// When the weather data was fetched and whether it is stale, when known.
    var freshness: AnswerFreshness? { get }
}

extension PlaceReport {
    /// The place the report is for.
    public var place: Place { location.place }
    /// Who supplied the place, when it was found by a search.
    public var placeSource: DataSource? { location.source }
}
