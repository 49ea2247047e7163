import Domain

/// The ensemble's spread by hour and day, asked beside a forecast at the same time as it, over the report's days (at
/// most the service's): columns, notes and bands in `daily`'s and `hourly`'s views; credited to its source.
struct EnsembleExtra: ExtraBesideReport {
    typealias Value = EnsembleOutlook

    /// The ensemble asked for.
    let choice: EnsembleChoice

    static func credit(of outlook: EnsembleOutlook) -> DataSource? { outlook.source }

    func fetch(at place: ResolvedPlace, in scope: ExtraScope) async throws(ExtraFailure) -> EnsembleOutlook? {
        do {
            let outlook = try scope.useCases.make(.ensembleOutlook)
            let request = EnsembleRequest(location: .resolved(place), days: min(max(scope.days, 1), outlook.maximumDays), model: choice.model, units: scope.units)
            return try await outlook.outlook(for: request)
        } catch {
            throw .unfetched("the ensemble", error)
        }
    }
}

/// An ensemble asked for: of this model, or of the region's when `nil`.
package struct EnsembleChoice: Sendable, Hashable {
    /// The model's name, as the service spells it.
    package let model: String?

    /// The ensemble of `model`, or of the region's when `nil`.
    package init(model: String?) {
        self.model = model
    }
}

extension AskedExtra {
    /// The ensemble's spread of `choice`.
    package static func ensemble(_ choice: EnsembleChoice) -> AskedExtra { AskedExtra(extra: EnsembleExtra(choice: choice)) }
}
