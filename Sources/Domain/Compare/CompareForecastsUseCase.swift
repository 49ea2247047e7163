/// Compares what several weather services forecast for one place: each one's days side by side, and how far apart
/// they are.
public protocol CompareForecastsUseCase: Sendable {
    /// The most days a comparison can show: the longest any available provider forecasts.
    var maximumDays: Int { get }

    /// Every available provider's daily forecast for the place, fetched at once, and their spread.
    /// - Throws: ``ForecastError`` when the place cannot be resolved or the request is invalid, or the first
    ///   provider's error when every provider fails. A provider that fails alone is listed as skipped.
    func compare(_ request: CompareForecastsRequest) async throws -> ForecastComparison
}

/// What to compare: where, how many days, in which units.
public struct CompareForecastsRequest: Sendable, Hashable {
    /// Where.
    public let location: ForecastLocation
    /// How many days, today included; each provider gives at most its own limit.
    public let days: Int
    /// The units to give quantities in.
    public let units: Units

    /// Makes a request; it is validated when used.
    public init(location: ForecastLocation, days: Int = 3, units: Units = .metric) {
        self.location = location
        self.days = days
        self.units = units
    }

    /// Checks the days against the comparison's limit, before anything is asked.
    /// - Throws: ``ForecastError/outOfRange(_:)`` naming the allowed days.
    public func validate(maximumDays: Int) throws(ForecastError) {
        try OutOfRange.check(days, 1...max(1, maximumDays), .days)
    }
}

/// A weather service taking part in a comparison: its name, and its forecasts or why it cannot take part.
public struct ComparedProvider: Sendable {
    /// Its id, as `--provider` takes it.
    public let id: String
    /// Where its forecasts come from, or why there are none (e.g. no API key configured).
    public let forecasts: Result<any DailyForecastRepository, ForecastError>

    /// A provider that can be asked.
    public init(id: String, forecasts: any DailyForecastRepository) {
        self.id = id
        self.forecasts = .success(forecasts)
    }

    /// A provider that cannot be asked, and why.
    public init(id: String, unavailable reason: ForecastError) {
        self.id = id
        forecasts = .failure(reason)
    }
}

/// Each provider's forecast for one place, the ones that gave none, and the spread of their values by date.
public struct ForecastComparison: Sendable, Hashable {
    /// The place, resolved once for every provider.
    public let location: ResolvedPlace
    /// The units every value is in.
    public let units: Units
    /// Each provider's forecast, in the order the providers were given.
    public let forecasts: [DailyForecastReport]
    /// The providers that gave no forecast, and why.
    public let skipped: [SkippedProvider]
    /// By date, how far apart the providers' values are.
    public let spread: [DailySpread]

    /// Where the places came from.
    public var placeSource: DataSource? { location.source }

    /// Makes a comparison.
    public init(location: ResolvedPlace, units: Units, forecasts: [DailyForecastReport], skipped: [SkippedProvider], spread: [DailySpread]) {
        self.location = location
        self.units = units
        self.forecasts = forecasts
        self.skipped = skipped
        self.spread = spread
    }
}

/// A provider that gave no forecast in a comparison.
public struct SkippedProvider: Sendable, Hashable {
    /// Its id.
    public let provider: String
    /// Why.
    public let error: ForecastError

    /// Makes the record.
    public init(provider: String, error: ForecastError) {
        self.provider = provider
        self.error = error
    }
}

/// One date's lowest and highest value of each quantity across the providers that forecast it; a quantity fewer
/// than two providers gave has no spread.
public struct DailySpread: Sendable, Hashable {
    /// The local date.
    public let date: LocalDate
    /// The providers' highs, lowest to highest; `nil` when none gave one.
    public let temperatureMax: ClosedRange<Double>?
    /// The providers' lows.
    public let temperatureMin: ClosedRange<Double>?
    /// The providers' precipitation totals.
    public let precipitationSum: ClosedRange<Double>?

    /// The spread of `days`, one a provider, all for `date`.
    public init(date: LocalDate, days: [DailyForecast]) {
        self.date = date
        temperatureMax = Self.range(days.compactMap(\.temperatureMax))
        temperatureMin = Self.range(days.compactMap(\.temperatureMin))
        precipitationSum = Self.range(days.compactMap(\.precipitationSum))
    }

    private static func range(_ values: [Double]) -> ClosedRange<Double>? {
        guard values.count >= 2, let low = values.min(), let high = values.max() else { return nil }
        return low...high
    }
}

extension UseCaseKind where UseCase == any CompareForecastsUseCase {
    /// The use cases that compare every forecast provider's daily forecasts for a place.
    public static var forecastComparison: Self { Self("forecast comparison") }
}
