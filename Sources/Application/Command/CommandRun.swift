import ArgumentParser
import FoundationEssentials

/// What every command does once its arguments are checked: wire the app, let the listener drive, and end with
/// the status it returns (an `ExitCode` that `Main` turns into the process's exit).
enum CommandRun {
    static func finish(
        _ output: OutputOptions, provider: ProviderArgument = .openMeteo, _ drive: (ForecastListener) async -> ExitStatus
    ) async throws {
        let root = CompositionRoot(
            environment: ProcessInfo.processInfo.environment, timeout: output.timeoutDuration, provider: provider,
            cacheUse: output.cache.use
        )
        let status = await drive(root.makeListener())
        if status != .success { throw ExitCode(status.rawValue) }
    }
}
