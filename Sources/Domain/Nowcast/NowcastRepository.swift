/// Where nowcasts come from: a service that forecasts the precipitation of the next two hours in short steps.
public protocol NowcastRepository: Sendable {
    /// Who the data is from.
    var source: DataSource { get }
    /// Where, roughly, its nowcast is its own (the radar's range, or the model's native area), as boxes of the
    /// coordinate; a place outside is asked only of a repository that ``answersOutsideArea``.
    var area: [CoordinateBox] { get }
    /// Whether it answers outside its ``area`` too (with ``NowcastMethod/interpolated`` steps).
    var answersOutsideArea: Bool { get }

    /// The nowcast at `place` for the next `minutes` minutes (the service may give fewer: radar reaches about 110).
    /// - Throws: ``ForecastError`` when the service cannot answer.
    func nowcast(for place: Place, minutes: Int) async throws -> ForecastAnswer<NowcastOutcome>
}

extension NowcastRepository {
    /// Whether the place is inside its ``area``.
    public func coversNatively(_ place: Place) -> Bool { area.contains { $0.contains(place.coordinate) } }
}

extension DataSet {
    /// The precipitation of the next two hours in steps of minutes, from radar or a model.
    public static let nowcast = DataSet(rawValue: "nowcast")
}
