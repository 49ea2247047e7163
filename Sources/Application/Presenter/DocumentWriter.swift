import Domain
import TerminalSafety

/// Writes documents: the ``DocumentWriter``, or a spy in tests.
protocol DocumentWriting: Sendable {
    /// Writes `document` as `format`.
    /// - Throws: ``OutputFailure``.
    func write(_ document: any Document, as format: OutputFormat) throws(OutputFailure)
}

/// Writes any document in any format it offers to its output's results, and warns first, among the output's messages
/// (a terminal's standard error), of each stale answer it shows (and, but for a table, which shows them itself, tells
/// its notices). How a format writes is the document's offer of it (``FormatOffer``): nothing here chooses by format but whether it
/// is a table, which shows the notices itself.
struct DocumentWriter: DocumentWriting {
    /// Where results and warnings go.
    let output: any TextOutput
    /// How styled text is drawn (colour or not).
    let styler: Styler
    /// The language of tables and lines (JSON, CSV and messages stay English).
    var words: Catalogue
    /// Where charts go; `nil`: no charts.
    var canvas: ChartCanvas? = nil
    /// The line `--format line` writes for each report, and a status bar's text; `nil`: the fallback.
    var lineTemplate: LineTemplate? = nil
    /// Tells the time, for what is relative to now (a stale answer's age, the current hour).
    var clock: any ReaderClock
    /// The colours of `--format svg`.
    var theme: PictureTheme = .auto

    init(
        output: any TextOutput, styler: Styler, lineTemplate: LineTemplate? = nil, canvas: ChartCanvas? = nil, words: Catalogue = .english,
        clock: any ReaderClock, theme: PictureTheme = .auto
    ) {
        self.output = output
        self.styler = styler
        self.lineTemplate = lineTemplate
        self.canvas = canvas
        self.words = words
        self.clock = clock
        self.theme = theme
    }

    /// Writes `document` as `format`.
    /// - Throws: ``OutputFailure`` when the output cannot be written, or when the document does not offer `format`
    ///   (a command's options refuse that first).
    func write(_ document: any Document, as format: OutputFormat) throws(OutputFailure) {
        let page = Page(styler: styler, words: words, reading: ReadingTime(clock: clock), canvas: canvas)
        for warning in document.staleWarnings(at: page.reading) {
            output.writeError("forecast: \(warning.terminalSafe)\n")
        }
        for notice in format == .table ? [] : document.notices {
            output.writeError("forecast: note: \(notice.terminalSafe)\n")
        }
        let context = FormatContext(page: page, template: lineTemplate ?? .fallback, theme: theme)
        guard let text = document.written(as: format, with: context) else {
            throw OutputFailure(reason: UsageWording.refusal(of: "--format \(format.rawValue)", by: "this command", taking: document.offeredFormats.map(\.rawValue)))
        }
        try output.writeResult(text)
    }
}
