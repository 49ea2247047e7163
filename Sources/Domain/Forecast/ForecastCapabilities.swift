/// What a forecast provider offers, and its limits: the numbers validation and help text read, so that no
/// provider's limits are taken for everyone's.
public struct ForecastCapabilities: Sendable, Hashable {
    /// The products a provider can give.
    public enum Product: String, Sendable, CaseIterable {
        /// Daily forecasts.
        case daily
        /// Hourly forecasts.
        case hourly
        /// Conditions now.
        case current
    }

    /// The products offered.
    public let products: Set<Product>
    /// The most days a daily forecast can cover, today included; 0 when daily forecasts are not offered.
    public let maximumDays: Int
    /// The most hours an hourly forecast can cover, the current hour included; 0 when not offered.
    public let maximumHours: Int
    /// The most places one place search returns.
    public let maximumSearchResults: Int
    /// Where the forecasts are given; a place outside is refused before anything is asked.
    public let coverage: ServiceCoverage
    /// Where the provider issues official weather warnings, when it does (`forecast alerts` asks whichever covers
    /// the place, whatever the forecast's provider).
    public let alertsCoverage: ServiceCoverage?

    /// Makes the capabilities.
    public init(
        products: Set<Product>, maximumDays: Int, maximumHours: Int, maximumSearchResults: Int, coverage: ServiceCoverage = .worldwide,
        alertsCoverage: ServiceCoverage? = nil
    ) {
        self.alertsCoverage = alertsCoverage
        self.products = products
        self.maximumDays = maximumDays
        self.maximumHours = maximumHours
        self.maximumSearchResults = maximumSearchResults
        self.coverage = coverage
    }

    /// The days a daily forecast can be asked for.
    public var allowedDays: ClosedRange<Int> { 1...max(1, maximumDays) }
    /// The hours an hourly forecast can be asked for.
    public var allowedHours: ClosedRange<Int> { 1...max(1, maximumHours) }
    /// The numbers of places a search can be asked for.
    public var allowedSearchResults: ClosedRange<Int> { 1...max(1, maximumSearchResults) }
}
