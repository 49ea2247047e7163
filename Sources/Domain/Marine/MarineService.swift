/// The standard ``GetMarineForecastUseCase``: finds the place, looks for the sea at it and around it in one request
/// (``SeaSearch``), asks the nearest sea cell's hours, and keeps those asked for, in the units asked, with the day's
/// summaries and the tide's turns.
public struct MarineService: GetMarineForecastUseCase {
    private let places: any ResolvePlaceUseCase
    private let marine: any MarineRepository
    private let clock: any WallClock

    /// Makes the use case over a place resolver, a marine repository and the clock "now" is read from.
    public init(places: any ResolvePlaceUseCase, marine: any MarineRepository, clock: any WallClock) {
        self.places = places
        self.marine = marine
        self.clock = clock
    }

    /// See ``GetMarineForecastUseCase/marine(for:)``.
    public func marine(for request: MarineRequest) async throws -> MarineReport {
        try request.validate()
        let resolved = try await places.resolvePlace(request.location)
        let place = resolved.place
        let candidates = SeaSearch.candidates(around: place.coordinate)
        let cells = try await marine.seaCells(among: candidates)
        guard let found = zip(candidates, cells).enumerated().first(where: { $0.element.1 }) else {
            throw ForecastError.outsideCoverage(
                service: marine.source.provider + "'s marine model",
                coverage: "the sea, and it has none within \(Int(SeaSearch.limitKilometres)) km of \(place.name)"
            )
        }
        let point = found.element.0
        let answer = try await marine.marine(at: point, days: Self.days(for: request.span))
        let series = answer.content
        let now = LocalDateTime(clock.now(), utcOffsetSeconds: answer.utcOffsetSeconds ?? 0)
        let hours = series.hours.map { MarineConversion.hour(PlausibleSea.checked($0), in: request.units) }
        let tides = TideTurn.turns(in: hours.map { ($0.time, $0.seaLevel) })
        let currentHour = now.adding(minutes: -now.minute)
        let shown: [MarineHour], days: [MarineDay]
        switch request.span {
        case .hours(let count):
            shown = Array(hours.filter { $0.time >= currentHour }.prefix(count))
            days = []
        case .days(let count):
            days = Array(MarineDay.days(of: hours.filter { $0.time.date >= now.date }, tides: tides).prefix(count))
            shown = hours.filter { hour in days.contains { $0.date == hour.time.date } }
        }
        return MarineReport(
            location: resolved.filling(timeZoneIdentifier: answer.timeZoneIdentifier),
            sea: SeaPoint(series.cell ?? point, from: place.coordinate, isAtPlace: found.offset == 0), span: request.span, hours: shown, days: days,
            tides: tides, units: request.units, source: marine.source, freshness: answer.freshness, now: now
        )
    }

    /// The days to ask for: those asked, or enough for the hours from the last hour of today (the service gives up to
    /// 16).
    static func days(for span: MarineRequest.Span) -> Int {
        switch span {
        case .days(let days): days
        case .hours(let hours): min(MarineRequest.allowedDays.upperBound, (hours + 47) / 24)
        }
    }
}
