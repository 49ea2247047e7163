import Domain

/// A report fetched beside its place's official warnings: the place is found once, then the report and the
/// warnings are asked for at the same time, so that checking them adds no wait on a network.
struct PlaceAlerts: Sendable {
    /// How a place's warnings check went.
    enum Outcome: Sendable {
        /// Not asked for (`--no-alerts`).
        case off
        /// Checked: the warnings, or that no service covers the place.
        case checked(AlertsReport)
        /// The check failed; the report is shown without it, and the failure told.
        case failed(any Error)

        /// The warnings, when checked.
        var report: AlertsReport? {
            guard case .checked(let report) = self else { return nil }
            return report
        }
    }

    /// A report and how its place's warnings check went.
    struct Checked<Report: Sendable>: Sendable {
        let report: Report
        let alerts: Outcome
    }

    /// The warnings' use case; `nil` when they are not checked.
    let alerts: (any GetAlertsUseCase)?

    /// The report `fetch` gives for the place at `location`, found once by `places` for both, with the place's
    /// warnings; `validate` checks the request first, so that a request that cannot be asks nothing at all.
    /// - Throws: What `validate`, finding the place or `fetch` throws; a failed warnings check is an outcome, not an
    ///   error.
    func fetch<Report: Sendable>(
        at location: ForecastLocation, places: any ResolvePlaceUseCase, validate: () throws -> Void,
        _ fetch: @Sendable (ForecastLocation) async throws -> Report
    ) async throws -> Checked<Report> {
        guard let alerts else { return Checked(report: try await fetch(location), alerts: .off) }
        try validate()
        let place = try await places.resolvePlace(location)
        async let outcome = Self.check(alerts, at: place)
        let report = try await fetch(.resolved(place))
        return Checked(report: report, alerts: await outcome)
    }

    /// The report `fetch` gives, then the warnings at its place: for a use case that finds the place itself.
    /// - Throws: What `fetch` throws.
    func fetchThenCheck<Report: Sendable>(
        _ fetch: () async throws -> Report, at place: (Report) -> ResolvedPlace
    ) async throws -> Checked<Report> {
        let report = try await fetch()
        guard let alerts else { return Checked(report: report, alerts: .off) }
        return Checked(report: report, alerts: await Self.check(alerts, at: place(report)))
    }

    private static func check(_ alerts: any GetAlertsUseCase, at place: ResolvedPlace) async -> Outcome {
        do {
            return .checked(try await alerts.alerts(at: place))
        } catch {
            return .failed(error)
        }
    }
}
