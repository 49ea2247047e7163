import Domain

/// The next two hours' nowcast, asked beside a forecast at the same time as it, where a radar or a model at its own
/// short step covers the place natively (elsewhere nothing is asked): `{nowcast}` in a line, its outlook in a status
/// bar's tooltip, and in `current`'s table and JSON and `hourly`'s picture; credited to its source.
struct NowcastExtra: ExtraBesideReport, ShownExtra {
    typealias Value = NowcastReport

    static func credit(of nowcast: NowcastReport) -> DataSource? { nowcast.source }

    func fetch(at place: ResolvedPlace, in scope: ExtraScope) async throws(ExtraFailure) -> NowcastReport? {
        do {
            let nowcasts = try scope.useCases.make(.nowcast)
            guard nowcasts.coversNatively(place.place) else { return nil }
            return try await nowcasts.nowcast(for: NowcastRequest(location: .resolved(place), units: scope.units))
        } catch {
            throw .unfetched("the nowcast", error)
        }
    }

    static let placeholders = ["nowcast"]

    static func lineValues(in extras: PlaceExtras, words: Catalogue) -> [String: String] {
        extras[Self.self].map { ["nowcast": NowcastText.summary($0, words: words)] } ?? [:]
    }

    static func tooltip(in extras: PlaceExtras, words: Catalogue) -> [String] { extras[Self.self].map { [NowcastText.summary($0, words: words)] } ?? [] }

    /// The nowcast's bars on an hourly picture, in teal (cyan on dark).
    static let pictureClasses = [PictureClass(name: "nowcast", light: "#0b7285", dark: "#3bc9db")]
}

extension AskedExtra {
    /// The next two hours' nowcast, where one covers the place natively.
    package static let nowcast = AskedExtra(extra: NowcastExtra())
}
