/// How a day's temperatures compare with the 1991–2020 normal for its calendar date at its place.
public struct DayAgainstNormal: Sendable, Hashable {
    /// The date.
    public let date: LocalDate
    /// The normal high and low; `nil` where the archive had none.
    public let normalMax: Double?, normalMin: Double?
    /// The day's high and low less the normal ones; `nil` where either is unknown.
    public let anomalyMax: Double?, anomalyMin: Double?

    /// Compares `day` with the normals, in the day's units.
    public init(_ day: DailyForecast, normals: ClimateNormals) {
        date = day.date
        let normal = normals.normal(month: day.date.month, day: day.date.day)
        (normalMax, normalMin) = (normal.temperatureMax, normal.temperatureMin)
        anomalyMax = day.temperatureMax.flatMap { high in normal.temperatureMax.map { high - $0 } }
        anomalyMin = day.temperatureMin.flatMap { low in normal.temperatureMin.map { low - $0 } }
    }
}

/// A forecast's days against the normal, and how the whole range compares.
public struct NormalsComparison: Sendable, Hashable {
    /// Each day, in the forecast's order.
    public let days: [DayAgainstNormal]
    /// Who the observations behind the normals are from.
    public let source: DataSource

    /// Makes a comparison.
    public init(days: [DayAgainstNormal], source: DataSource) {
        self.days = days
        self.source = source
    }

    /// The day on `date`, when it is one of them.
    public func day(on date: LocalDate) -> DayAgainstNormal? {
        days.first { $0.date == date }
    }

    /// The mean of the days' high anomalies, or `nil` when none is known.
    public var meanHighAnomaly: Double? {
        let known = days.compactMap(\.anomalyMax)
        return known.isEmpty ? nil : known.reduce(0, +) / Double(known.count)
    }
}

/// Compares a forecast's days with the 1991–2020 normals at its place.
public protocol CompareWithNormalUseCase: Sendable {
    /// Each of `forecast`'s days against its date's normal, in the forecast's units.
    /// - Throws: ``ForecastError``.
    func comparison(for forecast: DailyForecastReport) async throws -> NormalsComparison
}

extension UseCaseKind where UseCase == any CompareWithNormalUseCase {
    /// The use cases that compare days with the 1991–2020 normal.
    public static var normalComparison: Self { Self("comparison with the normal") }
}
