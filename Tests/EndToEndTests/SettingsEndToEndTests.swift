import Foundation
import StubServer
import Testing

@Suite("The configuration file and the environment, end to end against the loopback stand-in")
struct SettingsEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    static let sample = """
        place = "London, GB"
        units = "imperial"
        days = 3
        [places]
        home = "Enschede, NL"
        cabin = { latitude = 61.1, longitude = 10.5 }
        [openweathermap]
        key = "filekey123"
        [cache]
        forecast_ttl = 0
        """

    @Test("with no place, the file's place, units and days are used; a flag and a variable beat the file")
    func precedence() async throws {
        defer { cleanUp() }
        try configure(Self.sample)
        let configured = try await run(["daily"])
        #expect(configured.status == 0 && configured.standardOutput.hasPrefix("London, England, United Kingdom"))
        #expect(configured.standardOutput.contains("°F") && configured.standardOutput.contains("· 3 days"))
        #expect(stub.requests(to: .search).first?.query["name"] == "London")
        let flagged = try await run(["daily", "--units", "metric", "--days", "2"])
        #expect(flagged.standardOutput.contains("°C") && flagged.standardOutput.contains("· 2 days"))
        let variable = try await run(["daily"], environment: ["FORECAST_UNITS": "metric", "FORECAST_PLACE": "Beijing"])
        #expect(variable.standardOutput.hasPrefix("Beijing") && variable.standardOutput.contains("°C"))
    }

    @Test("an alias stands for its place or coordinate wherever a place is asked for")
    func aliases() async throws {
        defer { cleanUp() }
        try configure(Self.sample)
        let named = try await run(["daily", "home"])
        #expect(named.status == 0 && named.standardOutput.hasPrefix("Enschede"))
        #expect(stub.requests(to: .search).last?.query["name"] == "Enschede")
        let searches = stub.requests(to: .search).count
        let coordinate = try await run(["current", "--city", "CABIN"])
        #expect(coordinate.status == 0 && coordinate.standardOutput.hasPrefix("61.1000°N, 10.5000°E"))
        #expect(stub.requests(to: .search).count == searches, "a coordinate alias needs no search")
    }

    @Test("with the forecast expired (forecast_ttl = 0) and the place cached, a run makes one request")
    func expiredForecastCachedPlace() async throws {
        defer { cleanUp() }
        try configure(Self.sample)
        // London's country settles its warnings: the public alert server's feeds for it, asked once, cached.
        #expect(try await run(["daily"]).status == 0 && stub.requests.count == 3)
        #expect(try await run(["daily"]).status == 0)
        #expect(stub.requests.map(\.path).sorted() == ["/sources/area_status", "/v1/forecast", "/v1/forecast", "/v1/search"])
    }

    @Test("a broken file exits 78 naming the file and line; an unknown key is a warning", arguments: [
        ("units = \"kelvin\"\n", "line 1: units must be one of"), ("place = \"London\n", "line 1:"),
        ("[cache]\nforecast_ttl = \"soon\"\n", "line 2: cache.forecast_ttl must be a whole number"),
        ("[places]\nhome = 3\n", "line 2: places.home must be"),
    ])
    func broken(text: String, message: String) async throws {
        defer { cleanUp() }
        try configure(text)
        let run = try await run(["daily", "London"])
        #expect(run.status == 78 && stub.requests.isEmpty)
        #expect(run.standardError.hasPrefix("forecast: \(home.path)/config/forecast/config.toml ") && run.standardError.contains(message))
        #expect(run.standardError.split(separator: "\n").count == 1)
    }

    @Test("a file over 1 MiB is refused before it is parsed: exit 78, one line, nothing asked")
    func oversized() async throws {
        defer { cleanUp() }
        try configure(String(repeating: "# a comment line that is long enough to fill a file quickly\n", count: 20_000))
        let run = try await run(["daily", "London"])
        #expect(run.status == 78 && stub.requests.isEmpty)
        #expect(run.standardError == "forecast: \(home.path)/config/forecast/config.toml: is larger than 1 MiB, which no configuration file needs\n")
    }

    @Test("an unknown key is one warning line, and the run goes on")
    func unknownKey() async throws {
        defer { cleanUp() }
        try configure("colour = \"blue\"\n[cache]\nsize = 3\n")
        let run = try await run(["daily", "London"])
        #expect(run.status == 0)
        #expect(run.standardError == """
            forecast: warning: \(home.path)/config/forecast/config.toml line 1: unknown key colour (ignored)
            forecast: warning: \(home.path)/config/forecast/config.toml line 3: unknown key cache.size (ignored)

            """)
    }

    @Test("forecast config shows where each setting came from and never a key; config path prints the file")
    func showSettings() async throws {
        defer { cleanUp() }
        try configure(Self.sample)
        let shown = try await run(["config"], environment: ["FORECAST_PROVIDER": "met-norway"])
        #expect(shown.status == 0 && !shown.standardOutput.contains("filekey123") && shown.standardOutput.contains("•••• (set)"))
        let lines = shown.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("provider ") && $0.hasSuffix("FORECAST_PROVIDER") })
        #expect(lines.contains { $0.hasPrefix("units ") && $0.hasSuffix("config file") })
        let json = try await run(["config", "--format", "json"], environment: ["FORECAST_OPENWEATHERMAP_KEY": "envkey456"])
        #expect(json.status == 0 && !json.standardOutput.contains("envkey456") && !json.standardOutput.contains("filekey123"))
        let path = try await run(["config", "path"])
        #expect(path.standardOutput == home.path + "/config/forecast/config.toml\n")
        #expect(stub.requests.isEmpty)
    }

    @Test("a file holding a key that others can read is warned about, once it is private not")
    func keyFilePermissions() async throws {
        defer { cleanUp() }
        try configure(Self.sample)
        let path = home.path + "/config/forecast/config.toml"
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        let open = try await run(["config", "path"])
        #expect(open.standardError.contains("holds an API key and others can read it: chmod 600") && !open.standardError.contains("filekey123"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
        #expect(try await run(["config", "path"]).standardError.isEmpty)
    }

    @Test("no place anywhere is a usage error saying how to give one")
    func noPlace() async throws {
        defer { cleanUp() }
        let run = try await run(["daily"])
        #expect(run.status == 64 && run.standardError.contains("say where") && stub.requests.isEmpty)
    }
}
