import Foundation

/// The recorded and written Open-Meteo answers, read from the stub server's fixture folder.
enum Fixture {
    static func data(_ name: String) throws -> Data {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StubServer/Fixtures/open-meteo/\(name).json")
        return try Data(contentsOf: url)
    }
}
