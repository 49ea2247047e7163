import Application
import ArgumentParser
import Domain

/// How sure the forecast is: the ensemble's spread beside `daily` and `hourly`, and `check rain` by the members' share.
struct EnsembleOptions: ParsableArguments {
    @Flag(help: "Ask an ensemble how sure: its members' median, 10th–90th percentile and share giving rain (daily and hourly also take ensemble = true in the configuration).")
    var ensemble = false

    @Option(help: ArgumentHelp(
        "The ensemble model, as the ensemble service names it: icon_seamless, gfs_seamless, ecmwf_ifs025, gem_global…; implies --ensemble. (default: by region)",
        valueName: "name"
    ))
    var model: String?

    /// The ensemble asked for, or `nil`: by the flag, by naming a model, or, where it applies, by the configuration.
    func choice(configured: Bool = false) -> EnsembleChoice? {
        ensemble || model != nil || configured ? EnsembleChoice(model: model) : nil
    }
}

extension EnsembleOptions {
    /// Refuses a model name no service could have, before anything is asked.
    func validate() throws {
        guard let model else { return }
        do {
            try EnsembleRequest.requireWellFormed(model: model)
        } catch {
            throw ValidationError("--model: \(error.description)")
        }
    }
}
