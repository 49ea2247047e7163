public import Domain

/// A ``NowcastRepository`` that records each place and window it is asked for and gives a stubbed answer or an
/// error.
public struct NowcastRepositorySpy: NowcastRepository {
    /// The place and window of one call.
    public struct Call: Sendable, Hashable {
        /// Where.
        public let place: Place
        /// How many minutes ahead.
        public let minutes: Int

        /// Makes a call's record.
        public init(place: Place, minutes: Int) {
            self.place = place
            self.minutes = minutes
        }
    }

    /// Who it says the data is from.
    public let source: DataSource
    /// Where it says its nowcast is its own.
    public let area: [CoordinateBox]
    /// Whether it says it answers outside its area.
    public let answersOutsideArea: Bool
    /// The calls to ``nowcast(for:minutes:)``.
    public let nowcastCalls: Spy<Call, ForecastAnswer<NowcastOutcome>>

    /// Makes a spy answering `outcome` in `timeZoneIdentifier`, covering `area` (everywhere when not given).
    public init(
        outcome: NowcastOutcome, timeZoneIdentifier: String? = nil,
        area: [CoordinateBox] = [CoordinateBox(latitudes: -90...90, longitudes: -180...180)], answersOutsideArea: Bool = false,
        source: DataSource = DataSource(provider: "Radar", attribution: "Nowcast by Radar")
    ) {
        self.source = source
        self.area = area
        self.answersOutsideArea = answersOutsideArea
        nowcastCalls = Spy(.success(ForecastAnswer(outcome, timeZoneIdentifier: timeZoneIdentifier)))
    }

    /// Records the call and gives the stubbed answer.
    public func nowcast(for place: Place, minutes: Int) async throws -> ForecastAnswer<NowcastOutcome> {
        try nowcastCalls.record(Call(place: place, minutes: minutes))
    }
}
