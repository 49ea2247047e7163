package import Domain

/// What each `check` asks the domain, and how its answer ends the run: yes (exit 0) or no (exit 1).
package enum CheckInteraction {
    /// Every answer's: each check answers with an ``AnswerDocument``, and they offer the same.
    package static let formats = WeatherCheckDocument.offeredFormats

    /// Whether the weather does what the request asks within its window.
    package static func answer(_ request: WeatherCheckRequest, on runner: CommandRunner) async -> ExitStatus {
        await runner.run { useCases in
            try await useCases.make(.weatherCheck).check(request)
        } document: { WeatherCheckDocument(answer: $0) } outcome: { .answered(yes: $0.answer) }
    }

    /// Whether it will rain within the window: by a nowcast's intensity where one answers, else as the hourly check.
    package static func answer(_ request: RainCheckRequest, on runner: CommandRunner) async -> ExitStatus {
        await runner.run { useCases in
            try await useCases.make(.rainCheck).check(request)
        } document: { $0.document } outcome: { .answered(yes: $0.answer) }
    }

    /// Whether the air (or its pollen) reaches the threshold within the window.
    package static func answer(_ request: AirCheckRequest, on runner: CommandRunner) async -> ExitStatus {
        await runner.run { useCases in
            try await useCases.make(.airCheck).check(request)
        } document: { AirCheckDocument(answer: $0) } outcome: { .answered(yes: $0.answer) }
    }

    /// Whether it will rain within the window by the share of an ensemble's members that give rain.
    package static func answer(_ request: EnsembleRainCheckRequest, on runner: CommandRunner) async -> ExitStatus {
        await runner.run { useCases in
            try await useCases.make(.ensembleRainCheck).check(request)
        } document: { EnsembleRainCheckDocument(answer: $0) } outcome: { .answered(yes: $0.answer) }
    }

    /// Whether an official warning of at least the request's severity is in force or coming within the window.
    package static func answer(_ request: AlertCheckRequest, on runner: CommandRunner) async -> ExitStatus {
        await runner.run { useCases in
            try await useCases.make(.alertCheck).check(request)
        } document: { AlertCheckDocument(answer: $0) } outcome: { .answered(yes: $0.answer) }
    }
}
