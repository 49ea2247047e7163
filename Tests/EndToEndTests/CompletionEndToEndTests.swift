import Foundation
import Testing

@Suite("Shell completions, end to end")
struct CompletionEndToEndTests {
    @Test("bash, zsh and fish scripts are generated, offering the commands, providers, units and formats", arguments: ["bash", "zsh", "fish"])
    func scripts(shell: String) async throws {
        let run = try await ForecastProcess.run(["--generate-completion-script", shell], baseURL: "http://127.0.0.1:1")
        #expect(run.status == 0 && run.standardError.isEmpty)
        for word in ["daily", "hourly", "compare", "config", "open-meteo", "met-norway", "imperial", "json", "places-file"] {
            #expect(run.standardOutput.contains(word), "\(shell) completes \(word)")
        }
    }

    @Test("a place completes with the configuration file's aliases")
    func aliases() async throws {
        let home = try TemporaryDirectory()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: home.path + "/forecast", withIntermediateDirectories: true)
        try Data("[places]\nhome = \"Enschede, NL\"\nhut = { latitude = 61.1, longitude = 10.5 }\ncabin = \"Oslo\"\n".utf8)
            .write(to: URL(fileURLWithPath: home.path + "/forecast/config.toml"))
        let run = try await ForecastProcess.run(
            ["---completion", "daily", "--", "--city", "1", "0", "h"], baseURL: "http://127.0.0.1:1",
            environment: ["XDG_CONFIG_HOME": home.path]
        )
        #expect(run.status == 0 && run.standardOutput.split(separator: "\n").contains("home"))
        #expect(Set(run.standardOutput.split(separator: "\n")).isSuperset(of: ["home", "hut"]))
    }
}
