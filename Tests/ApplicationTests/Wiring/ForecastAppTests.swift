@testable import Application
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
