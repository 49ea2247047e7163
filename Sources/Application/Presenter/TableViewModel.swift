package import Domain
import TerminalSafety

/// A report as a table shows it: every value already text, with the style it is drawn in.
struct TableViewModel: Sendable, Hashable {
    /// One piece of styled text.
    struct Cell: Sendable, Hashable {
        let text: String
        let style: TextStyle

        init(_ text: String, _ style: TextStyle = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// A column's heading and alignment, and when a narrow terminal may leave it out.
    struct Column: Sendable, Hashable {
        let heading: String
        let alignRight: Bool
        /// Where the column stands among those a terminal too narrow for the table gives up (1 first); `nil`: kept.
        let yieldOrder: Int?

        init(_ heading: String, alignRight: Bool = false, yieldOrder: Int? = nil) {
            self.heading = heading
            self.alignRight = alignRight
            self.yieldOrder = yieldOrder
        }
    }

    /// What a missing value shows as.
    static let missing = Cell("—", .dim)

    /// The heading: the place, e.g. "London, England, United Kingdom".
    let title: String
    /// Where exactly and what is shown: "51.5085°N, 0.1257°W · Europe/London · 7 days".
    let subtitle: String
    /// Lines under the subtitle, e.g. the other places a name could mean, and how the days compare with the normal;
    /// `nil` for none.
    let note: String?
    private(set) var columns: [Column]
    /// Whether the column headings are drawn (a list of labelled values needs none).
    let showsHeadings: Bool
    /// One row an item, a cell a column.
    private(set) var rows: [[Cell]]
    /// The credits the data's terms ask for.
    private(set) var credits: String
    /// Lines of chart under the rows (`hourly`'s curves): drawings, whose order stays left to right in any language;
    /// none by default.
    var chart: [String] = []
    /// Lines of text under the rows (the units of `air`, the next new and full moons, the warnings' headlines):
    /// sentences of the table's language; none by default.
    var footnotes: [String] = []
    /// The line under the header that tells of an official warning, in its severity's colour; `nil` for none.
    private(set) var banner: Cell?

    /// Shows `banner` under the header, made terminal-safe (its text comes from a service).
    mutating func show(banner: Cell?) {
        self.banner = banner.map { Cell($0.text.terminalSafe, $0.style) }
    }

    /// Adds the credits of `sources` shown beside the report's own (the normals' archive, an ensemble), each once.
    mutating func credit(_ sources: [DataSource]) {
        credits = ReportHeader.credits(credits, adding: sources)
    }

    /// The table as a terminal `width` columns wide has room for: while it is wider, the column that yields first is
    /// left out (the hourly trend bar before the felt temperature; words in some languages are long). A table whose
    /// columns all stay is returned as it is, however wide.
    func fitted(to width: Int) -> TableViewModel {
        var table = self
        while TableRenderer.rowWidth(of: table) > width,
              let column = table.columns.indices.filter({ table.columns[$0].yieldOrder != nil }).min(by: { table.columns[$0].yieldOrder! < table.columns[$1].yieldOrder! }) {
            table.columns.remove(at: column)
            table.rows = table.rows.map { row in row.enumerated().filter { $0.offset != column }.map(\.element) }
        }
        return table
    }

    /// Makes a table; every text from a service is made terminal-safe here.
    init(header: ReportHeader, note: String?, columns: [Column], showsHeadings: Bool = true, rows: [[Cell]]) {
        title = header.title.terminalSafe
        subtitle = header.subtitle.terminalSafe
        // Each line of the note made safe on its own: a service's text cannot add lines, the note's own can.
        self.note = note.map { $0.split(separator: "\n").map { String($0).terminalSafe }.joined(separator: "\n") }
        self.columns = columns
        self.showsHeadings = showsHeadings
        self.rows = rows.map { $0.map { Cell($0.text.terminalSafe, $0.style) } }
        credits = header.credits.terminalSafe
    }
}

/// The lines above and below a report: the place, what is shown, and who to credit.
struct ReportHeader: Sendable, Hashable {
    let title: String
    let subtitle: String
    private(set) var credits: String

    /// The header of `report`, its subtitle ending with `detail` ("7 days", "now, 14:15"), and with how old the
    /// answer is when it is stale ("as of 14:05").
    init(report: some PlaceReport, detail: String, now: ReadingTime, words: Catalogue) {
        let age = FreshnessText.asOf(report.freshness, at: now, words: words).map { " · \($0)" } ?? ""
        self.init(place: report.place, sources: [report.source] + [report.placeSource].compactMap { $0 }, detail: detail + age)
    }

    /// The header of a report on `place` from `sources`, its subtitle ending with `detail`; `timeZone` when the
    /// report's times are in another zone than the place's own.
    init(place: Place, sources: [DataSource], detail: String, timeZone: String? = nil) {
        title = PlaceText.full(place)
        let coordinate = place.coordinate.formatted
        subtitle = [coordinate == place.name ? nil : coordinate, timeZone ?? place.timeZoneIdentifier, detail]
            .compactMap { $0 }.joined(separator: " · ")
        credits = sources.map(\.attribution).joined(separator: " · ")
    }

    /// The header of days computed offline at `place` (sun, moon), in `timeZone`, credited to the computation.
    init(computedAt place: Place, timeZone: String, days: Int, credits: String, words: Catalogue) {
        let detail = words.count(days, "detail.days")
        self.init(place: place, sources: [], detail: detail, timeZone: timeZone)
        self.credits = credits
    }

    /// `credits` with the attributions of `sources` after them, each once (made terminal-safe: they come from services).
    static func credits(_ credits: String, adding sources: [DataSource]) -> String {
        var shown = credits.split(separator: " · ").map(String.init)
        for attribution in sources.map({ $0.attribution.terminalSafe }) where !shown.contains(attribution) { shown.append(attribution) }
        return shown.joined(separator: " · ")
    }

    /// A header given in full, for lists that are not one place's report.
    init(title: String, subtitle: String, credits: String) {
        self.title = title
        self.subtitle = subtitle
        self.credits = credits
    }
}

/// Place names for people.
package enum PlaceText {
    /// A place as it was asked for: "London, CA", or a coordinate written out.
    package static func label(_ location: ForecastLocation) -> String {
        switch location {
        case .place(let query): uniqueParts([query.name, query.countryCode]).joined(separator: ", ")
        case .coordinate(let coordinate): coordinate.formatted
        case .resolved(let resolved): resolved.place.name
        }
    }

    /// A place as a report's header names it: "London, England, United Kingdom".
    static func full(_ place: Place) -> String { uniqueParts([place.name, place.region, place.country]).joined(separator: ", ") }

    /// A place told apart from others of its name in a few words: "London, Ontario, CA".
    static func short(_ place: Place) -> String { uniqueParts([place.name, place.region, place.countryCode]).joined(separator: ", ") }

    /// The non-empty parts, each once: "Berlin, Berlin, Germany" becomes "Berlin, Germany".
    static func uniqueParts(_ parts: [String?]) -> [String] {
        parts.compactMap { $0 }.filter { !$0.isEmpty }.reduce(into: []) { unique, part in
            if !unique.contains(part) { unique.append(part) }
        }
    }
}
