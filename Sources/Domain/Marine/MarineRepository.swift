/// Where the sea's forecasts come from: a wave model on an ocean grid, whose cells over land have no values.
public protocol MarineRepository: Sendable {
    /// Who the data is from.
    var source: DataSource { get }

    /// For each of `points`, in order, whether the model has sea there (any value at all now), asked in one request.
    /// - Throws: ``ForecastError`` when the service cannot answer.
    func seaCells(among points: [Coordinate]) async throws -> [Bool]

    /// The sea's hours at `point` from the start of today, on the place's clock, for `days` days (1–16), in metres,
    /// degrees Celsius and kilometres per hour.
    /// - Throws: ``ForecastError`` when the service cannot answer.
    func marine(at point: Coordinate, days: Int) async throws -> ForecastAnswer<MarineSeries>
}

/// What a marine service answers for one point: the model's cell it read, and the hours.
public struct MarineSeries: Sendable, Hashable {
    /// The centre of the model's cell the values are from, when the service said.
    public let cell: Coordinate?
    /// The hours, in time order, on the place's clock, in metres, degrees Celsius and kilometres per hour.
    public let hours: [MarineHour]

    /// Makes a series.
    public init(cell: Coordinate?, hours: [MarineHour]) {
        self.cell = cell
        self.hours = hours
    }
}

extension DataSet {
    /// Waves, swell, sea temperature, currents and the sea level.
    public static let marine = DataSet(rawValue: "marine")
}
