import Domain

/// The air now at the place, asked at the same time as the conditions, for its UV index (`%u`). What cannot be had
/// is told beside the line, which shows "?" for it.
struct WttrUVExtra: ExtraBesideReport {
    /// The air now and in the hour ahead.
    typealias Value = AirQualityReport

    /// The air at `place`.
    /// - Throws: ``ExtraFailure``: the UV index could not be fetched, and why.
    func fetch(at place: ResolvedPlace, in scope: ExtraScope) async throws(ExtraFailure) -> AirQualityReport? {
        do {
            return try await scope.useCases.make(.airQuality).airQuality(for: AirQualityRequest(location: .resolved(place), hours: 1))
        } catch {
            throw .unfetched("the UV index", error)
        }
    }
}

extension AskedExtra {
    /// The air now at the place, for a wttr.in line's UV index.
    static let wttrUV = AskedExtra(extra: WttrUVExtra())
}
