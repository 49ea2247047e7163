import ArgumentParser
import Domain

/// `forecast current`: the conditions now.
struct CurrentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "current",
        abstract: "Show the conditions now.",
        discussion: """
            Examples:
              forecast current London
              forecast current --city "London, ON" --units imperial
              forecast current --lat 35.68 --lon 139.69 --format json
            """
    )

    @OptionGroup var options: ForecastOptions

    @OptionGroup var service: ProviderOption

    func run() async throws {
        let request = CurrentConditionsRequest(location: try options.location(), units: options.output.units.units)
        try service.provider.require(.current)
        try await CommandRun.finish(options.output, provider: service.provider) { listener in
            await listener.currentConditionsRequested(request, format: options.output.format)
        }
    }
}
