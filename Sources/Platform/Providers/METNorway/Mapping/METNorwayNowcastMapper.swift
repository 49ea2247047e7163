internal import Domain

/// A Nowcast 2.0 answer made into Domain's outcome: the radar's 5-minute steps where `radar_coverage` is `ok`, else
/// why there are none.
///
/// A `radar_coverage` the documentation does not list (it lists `ok`, `temporarily unavailable` and `no coverage`)
/// is read as ``NowcastGap/radarTemporarilyUnavailable``: the steps of a state nobody described cannot be trusted as
/// radar, and saying "unavailable" lets the nowcast fall back to a model rather than fail the whole command.
enum METNorwayNowcastMapper {
    /// The length of a radar step, in minutes.
    static let stepMinutes = 5

    /// The outcome `answer` stands for.
    /// - Throws: ``ForecastError/badResponse(reason:)`` for a radar nowcast with no steps.
    static func outcome(of answer: METNorwayNowcastAnswer) throws(ForecastError) -> NowcastOutcome {
        switch answer.radarCoverage {
        case .ok:
            guard !answer.steps.isEmpty else { throw .badResponse(reason: "its radar nowcast has no steps") }
            return .nowcast(Nowcast(method: .radar, stepMinutes: stepMinutes, steps: answer.steps, issuedAt: answer.updatedAt))
        case .noCoverage:
            return .unavailable(.noRadarCoverage)
        case .temporarilyUnavailable, .other:
            return .unavailable(.radarTemporarilyUnavailable)
        }
    }
}
