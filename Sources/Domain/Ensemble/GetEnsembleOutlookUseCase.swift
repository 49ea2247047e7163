/// What an ensemble outlook asks: where, how many days from today, of which model, in which units.
public struct EnsembleRequest: Sendable, Hashable {
    /// Where.
    public let location: ForecastLocation
    /// How many days from the start of today, 1…the service's most.
    public let days: Int
    /// The model, as the service names it; `nil` for the one picked for the place's region.
    public let model: String?
    /// The units temperatures and amounts are given in (speeds do not matter).
    public let units: Units

    /// Makes a request; it is validated when used.
    public init(location: ForecastLocation, days: Int, model: String? = nil, units: Units = .metric) {
        self.location = location
        self.days = days
        self.model = model
        self.units = units
    }

    /// Throws unless `model` could be a service's model name: 1…40 lower-case letters, digits and underscores.
    /// - Throws: ``ForecastError/invalidInput(reason:)``.
    public static func requireWellFormed(model: String) throws(ForecastError) {
        let allowed = model.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }
        guard allowed, (1...40).contains(model.utf8.count) else {
            throw .invalidInput(reason: "a model is named in lower-case letters, digits and _ (such as ecmwf_ifs025)")
        }
    }
}

/// Gives an ensemble's spread hour by hour and day by day: how sure the forecast is.
public protocol GetEnsembleOutlookUseCase: Sendable {
    /// The most days one outlook can cover.
    var maximumDays: Int { get }

    /// The outlook at the request's place.
    /// - Throws: ``ForecastError``: ``ForecastError/outOfRange(_:)`` for days out of range, ``ForecastError/invalidInput(reason:)`` for a malformed
    ///   model name, before any request.
    func outlook(for request: EnsembleRequest) async throws -> EnsembleOutlook
}

extension UseCaseKind where UseCase == any GetEnsembleOutlookUseCase {
    /// The use cases that give an ensemble's outlook: each hour's and day's spread.
    public static var ensembleOutlook: Self { Self("ensemble outlook") }
}
