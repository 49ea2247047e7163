import ArgumentParser
import Domain

/// `forecast daily`, the default command: the daily forecast for a place or a coordinate.
struct DailyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Show the daily forecast for a place or a coordinate.",
        discussion: """
            Examples:
              forecast London
              forecast daily "Paris, FR" --days 3
              forecast daily --city London --country CA --units imperial
              forecast daily --lat 48.8566 --lon 2.3522 --format json
            """
    )

    @OptionGroup var options: ForecastOptions

    @OptionGroup var service: ProviderOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many days, today included (at most \(ProviderArgument.limits(\.maximumDays))).")
    )
    var days: Int = DailyForecastRequest.defaultDays

    func run() async throws {
        let request = DailyForecastRequest(location: try options.location(), days: days, units: options.output.units.units)
        try service.provider.require(.daily)
        try await CommandRun.finish(options.output, provider: service.provider) { listener in
            await listener.dailyForecastRequested(request, format: options.output.format)
        }
    }
}
