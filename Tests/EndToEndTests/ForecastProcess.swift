import Foundation
import Testing

/// What one run of the `forecast` binary did.
struct ForecastRun: Sendable {
    let status: Int32
    /// Standard output's bytes, exactly as written.
    let outputBytes: [UInt8]
    /// Standard error's bytes, exactly as written.
    let errorBytes: [UInt8]

    var standardOutput: String { String(decoding: outputBytes, as: UTF8.self) }
    var standardError: String { String(decoding: errorBytes, as: UTF8.self) }
}

/// Runs the built `forecast` binary, as a user would, without blocking the test's thread while it runs.
enum ForecastProcess {
    /// The binary SwiftPM built beside the test bundle.
    static func executable() throws -> URL {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL]
            .flatMap { [$0, $0.deletingLastPathComponent()] }
            .map { $0.appendingPathComponent("forecast") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    }

    /// Runs `forecast` with `arguments`, pointed at `baseURL` for every service (the stub answers them all).
    /// - Parameter standardOutput: Where its output goes instead of a pipe (e.g. `/dev/full`); the run's
    ///   `standardOutput` is then empty.
    static func run(
        _ arguments: [String], baseURL: String, environment extra: [String: String] = [:], standardOutput: FileHandle? = nil
    ) async throws -> ForecastRun {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["FORECAST_OPEN_METEO_URL"] = baseURL
        environment["FORECAST_GEOCODING_URL"] = baseURL
        environment["FORECAST_MET_NORWAY_URL"] = baseURL
        environment["FORECAST_OPENWEATHERMAP_URL"] = baseURL
        environment["FORECAST_NWS_URL"] = baseURL
        environment["FORECAST_OPENWEATHERMAP_KEY"] = nil
        environment["FORECAST_OPENWEATHERMAP_PLAN"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                continuation.resume(returning: ForecastRun(
                    status: finished.terminationStatus,
                    outputBytes: standardOutput == nil ? Array(output.fileHandleForReading.readDataToEndOfFile()) : [],
                    errorBytes: Array(error.fileHandleForReading.readDataToEndOfFile())
                ))
            }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
            }
        }
    }
}
