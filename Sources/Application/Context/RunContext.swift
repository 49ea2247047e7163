package import Domain

/// Everything a front door hands the core for one run: how the use cases are made, where documents and messages go,
/// the clock, how documents are drawn, and what the router needs. The core reads nothing else of the world: no
/// arguments, no environment, no standard stream; a terminal, a file or an HTTP body is only the `output` given.
package struct RunContext: Sendable {
    /// Makes the use cases when they are needed, so that a configuration error is reported like any other.
    let makeUseCases: @Sendable () throws -> any UseCaseProvider
    /// Where documents, warnings and failures are written.
    let output: any TextOutput
    /// The reader's clock: now, for what is relative to it (a stale answer's age, the current hour), and the reader's
    /// time zone, for what is told on it.
    let clock: any ReaderClock
    /// How documents are drawn: the language, colours, canvas, line template and picture theme.
    let presentation: Presentation
    /// Decides hints and how the run ends.
    let router: ForecastRouter
    /// Words a service's set-up problem as the front door's settings name it, for the providers a comparison skips.
    let setupReason: @Sendable (ServiceSetupError) -> String
    /// Told of each document shown and each failure, beside what is written: how a front door that answers more than
    /// text (an HTTP status, caching headers) learns what happened; `nil`: nobody.
    let observer: (any RunObserving)?
    /// Every document written a second time, in another format, from the same answers; `nil`: once.
    package var companion: CompanionRendering?
    /// What the inputs are called in a line that refuses a value: the command line's options unless said.
    package var inputNames = InputNames.options

    /// A context; a service's set-up problem is worded as its description unless `setupReason` says otherwise.
    package init(
        makeUseCases: @escaping @Sendable () throws -> any UseCaseProvider, output: any TextOutput, clock: any ReaderClock, presentation: Presentation,
        router: ForecastRouter, setupReason: @escaping @Sendable (ServiceSetupError) -> String = { $0.description }, observer: (any RunObserving)? = nil
    ) {
        self.makeUseCases = makeUseCases
        self.output = output
        self.clock = clock
        self.presentation = presentation
        self.router = router
        self.setupReason = setupReason
        self.observer = observer
    }
}

/// How a run's documents are drawn.
package struct Presentation: Sendable {
    /// The language of tables, lines and notes (JSON, CSV and messages stay English).
    var words: Catalogue
    /// Whether styled text is coloured.
    var styler: Styler
    /// Where charts go; `nil`: no charts.
    var canvas: ChartCanvas?
    /// The line `--format line` writes for each report, and a status bar's text; `nil`: the fallback.
    var lineTemplate: LineTemplate?
    /// The colours of a picture.
    var theme: PictureTheme

    /// How documents are drawn: English, uncoloured, no charts, the fallback line and the automatic theme, unless said.
    package init(
        words: Catalogue = .english, styler: Styler = Styler(usesColour: false), canvas: ChartCanvas? = nil, lineTemplate: LineTemplate? = nil,
        theme: PictureTheme = .auto
    ) {
        self.words = words
        self.styler = styler
        self.canvas = canvas
        self.lineTemplate = lineTemplate
        self.theme = theme
    }
}
