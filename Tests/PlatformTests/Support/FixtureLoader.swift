import Foundation

/// The recorded and written answers, read from the stub server's fixture folder in the package's sources,
/// one folder a provider.
enum Fixture {
    static func data(_ name: String, provider: String = "open-meteo") throws -> Data {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/StubServer/Fixtures/\(provider)/\(name).json")
        return try Data(contentsOf: url)
    }
}
