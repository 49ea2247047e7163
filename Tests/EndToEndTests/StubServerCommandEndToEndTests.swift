import Foundation
import Testing

/// The `forecast-stub-server` binary, as a new user runs it for the offline demo.
@Suite("forecast-stub-server's exports, end to end")
struct StubServerCommandEndToEndTests {
    /// Runs the built `forecast-stub-server` with `arguments` to its end, and gives its standard output.
    func stubServer(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = try ForecastProcess.executable(named: "forecast-stub-server")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: bytes, as: UTF8.self))
    }

    /// The `FORECAST_<ID>_URL` of every service, as `forecast services` lists them.
    func listedVariables() async throws -> [String] {
        let listing = try await ForecastProcess.run(["services", "--format", "json"], baseURL: "http://127.0.0.1:1")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [String: Any])
        return try #require(document["services"] as? [[String: Any]]).compactMap { $0["variable"] as? String }
    }

    @Test("--exports prints one export for every variable forecast services lists, at the port, and nothing else")
    func exportsNameEveryService() async throws {
        let variables = try await listedVariables()
        #expect(variables.count == 10)
        let run = try stubServer(["--port", "8123", "--exports"])
        #expect(run.status == 0)
        #expect(run.output == variables.map { "export \($0)=http://127.0.0.1:8123\n" }.joined())
    }

    @Test("its help lists the same exports, at PORT")
    func helpListsEveryExport() async throws {
        let variables = try await listedVariables()
        let help = try stubServer(["--help"]).output
        for variable in variables {
            #expect(help.contains("export \(variable)=http://127.0.0.1:PORT"), "\(variable)")
        }
    }
}
