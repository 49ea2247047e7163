package import Application
import Domain

/// Runs one view over the core for one request, the way the command line runs a command: a run's context made with
/// an output in memory, an observer of what is shown and what fails, the server's clock and the presentation asked.
package struct ServedRun: Sendable {
    /// The use cases every request shares, made once for each provider and language.
    package let useCases: SharedUseCases
    /// The clock of "now".
    package let clock: any ReaderClock
    /// What the door calls the inputs a refused value came from.
    package let inputNames: InputNames

    /// Runs views with `useCases`, "now" read from `clock`, a value out of range named by `inputNames` (the doors'
    /// arguments unless said).
    package init(useCases: SharedUseCases, clock: any ReaderClock, inputNames: InputNames = .arguments) {
        self.useCases = useCases
        self.clock = clock
        self.inputNames = inputNames
    }

    /// Runs `view` for `ask`, its document written as `format` in `presentation`, with the use cases of `language`.
    package func answer(_ view: ServedView, _ ask: ViewAsk, format: OutputFormat, presentation: Presentation, language: Language) async -> ServedAnswer {
        await answer(format: format, presentation: presentation, language: language) { runner in await view.run(ask, runner) }
    }

    /// Runs `work` on a runner writing `format` in `presentation`, with the use cases of `language`; each document is
    /// also written as `companion`'s format in its presentation, when given (``ServedAnswer/companionBody``).
    package func answer(
        format: OutputFormat, presentation: Presentation, language: Language, companion: (format: OutputFormat, presentation: Presentation)? = nil,
        _ work: (CommandRunner) async -> ExitStatus
    ) async -> ServedAnswer {
        let output = MemoryOutput(), record = RunRecord(), useCases = useCases, companionOutput = MemoryOutput()
        var context = RunContext(
            makeUseCases: { try useCases.make(language: language) }, output: output, clock: clock, presentation: presentation,
            router: ForecastRouter(toldLocally: false), setupReason: useCases.setupReason, observer: record
        )
        context.inputNames = inputNames
        context.companion = companion.map { CompanionRendering(format: $0.format, presentation: $0.presentation, output: companionOutput) }
        let status = await work(CommandRunner(context: context, format: format))
        let messages = output.messages.map { line in
            var text = Substring(line)
            if text.hasPrefix("forecast: ") { text = text.dropFirst("forecast: ".count) }
            while text.last?.isNewline == true { text = text.dropLast() }
            return String(text)
        }
        return ServedAnswer(
            status: status, body: output.results, companionBody: companion == nil ? nil : companionOutput.results, messages: messages,
            freshness: record.freshness, failure: record.failure
        )
    }
}
