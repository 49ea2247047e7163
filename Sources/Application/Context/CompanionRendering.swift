/// A second rendering of every document a run shows, from the same answers: the document written again as `format`,
/// drawn by `presentation`, to `output`. A door that answers with a document and a line of it (the agents' tool: JSON
/// and the line to quote) asks the services once, not twice.
package struct CompanionRendering: Sendable {
    /// The format of the second rendering.
    package let format: OutputFormat
    /// How it is drawn.
    package let presentation: Presentation
    /// Where it is written (its messages are not read: the run's own output has them).
    package let output: any TextOutput

    /// Every document written again as `format`, drawn by `presentation`, to `output`.
    package init(format: OutputFormat, presentation: Presentation, output: any TextOutput) {
        self.format = format
        self.presentation = presentation
        self.output = output
    }
}

/// A writer that writes each document as the run's format, then again as its companion's: a document that does not
/// offer the companion's format is written once.
struct CompanionWriter: DocumentWriting {
    let base: any DocumentWriting
    let companion: any DocumentWriting
    let companionFormat: OutputFormat

    func write(_ document: any Document, as format: OutputFormat) throws(OutputFailure) {
        try base.write(document, as: format)
        try? companion.write(document, as: companionFormat)
    }
}
