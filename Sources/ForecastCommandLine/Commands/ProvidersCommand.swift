import Application
import ArgumentParser

/// `forecast providers`: the weather services `--provider` takes, with what each offers.
struct ProvidersCommand: ForecastSubcommand, DocumentCommand {
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "List the weather services --provider takes, with what each offers.",
        discussion: """
            Examples:
              forecast providers
              forecast providers --format json
            """
    )

    /// Its name, as typed.
    static let name = "providers"

    /// The formats its feature declares.
    static let formats = ProvidersInteraction.formats

    /// It lists or configures: it never asks the network.
    static let networkUse = NetworkUse.none

    @OptionGroup var output: FormatOption<Self>

    func run() async throws {
        let wiring = try CommandRun().wiring()
        let status = ProvidersInteraction.show(wiring.providerListings(), on: wiring.makeRunner(format: output.chosen))
        try RunEnded.unlessSuccessful(status)
    }
}
