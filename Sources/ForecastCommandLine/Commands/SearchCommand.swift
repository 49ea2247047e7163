import Application
import ArgumentParser
import Domain
import ForecastSettings

/// `forecast search`: every place a name may mean, to pick the right one.
struct SearchCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "List the places a name may mean, most relevant first.",
        usage: "forecast search <name> [--country <code>] [--count <count>] [<options>]",
        discussion: """
            Examples:
              forecast search London
              forecast search London --country CA
              forecast search "Springfield, IL" --format json
            """ + LineValues.templateHelp(LineValues.search)
    )

    /// Its name, as typed.
    static let name = "search"

    /// The formats its feature declares.
    static let formats = SearchInteraction.formats

    /// It asks the services, unless the cache answers.
    static let networkUse = NetworkUse.fetches

    @Argument(help: ArgumentHelp("A place name, optionally narrowed as with --city (\"London, ON\").", valueName: "name"))
    var name: String

    @Option(help: ArgumentHelp("Only places in this country: an ISO 3166 code (GB, CA, USA) or a common name (UK).", valueName: "code"))
    var country: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("How many places at most (1–\(ProviderChoice.default.capabilities.maximumSearchResults)).")
    )
    var count: Int = 10

    @OptionGroup var output: OutputOptions<Self>

    func validate() throws {
        _ = try query()
    }

    func run() async throws {
        let line = try output.lineTemplate(standard: LineValues.searchTemplate, placeholders: LineValues.search)
        let query = try query()
        let run = try CommandRun()
        let units = try run.settings.units(output.unitChoices).units
        try await run.finish(output, lineTemplate: line, running: { [count] in await SearchInteraction.show(query, count: count, units: units, on: $0) })
    }

    private func query() throws -> PlaceQuery {
        do {
            return try PlaceQuery(name, country: country)
        } catch {
            throw ValidationError(FailureMessage(error).text)
        }
    }
}
