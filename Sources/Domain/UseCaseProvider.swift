/// Every use case of one set of weather services: the one value an app holds. It is made once (from the settings
/// and the forecast provider chosen), and every use case it makes finds a place through it, so a place named once
/// is looked up once, whichever data sets are asked for it and even when they are asked at the same time.
///
/// A use case is asked for by its kind, which each data set declares beside its use-case protocol, so a data set
/// added later adds a kind and changes nothing here:
///
/// ```swift
/// let forecast = try await useCases.make(.dailyForecast).dailyForecast(for: request)
/// ```
///
/// A test double or an embedder's mock holds a ``UseCaseRegistry`` of the use cases it fakes.
public protocol UseCaseProvider: Sendable {
    /// What the forecast provider offers, and its limits.
    var capabilities: ForecastCapabilities { get }
    /// The use case of `kind`.
    /// - Throws: ``UseCaseUnavailable`` when this provider makes no use case of that kind.
    func make<UseCase>(_ kind: UseCaseKind<UseCase>) throws(UseCaseUnavailable) -> UseCase
}
