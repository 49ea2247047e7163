/// The environment variables and the arguments of this run, as the executable gave them to
/// ``ForecastApp/run(arguments:environment:directory:)``: for the commands and their completions, which ArgumentParser
/// makes without an instance to inject into. The app never reads the process's environment itself; tests give their
/// own with `RunEnvironment.$variables.withValue(…)`.
enum RunEnvironment {
    /// The variables in force; none outside a run.
    @TaskLocal static var variables: [String: String] = [:]
    /// The command line's words, the program's name left out; none outside a run. Read, never parsed again: the
    /// default command looks at its first word to tell whether a place took the place of a command's name.
    @TaskLocal static var arguments: [String] = []
}
