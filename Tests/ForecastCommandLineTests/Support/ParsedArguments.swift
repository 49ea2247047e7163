import ArgumentParser
@testable import ForecastCommandLine

/// What the command line makes of a line of arguments when it parses them (and runs each command's `validate()`),
/// before anything runs: the tests of commands and options read its exit code and its message.
enum ParsedArguments {
    /// What parsing `arguments` ends with: 0, or the refusal's exit code.
    static func exitCode(_ arguments: [String]) -> Int32 {
        do {
            _ = try ForecastCommand.parseAsRoot(arguments)
            return 0
        } catch {
            return ForecastCommand.exitCode(for: error).rawValue
        }
    }

    /// The refusal's message for `arguments` as forecast words it, or "" when they are taken.
    static func message(_ arguments: [String]) -> String {
        do {
            _ = try ForecastCommand.parseAsRoot(arguments)
            return ""
        } catch {
            return ForecastCommand.message(for: error)
        }
    }
}
