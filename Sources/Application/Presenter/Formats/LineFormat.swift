import TerminalSafety

/// A document `--format line` writes: a line a report, its placeholders filled (or an answer's own line).
protocol LineDocument: Document {
    /// The lines, each filled in from `template` in the page's language.
    func lines(with template: LineTemplate, on page: Page) -> [String]
}

extension FormatOffer where Offering: LineDocument {
    /// `--format line`: a line a report, from the template, each made safe for a terminal and isolated as a phrase.
    static var line: Self {
        Self(format: .line) { document, context in
            document.lines(with: context.template, on: context.page).map { context.page.phrase($0.terminalSafe) + "\n" }.joined()
        }
    }
}
