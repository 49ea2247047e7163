@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Testing

@Suite("ConfigInteraction: the settings in force, or the configuration file's path")
struct ConfigInteractionTests {
    let presenter = OutputSpy()
    let listing = SettingsListing(
        configFile: "/home/user/.config/forecast/config.toml", fileFound: true, cacheDirectory: "/home/user/.cache/forecast",
        rows: [SettingRow(name: "units", value: "metric", origin: "default"), SettingRow(name: "provider", value: "met-norway", origin: "config file")]
    )

    @Test("the listing is shown as it was handed, in the format asked, and the run succeeds")
    func shown() {
        #expect(ConfigInteraction.show(listing, on: .recording(SpyProvider(), to: presenter, format: .json)) == .success)
        #expect(presenter.presented.invocations == ["settings json 2"])
        #expect(presenter.written(SettingsDocument.self).first?.listing.rows.map(\.name) == ["units", "provider"])
    }

    @Test("--path: the path alone on its line, written as it is")
    func path() {
        let output = RecordingOutput()
        let runner = CommandRunner.writing(to: output, over: { SpyProvider() }, format: .table)
        #expect(ConfigInteraction.showPath("/home/user/.config/forecast/config.toml", on: runner) == .success)
        #expect(output.results == ["/home/user/.config/forecast/config.toml\n"] && output.errors.isEmpty)
    }

    @Test("output that cannot be written ends 74, told once, and asks for no use case")
    func outputFailure() {
        let output = RecordingOutput(failing: OutputFailure(reason: "No space left on device"))
        let runner = CommandRunner.writing(to: output, over: { throw ConfigurationError(reason: "not to be made") }, format: .table)
        #expect(ConfigInteraction.show(listing, on: runner) == .ioError)
        #expect(output.errors == ["forecast: cannot write the output: No space left on device\n"])
    }
}
