import Application
import ArgumentParser

/// `forecast providers`: the weather services `--provider` takes, with what each offers.
struct ProvidersCommand: ForecastSubcommand {
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

    /// It lists or configures: it never asks the network.
    static let networkUse = NetworkUse.none

    @Option(help: "Output: table for people, json for programs, csv for spreadsheets.")
    var format: OutputFormat = .table

    func validate() throws {
        guard format.isListing else { throw ValidationError("providers has no --format \(format.rawValue); it is a listing: table, json or csv") }
    }

    func run() async throws {
        let wiring = try CommandRun().wiring()
        let status = ProvidersInteraction.show(wiring.providerListings(), on: wiring.makeRunner(format: format))
        try RunEnded.unlessSuccessful(status)
    }
}
