public import Domain

/// An ``EnsembleRepository`` that records each call and gives a stubbed ensemble.
public struct EnsembleRepositorySpy: EnsembleRepository {
    /// What one call asked: where, which model, how many days, in which units.
    public struct Call: Sendable, Hashable {
        /// Where.
        public let place: Place
        /// The model asked for, or `nil` for the region's.
        public let model: String?
        /// How many days from the start of today.
        public let days: Int
        /// The units asked for.
        public let units: Units
    }

    /// Who it says runs the ensembles.
    public let source = DataSource(provider: "Ensembles", attribution: "Ensembles by Ensembles")
    /// The most days it says it covers: 35, as Open-Meteo's ensemble service.
    public let maximumDays = 35
    /// The calls to ``ensemble(at:model:days:units:)``.
    public let ensembleCalls: Spy<Call, ForecastAnswer<EnsembleForecast>>

    /// Makes a spy answering `ensemble`, its clock `utcOffsetSeconds` ahead of UTC.
    public init(ensemble: EnsembleForecast, utcOffsetSeconds: Int = 0) {
        ensembleCalls = Spy(.success(ForecastAnswer(ensemble, timeZoneIdentifier: nil, utcOffsetSeconds: utcOffsetSeconds)))
    }

    /// Records the call and gives the stubbed ensemble.
    public func ensemble(at place: Place, model: String?, days: Int, units: Units) async throws -> ForecastAnswer<EnsembleForecast> {
        try ensembleCalls.record(Call(place: place, model: model, days: days, units: units))
    }
}

/// A ``GetEnsembleOutlookUseCase`` that records each request and returns a stubbed outlook or error.
public typealias GetEnsembleOutlookUseCaseSpy = Spy<EnsembleRequest, EnsembleOutlook>

extension Spy: GetEnsembleOutlookUseCase where Parameters == EnsembleRequest, Result == EnsembleOutlook {
    /// The spy covers 35 days, as Open-Meteo's ensemble service.
    public var maximumDays: Int { 35 }

    /// Records the request and gives the stubbed answer.
    public func outlook(for request: EnsembleRequest) async throws -> EnsembleOutlook { try record(request) }
}

/// A ``CheckEnsembleRainUseCase`` that records each request and returns a stubbed answer or error.
public typealias CheckEnsembleRainUseCaseSpy = Spy<EnsembleRainCheckRequest, EnsembleRainCheckAnswer>

extension Spy: CheckEnsembleRainUseCase where Parameters == EnsembleRainCheckRequest, Result == EnsembleRainCheckAnswer {
    /// Records the request and gives the stubbed answer.
    public func check(_ request: EnsembleRainCheckRequest) async throws -> EnsembleRainCheckAnswer { try record(request) }
}
