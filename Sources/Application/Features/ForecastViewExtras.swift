import Domain

/// The extras every forecast view (daily, hourly, current, history, compare) shows in its formats, asked or not, in
/// the order their tooltip lines come; a kind shown by every view is one line here. What each shows is its own
/// (``ShownExtra``). Each function reads `kinds`, these unless said.
enum ForecastViewExtras {
    /// The kinds every view shows.
    static let shown: [any ShownExtra.Type] = [NowcastExtra.self, AlertsExtra.self]

    /// `values` with what every view's line takes from a report's place at the time read, asking nothing: the Moon's
    /// `{moon}` and `{moonphase}`.
    static func addingPlaceFacts(to values: [String: String], place: Place, at instant: Instant, words: Catalogue) -> [String: String] {
        LineValues.addingMoon(to: values, place: place, at: instant, words: words)
    }

    /// Every kind's members at the end of a report's JSON object.
    static func jsonFields(_ extras: PlaceExtras, of kinds: [any ShownExtra.Type] = shown) -> JSONFields { kinds.flatMap { $0.jsonFields(in: extras) } }

    /// Every kind's columns on a report's CSV rows.
    static func csvFields(_ extras: PlaceExtras, of kinds: [any ShownExtra.Type] = shown) -> JSONFields { kinds.flatMap { $0.csvFields(in: extras) } }

    /// `values` with every kind's placeholders' values.
    static func lineValues(_ values: [String: String], adding extras: PlaceExtras, words: Catalogue, of kinds: [any ShownExtra.Type] = shown) -> [String: String] {
        kinds.reduce(values) { values, kind in values.merging(kind.lineValues(in: extras, words: words)) { $1 } }
    }

    /// The first banner a kind gives over a report's table, or `nil`.
    static func banner(_ extras: PlaceExtras, words: Catalogue, of kinds: [any ShownExtra.Type] = shown) -> TableViewModel.Cell? {
        kinds.lazy.compactMap { $0.banner(in: extras, words: words) }.first
    }

    /// Every kind's warning that what it gave is an old answer.
    static func staleWarnings(_ extras: PlaceExtras, at time: ReadingTime, of kinds: [any ShownExtra.Type] = shown) -> [String] {
        kinds.compactMap { $0.staleWarning(in: extras, at: time) }
    }

    /// Every kind's lines in a status bar's tooltip.
    static func tooltip(_ extras: PlaceExtras, words: Catalogue, of kinds: [any ShownExtra.Type] = shown) -> [String] { kinds.flatMap { $0.tooltip(in: extras, words: words) } }

    /// The most pressing of what the kinds say is in force, or `nil`.
    static func urgency(_ extras: PlaceExtras, of kinds: [any ShownExtra.Type] = shown) -> StatusBarUrgency? { kinds.compactMap { $0.urgency(in: extras) }.max() }

    /// Every kind's classes in a picture.
    static func pictureClasses(of kinds: [any ShownExtra.Type] = shown) -> [PictureClass] { kinds.flatMap { $0.pictureClasses } }
}
