import Foundation
import StubServer

/// A suite whose tests each get a stub server and a home of their own (cache and configuration directories), kept
/// between the runs of one test.
protocol StubbedHomeSuite {
    /// The test's directories: `cache/` and `config/` below it.
    var home: TemporaryDirectory { get }
    /// The test's stub server, started.
    var stub: WeatherStubServer { get }
}

extension StubbedHomeSuite {
    /// A new home and a started stub server, for a suite's `init`.
    static func started() throws -> (TemporaryDirectory, WeatherStubServer) {
        let stub = try WeatherStubServer()
        try stub.start()
        return (try TemporaryDirectory(), stub)
    }

    /// Runs `forecast` with the test's cache and configuration directories.
    func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> ForecastRun {
        let directories = ["XDG_CACHE_HOME": home.path + "/cache", "XDG_CONFIG_HOME": home.path + "/config"]
        return try await ForecastProcess.run(arguments, baseURL: stub.baseURL, environment: directories.merging(environment) { $1 })
    }

    /// Writes the configuration file.
    func configure(_ text: String) throws {
        try FileManager.default.createDirectory(atPath: home.path + "/config/forecast", withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: home.path + "/config/forecast/config.toml"))
    }

    /// Stops the server and removes the home.
    func cleanUp() {
        stub.stop()
        home.remove()
    }
}
