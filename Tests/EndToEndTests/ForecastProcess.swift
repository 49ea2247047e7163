import Foundation
import ForecastSettings
import Platform
import Testing

/// What one run of the `forecast` binary did.
struct ForecastRun: Sendable {
    let status: Int32
    /// Standard output's bytes, exactly as written.
    let outputBytes: [UInt8]
    /// Standard error's bytes, exactly as written.
    let errorBytes: [UInt8]
    /// When the process ended: its output may be read later, once every process that inherited its pipes ends.
    var endedAt = ContinuousClock.now

    var standardOutput: String { String(decoding: outputBytes, as: UTF8.self) }
    var standardError: String { String(decoding: errorBytes, as: UTF8.self) }
}

/// Runs the built `forecast` binary, as a user would, without blocking the test's thread while it runs.
enum ForecastProcess {
    /// The binary SwiftPM built beside the test bundle: `forecast`, or another of the package's executables.
    static func executable(named name: String = "forecast") throws -> URL {
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(), Bundle.main.bundleURL]
            .flatMap { [$0, $0.deletingLastPathComponent()] }
            .map { $0.appendingPathComponent(name) }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    }

    /// Runs `forecast` with `arguments`, pointed at `baseURL` for every service (the stub answers them all), with
    /// a cache and configuration directory of its own, empty, unless `extra` names `XDG_CACHE_HOME` or
    /// `XDG_CONFIG_HOME`: a run never sees the user's files or another test's.
    /// - Parameter standardOutput: Where its output goes instead of a pipe (e.g. `/dev/full`); the run's
    ///   `standardOutput` is then empty.
    static func run(
        _ arguments: [String], baseURL: String, environment extra: [String: String] = [:], standardOutput: FileHandle? = nil
    ) async throws -> ForecastRun {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        return try await run(arguments, baseURL: baseURL, home: home, environment: extra, standardOutput: standardOutput)
    }

    private static func run(
        _ arguments: [String], baseURL: String, home: TemporaryDirectory, environment extra: [String: String],
        standardOutput: FileHandle?
    ) async throws -> ForecastRun {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        // Every service of the catalogue at the stub, named by forecast's own rule, so that a new one cannot be missed.
        for entry in ServiceCatalogue.entries { environment[Settings.urlVariable(of: entry.id)] = baseURL }
        environment["FORECAST_OPENWEATHERMAP_KEY"] = nil
        environment["FORECAST_OPENWEATHERMAP_PLAN"] = nil
        environment["XDG_CACHE_HOME"] = home.path + "/cache"
        environment["XDG_CONFIG_HOME"] = home.path + "/config"
        // An English, UTF-8 locale, whatever the machine's, unless a test sets one: it chooses the language.
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = standardOutput ?? output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        // Both pipes are read while the process runs: a child writing more than a pipe holds (a fish completion
        // script is over 64 KiB) would otherwise wait for a reader that waits for it to end.
        let outputDrain = PipeDrain(standardOutput == nil ? output.fileHandleForReading : nil), errorDrain = PipeDrain(error.fileHandleForReading)
        return try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                let ended = ContinuousClock.now
                continuation.resume(returning: ForecastRun(
                    status: finished.terminationStatus, outputBytes: outputDrain.bytes, errorBytes: errorDrain.bytes, endedAt: ended
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

/// Reads a pipe to its end on a thread of its own, from the moment it is made; ``bytes`` waits for the end.
final class PipeDrain: @unchecked Sendable {
    private let done = DispatchGroup()
    /// Written once, by the reading thread, before `done` is left; read only after waiting for it.
    private var data = Data()

    /// Starts reading `handle`; with none, there is nothing to read and ``bytes`` is empty.
    init(_ handle: FileHandle?) {
        guard let handle else { return }
        done.enter()
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.leave()
        }
    }

    /// Everything the pipe carried, once its writer has closed it.
    var bytes: [UInt8] {
        done.wait()
        return Array(data)
    }
}

/// A new empty directory under the system's temporary directory, for one test's files.
struct TemporaryDirectory: Sendable {
    /// Its absolute path.
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "forecast-test-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes it and everything in it.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The names of the files in `folder`, below it, sorted; empty when there is no such folder.
    func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/" + folder)) ?? []).sorted()
    }
}
