import Domain

/// The Sun's days at an hourly forecast's place, computed offline once the forecast is had, on the clocks of its
/// place (whose zone the forecast gives where a coordinate had none), over its days: the nights its picture shades.
struct SunExtra: ExtraFromReport {
    typealias Value = SunReport

    func add(to result: inout WithExtras<HourlyForecastReport>, in scope: ExtraScope) async {
        do {
            let request = SkyRequest(location: .resolved(result.report.location), days: min(max(scope.days, 1), SkyRequest.maximumDays))
            result.extras[Self.self] = try await scope.useCases.make(.sunTimes).sunTimes(for: request)
        } catch {
            result.failures.append(.unfetched("the Sun's times", error))
        }
    }
}

extension AskedExtra {
    /// The Sun's days at the place, for a picture's nights.
    package static let sun = AskedExtra(extra: SunExtra())
}
