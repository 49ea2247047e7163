/// A document `--format svg` draws: a meteogram of each place, in one SVG (``Picture``).
protocol PictureDocument: Document {
    /// The SVG, in the page's language, coloured as `theme` says.
    func picture(on page: Page, theme: PictureTheme) -> String
}

extension FormatOffer where Offering: PictureDocument {
    /// `--format svg`: the picture.
    static var svg: Self { Self(format: .svg) { document, context in document.picture(on: context.page, theme: context.theme) } }
}
