@testable import Application
import ApplicationTesting
import DomainTesting
@testable import ForecastCommandLine
@testable import ForecastSettings
import Testing

@Suite("When the network transport is prepared before parsing")
struct TransportPreparationTests {
    @Test("only a fetching command with no cache to answer it starts libcurl early")
    func needsNetwork() {
        #expect(ForecastApp.needsNetwork(["daily", "London"], cacheExists: false))
        #expect(!ForecastApp.needsNetwork(["daily", "London"], cacheExists: true), "the cache may answer: libcurl waits for a miss")
        #expect(ForecastApp.needsNetwork(["London", "--no-cache"], cacheExists: true) && ForecastApp.needsNetwork(["London", "--refresh"], cacheExists: true))
        #expect(!ForecastApp.needsNetwork(["daily", "London", "--offline"], cacheExists: false))
        for command in ["--version", "--help", "config", "providers"] {
            #expect(!ForecastApp.needsNetwork([command], cacheExists: false))
        }
        #expect(!ForecastApp.needsNetwork([], cacheExists: false))
    }
}

@Suite("A command line whose first word is a command misspelt")
struct MisspeltCommandLineTests {
    @Test("is refused with exit 64 before any request, whatever follows it", arguments: [
        ["dialy", "London"], ["hourlly", "Paris", "--hours", "5"], ["chek", "rain", "London"], ["help", "dialy"],
    ])
    func refused(arguments: [String]) async {
        let useCases = SpyProvider()
        let status = await ForecastApp.run(arguments: arguments, environment: [:], directory: ProviderDirectoryDouble(useCases: useCases))
        #expect(status == 64)
        #expect(useCases.resolve.callCount == 0 && useCases.daily.callCount == 0 && useCases.hourly.callCount == 0 && useCases.check.callCount == 0)
    }
}
