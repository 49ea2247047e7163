/// A daily forecast for a resolved place: what a person asked for, ready to show.
public struct Forecast: Sendable, Hashable {
    /// The place the forecast is for: the geocoded place, or one named after the coordinate asked for.
    public let place: Place
    /// The days, in date order, the first being the place's today.
    public let days: [DailyForecast]
    /// The units every quantity in ``days`` is in.
    public let units: Units
    /// Who supplied the weather data.
    public let source: DataSource
    /// Who supplied the place, when it was found by a search (its terms may ask for credit too).
    public let placeSource: DataSource?

    /// Makes a forecast.
    public init(place: Place, days: [DailyForecast], units: Units, source: DataSource, placeSource: DataSource? = nil) {
        self.place = place
        self.days = days
        self.units = units
        self.source = source
        self.placeSource = placeSource
    }
}
