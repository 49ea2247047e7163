@testable import Application
import ApplicationTesting
import Domain
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

@Suite("Status bars' formats on the command line", .providers)
struct StatusBarRefusalTests {
    @Test("commands without a bar's block refuse waybar and i3blocks while their options are checked", arguments: [
        ["search", "London", "--format", "waybar"], ["alerts", "London", "--format", "i3blocks"], ["check", "rain", "London", "--format", "waybar"],
        ["config", "--format", "i3blocks"], ["providers", "--format", "waybar"], ["services", "--format", "i3blocks"], ["sun", "London", "--format", "waybar"],
    ])
    func refused(_ arguments: [String]) async {
        let status = await ForecastApp.run(arguments: arguments, environment: ["HOME": "/nonexistent"], directory: ProviderDirectoryDouble())
        #expect(status == ExitStatus.usage.rawValue)
    }
}
