import Application
import ArgumentParser

/// `forecast services`: every service forecast reads, with the variable that replaces its base URL, the data sets it
/// serves, where, and its credit.
struct ServicesCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "List every service forecast reads, with the variable that replaces its base URL.",
        discussion: """
            Each service is reached at its public API unless FORECAST_<ID>_URL replaces its base URL (a mirror, a \
            self-hosted server, a test server). The Sun and Moon are computed, not served.

            Examples:
              forecast services
              forecast services --format json
            """
    )

    /// Its name, as typed.
    static let name = "services"

    /// The formats its feature declares.
    static let formats = ServicesInteraction.formats

    /// It lists or configures: it never asks the network.
    static let networkUse = NetworkUse.none

    @OptionGroup var output: FormatOption<Self>

    func run() async throws {
        let wiring = try CommandRun().wiring()
        let status = ServicesInteraction.show(wiring.serviceListings(), on: wiring.makeRunner(format: output.chosen))
        try RunEnded.unlessSuccessful(status)
    }
}
