import ArgumentParser
import Domain

/// `forecast hourly`: the coming hours, from the current local hour.
struct HourlyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hourly",
        abstract: "Show the hourly forecast from the current hour.",
        discussion: """
            Examples:
              forecast hourly London
              forecast hourly --city "Hollywood, FL" --hours 48
              forecast hourly --lat 59.91 --lon 10.75 --format json
            """
    )

    @OptionGroup var options: ForecastOptions

    @OptionGroup var service: ProviderOption

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many hours, the current one included (at most \(ProviderArgument.limits(\.maximumHours))).")
    )
    var hours: Int = HourlyForecastRequest.defaultHours

    func run() async throws {
        let request = HourlyForecastRequest(location: try options.location(), hours: hours, units: options.output.units.units)
        try service.provider.require(.hourly)
        try await CommandRun.finish(options.output, provider: service.provider) { listener in
            await listener.hourlyForecastRequested(request, format: options.output.format)
        }
    }
}
