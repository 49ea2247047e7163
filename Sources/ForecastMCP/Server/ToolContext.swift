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
    let served: ServedRun

    /// The result of `work`, run once over the core as the command line would run it: its document as JSON, the
    /// structured content, unchanged; and, written from the same answers, its line (by `line`, else the document's
    /// own, in `language`), with the warnings, as the text an agent can quote, then the document's JSON as text too,
    /// for clients that read only text. A failed run is a tool error carrying forecast's one-line message; a place not
    /// found points to search_places, unless `pointsToSearch` is false (the search itself).
    func result(language: Language, line: ToolLine?, pointsToSearch: Bool = true, _ work: @escaping @Sendable (CommandRunner) async -> ExitStatus) async -> CallTool.Result {
        let words = Catalogue(language)
        let template = line.flatMap { try? LineTemplate($0.template(words), placeholders: $0.placeholders) }
        let answer = await served.answer(
            format: .json, presentation: Presentation(words: words), language: language,
            companion: (format: .line, presentation: Presentation(words: words, lineTemplate: template)), work
        )
        guard !answer.failed else {
            let message = answer.failureMessage ?? "the weather could not be had"
            guard pointsToSearch, case ForecastError.placeNotFound? = answer.failure else { return .refusal(message) }
            return .refusal(message + "; search_places lists the places a name may mean")
        }
        guard let structured = try? JSONDecoder().decode(Value.self, from: Data(answer.body.utf8)) else {
            return .refusal("forecast's document could not be read back")
        }
        let warnings = answer.messages.filter { $0.hasPrefix("warning: ") || $0.hasPrefix("note: ") }
        let quoted = ((answer.companionBody ?? "").split(whereSeparator: \.isNewline).map(String.init) + warnings).joined(separator: "\n")
        return CallTool.Result(content: [.text(text: quoted, annotations: nil, _meta: nil), .text(text: answer.body, annotations: nil, _meta: nil)], structuredContent: Optional(structured), isError: false)
    }

    /// `now`, by the server's clock.
    var now: Instant { served.clock.now() }
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
