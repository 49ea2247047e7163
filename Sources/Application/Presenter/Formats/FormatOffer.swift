/// A format a document type offers, with how it writes one of its documents in it. A document's ``Document/formats``
/// lists its offers, so what it offers is found at compile time (a cast to a protocol searches the whole binary's
/// conformances at run time, which start-up cannot afford); each format's file makes its offer only for the documents
/// of its protocol, so the compiler refuses an offer a document cannot keep.
struct FormatOffer<Offering: Document>: Sendable {
    /// The format.
    let format: OutputFormat
    /// The document's text in the format.
    let write: @Sendable (Offering, FormatContext) -> String
    /// Whether the document, written in the format, marks its block urgent (i3blocks' exit 33).
    var isUrgent: @Sendable (Offering) -> Bool = { _ in false }
}

/// What a format writes a document with: the page, the line template (a status bar's text too), the picture's colours.
struct FormatContext: Sendable {
    /// The page: styling, language, the reading time, charts.
    let page: Page
    /// The line `--format line` writes for each report, and a status bar's text.
    let template: LineTemplate
    /// The colours of `--format svg`.
    let theme: PictureTheme
}
