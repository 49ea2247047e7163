import Application
import Domain
import Foundation
import MCP
import ServingCore

/// What every tool call runs with: the settings and use cases the server shares, and the way one run over the core
/// becomes a tool's result.
struct ToolContext: Sendable {
    /// The settings, the shared use cases and what a call gets when it asks for nothing else.
    let setup: ServingSetup
    /// Runs the core's interactions with the shared use cases.
    let run: ServedRun

    /// The result of `work`, run twice over the core as the command line would run it: its document as JSON, the
    /// structured content, unchanged; and its line (by `line`, else the document's own, in `language`), the text an agent can quote. A failed
    /// run is a tool error carrying forecast's one-line message; a place not found points to search_places, unless
    /// `pointsToSearch` is false (the search itself).
    func result(language: Language, line: ToolLine?, pointsToSearch: Bool = true, _ work: @escaping @Sendable (CommandRunner) async -> ExitStatus) async -> CallTool.Result {
        let words = Catalogue(language)
        let document = await run.answer(format: .json, presentation: Presentation(words: words), language: language, work)
        guard !document.failed else {
            let message = document.failureMessage ?? "the weather could not be had"
            guard pointsToSearch, case ForecastError.placeNotFound? = document.failure else { return .refusal(message) }
            return .refusal(message + "; search_places lists the places a name may mean")
        }
        let template = line.flatMap { try? LineTemplate($0.template(words), placeholders: $0.placeholders) }
        let summary = await run.answer(format: .line, presentation: Presentation(words: words, lineTemplate: template), language: language, work)
        guard let structured = try? JSONDecoder().decode(Value.self, from: Data(document.body.utf8)) else {
            return .refusal("forecast's document could not be read back")
        }
        let text = summary.failed ? "" : summary.body.trimmingCharacters(in: .whitespacesAndNewlines)
        let warnings = document.messages.filter { $0.hasPrefix("warning: ") || $0.hasPrefix("note: ") }
        let quoted = ([text.isEmpty ? nil : text] + warnings.map(Optional.some)).compactMap { $0 }.joined(separator: "\n")
        return CallTool.Result(content: [.text(text: quoted, annotations: nil, _meta: nil)], structuredContent: Optional(structured), isError: false)
    }

    /// `now`, by the server's clock.
    var now: Instant { run.clock.now() }
}

/// The line a tool's text is written by: its template in the run's words, and the placeholders it may use.
struct ToolLine: Sendable {
    /// The template, in the run's words.
    let template: @Sendable (Catalogue) -> String
    /// Its placeholders.
    let placeholders: [String]

    /// A line by `template`, the same in every language.
    init(_ template: String, placeholders: [String]) {
        self.template = { _ in template }
        self.placeholders = placeholders
    }

    /// A line by a template written in the run's words.
    init(_ template: @escaping @Sendable (Catalogue) -> String, placeholders: [String]) {
        self.template = template
        self.placeholders = placeholders
    }
}
