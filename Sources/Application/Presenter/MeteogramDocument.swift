/// A forecast view that draws each place's report as a meteogram (`--format svg`): `hourly` and `daily`.
protocol MeteogramDocument: ForecastViewDocument, PictureDocument {
    /// The panels' class in the picture: "hourly", "daily".
    static var pictureKind: String { get }
    /// One report's panel, the place it shows and what a screen reader says of it.
    func meteogram(of report: Report, extras: PlaceExtras, on page: Page) -> (panel: SVGMarkup, title: String, description: String)
}

extension MeteogramDocument {
    /// One picture of every place's panel, one under another; its title names the places, its description says each
    /// panel's.
    func picture(on page: Page, theme: PictureTheme) -> String {
        let panels = zip(reports, extras).map { meteogram(of: $0, extras: $1, on: page) }
        return Picture.document(
            kind: Self.pictureKind, panels: panels.map(\.panel), title: panels.map(\.title).joined(separator: "; "),
            description: panels.map(\.description).joined(separator: ". "), theme: theme, isolatesRightToLeft: page.words.language.isRightToLeft
        )
    }
}
