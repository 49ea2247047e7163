import Domain

/// What a kind of extra shows in every forecast view (daily, hourly, current, history, compare), asked or not: its
/// members at the end of a report's JSON, its columns on a report's CSV rows, its line placeholders and their values,
/// a banner over the table, a stale answer's warning, its lines in a status bar's tooltip, how pressing what it says
/// is and the classes it draws with in a picture. Each is nothing unless the kind says; the views list the kinds in `ForecastViewExtras`.
protocol ShownExtra: Extra {
    /// The line placeholders it gives, for the commands that offer them.
    static var placeholders: [String] { get }
    /// Its members at the end of a report's JSON object.
    static func jsonFields(in extras: PlaceExtras) -> JSONFields
    /// Its columns on every CSV row of a report, in English as JSON is, before when the report was fetched: the same
    /// columns whether or not it was had (empty values then), so that every place's rows line up under one header.
    static func csvFields(in extras: PlaceExtras) -> JSONFields
    /// Its placeholders' values in a report's line.
    static func lineValues(in extras: PlaceExtras, words: Catalogue) -> [String: String]
    /// The banner over a report's table, or `nil`.
    static func banner(in extras: PlaceExtras, words: Catalogue) -> TableViewModel.Cell?
    /// The warning that what it gave is an old answer, naming its place, or `nil`.
    static func staleWarning(in extras: PlaceExtras, at time: ReadingTime) -> String?
    /// Its lines in a status bar's tooltip, after the report's.
    static func tooltip(in extras: PlaceExtras, words: Catalogue) -> [String]
    /// How pressing what it says is in force, for a status bar, or `nil`.
    static func urgency(in extras: PlaceExtras) -> StatusBarUrgency?
    /// The classes it draws with in a picture, with their colours.
    static var pictureClasses: [PictureClass] { get }
}

extension ShownExtra {
    static var placeholders: [String] { [] }
    static func jsonFields(in extras: PlaceExtras) -> JSONFields { [] }
    static func csvFields(in extras: PlaceExtras) -> JSONFields { [] }
    static func lineValues(in extras: PlaceExtras, words: Catalogue) -> [String: String] { [:] }
    static func banner(in extras: PlaceExtras, words: Catalogue) -> TableViewModel.Cell? { nil }
    static func staleWarning(in extras: PlaceExtras, at time: ReadingTime) -> String? { nil }
    static func tooltip(in extras: PlaceExtras, words: Catalogue) -> [String] { [] }
    static func urgency(in extras: PlaceExtras) -> StatusBarUrgency? { nil }
    static var pictureClasses: [PictureClass] { [] }
}
