/// One place's panel of a picture, drawn from its report and what is shown beside it: `HourlyMeteogram`,
/// `DailyMeteogram`.
protocol Meteogram {
    /// The report it draws.
    associatedtype Report
    /// The panel of `report`, with `extras` beside it, in the page's language at the page's now.
    init(report: Report, extras: PlaceExtras, page: Page)
    /// The place and what is shown, as the table's header says them.
    var header: ReportHeader { get }
    /// What a screen reader says of the panel.
    var description: String { get }
    /// The panel's markup, in a ``Picture/width`` × ``Picture/panelHeight`` box from (0, 0).
    func draw() -> SVGMarkup
}

/// A forecast view that draws each place's report as a meteogram (`--format svg`): `hourly` and `daily`.
protocol MeteogramDocument: ForecastViewDocument, PictureDocument {
    /// How one report is drawn.
    associatedtype Panel: Meteogram where Panel.Report == Report
    /// The panels' class in the picture: "hourly", "daily".
    static var pictureKind: String { get }
}

extension MeteogramDocument {
    /// A forecast view's formats, and a picture.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv, .line, .waybar, .i3blocks, .svg] }

    /// One picture of every place's panel, one under another; its title names the places, its description says each
    /// panel's.
    func picture(on page: Page, theme: PictureTheme) -> String {
        let panels = zip(reports, extras).map { Panel(report: $0, extras: $1, page: page) }
        return Picture.document(
            kind: Self.pictureKind, panels: panels.map { $0.draw() }, title: panels.map(\.header.title).joined(separator: "; "),
            description: panels.map(\.description).joined(separator: ". "), theme: theme,
            extraClasses: ForecastViewExtras.pictureClasses(), isolatesRightToLeft: page.words.language.isRightToLeft
        )
    }
}
