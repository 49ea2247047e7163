/// An ensemble's hours: one model run many times from slightly different starts, each member's temperature and
/// precipitation hour by hour. The control run is a member like the others (ECMWF: 50 perturbed + control = 51); how
/// many there are is the answer's, never assumed.
public struct EnsembleForecast: Sendable, Hashable {
    /// The model the members are of, as the service names it (e.g. `gfs025`), when asked for one.
    public let model: String?
    /// The hours, local to the place.
    public let times: [LocalDateTime]
    /// Each member's temperatures, one a time (`nil` where the member gave none), the control run first.
    public let temperature: [[Double?]]
    /// Each member's precipitation, as ``temperature``.
    public let precipitation: [[Double?]]

    /// Makes an ensemble's hours.
    public init(model: String?, times: [LocalDateTime], temperature: [[Double?]], precipitation: [[Double?]]) {
        self.model = model
        self.times = times
        self.temperature = temperature
        self.precipitation = precipitation
    }

    /// How many members the answer has.
    public var memberCount: Int { max(temperature.count, precipitation.count) }

    /// The members' spread at hour `index`, a member counting as wet at `wetThreshold` or more (0.1 mm an hour).
    public func spread(at index: Int, wetThreshold: Double = 0.1) -> EnsembleSpread {
        EnsembleSpread(
            temperatures: temperature.map { index < $0.count ? $0[index] : nil },
            precipitation: precipitation.map { index < $0.count ? $0[index] : nil }, wetThreshold: wetThreshold
        )
    }
}
