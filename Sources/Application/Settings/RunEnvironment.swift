/// The environment variables of this run, as the executable gave them to ``ForecastApp/run(arguments:environment:directory:)``:
/// for the commands and their completions, which ArgumentParser makes without an instance to inject into. The app
/// never reads the process's environment itself; tests give their own with `RunEnvironment.$variables.withValue(…)`.
enum RunEnvironment {
    /// The variables in force; none outside a run.
    @TaskLocal static var variables: [String: String] = [:]
}
