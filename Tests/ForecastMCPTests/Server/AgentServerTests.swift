import ApplicationTesting
import Foundation
import Domain
import DomainTesting
import MCP
import Testing
@testable import ForecastMCP

/// The MCP server driven through the SDK's own client over pipes, as an agent's client drives `forecast-mcp`.
@Suite(.timeLimit(.minutes(1)))
struct AgentServerTests {
    /// A call that each tool answers from the samples.
    static let calls: [String: [String: Value]] = [
        "forecast_daily": ["place": "London", "days": 2],
        "forecast_hourly": ["place": "London", "units": "imperial"],
        "current_conditions": ["place": "London", "language": "de"],
        "nowcast": ["place": "London"],
        "weather_alerts": ["place": "London, KY"],
        "air_quality": ["place": "London"],
        "marine": ["place": "London", "days": 1],
        "sun": ["place": "51.5,-0.13"],
        "moon": ["place": "London", "days": 2],
        "weather_history": ["place": "London", "date": "2026-11-01", "to": "2026-11-02"],
        "compare_forecasts": ["place": "London", "days": 2],
        "weather_check": ["condition": "rain", "place": "London", "within_hours": 6],
        "search_places": ["query": "London", "count": 3],
    ]

    @Test func listsEveryToolWithADescriptionAndAnObjectSchemaThatNeedsItsRequiredArguments() async throws {
        let connection = try await AgentConnection.open()
        let (tools, _) = try await connection.client.listTools()
        #expect(tools.map(\.name) == AgentTool.all.map(\.name))
        #expect(Set(tools.map(\.name)) == Set(Self.calls.keys))
        for tool in tools {
            #expect((tool.description ?? "").count > 60, "\(tool.name) says too little to be chosen by")
            #expect(tool.inputSchema.objectValue?["type"] == "object")
            #expect(tool.inputSchema.objectValue?["additionalProperties"] == false)
            #expect(tool.annotations.readOnlyHint == true)
            let required = tool.inputSchema.objectValue?["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
            #expect(required.contains(tool.name == "search_places" ? "query" : "place"), "\(tool.name) requires \(required)")
        }
        try await connection.close()
    }

    /// The core's own messages for the tools whose samples fail on purpose (no comparison, no nowcast, no history
    /// served): a failed run is a tool error carrying forecast's line.
    static let failingSamples = [
        "compare_forecasts": "no comparison in this test",
        "nowcast": "no nowcast service covers",
        "weather_history": "the weather service's answer could not be read",
    ]

    @Test(arguments: calls.keys.sorted())
    func everyToolAnswersWithItsDocumentAndALineOrForecastsMessage(tool: String) async throws {
        let connection = try await AgentConnection.open()
        let result = try await connection.call(tool, Self.calls[tool] ?? [:])
        if let message = Self.failingSamples[tool] {
            #expect(result.isError == true)
            #expect(AgentConnection.text(result)?.hasPrefix(message) == true, "\(tool): \(AgentConnection.text(result) ?? "")")
            try await connection.close()
            return
        }
        #expect(result.isError != true, "\(tool): \(AgentConnection.text(result) ?? "")")
        #expect(result.structuredContent?.objectValue?.isEmpty == false, "\(tool) gave no document")
        #expect(AgentConnection.text(result)?.isEmpty == false, "\(tool) gave no text")
        try await connection.close()
    }

    @Test func theDailyDocumentIsAskedForTheDaysAndUnitsGiven() async throws {
        let useCases = SpyProvider()
        let connection = try await AgentConnection.open(useCases: useCases)
        let result = try await connection.call("forecast_daily", ["place": "London", "days": 2, "units": "imperial"])
        let document = try #require(result.structuredContent?.objectValue)
        #expect(document["place"]?.objectValue?["name"] == "London")
        #expect(document["days"]?.arrayValue?.isEmpty == false)
        #expect(useCases.daily.lastInvocation?.days == 2)
        #expect(useCases.daily.lastInvocation?.units == .imperial)
        #expect(useCases.daily.callCount == 1, "the line is written from the same answers, not asked again")
        guard case .text(let json, _, _)? = result.content.last else { Issue.record("no JSON text"); return }
        #expect(try JSONDecoder().decode(Value.self, from: Data(json.utf8)) == result.structuredContent)
        #expect(AgentConnection.text(result)?.hasPrefix("London: ") == true)
        try await connection.close()
    }

    @Test(arguments: [
        (["place": "London", "days": 99], "days must be a whole number from 1 to 16"),
        (["place": "London", "days": "three"], "days must be a whole number from 1 to 16"),
        (["place": "London", "days": 2.5], "days must be a whole number from 1 to 16"),
        (["place": 42], "place must be text"),
        (["place": "Lon\u{1B}[31mdon"], "the place name contains a control character"),
        (["place": .string(String(repeating: "x", count: 10_000))], "the place name is longer than 200 characters"),
        (["place": "   "], "the place name is empty"),
        (["days": 3], "place is required: a place name, or LAT,LON"),
        (["place": "London", "colour": true], "no argument \"colour\" here; this tool takes place, days, units, language"),
        (["place": "London", "units": "kelvin"], "units must be one of metric, imperial"),
        (["place": "91,0"], "the place's latitude must be between -90 and 90, not 91"),
    ] as [([String: Value], String)])
    func hostileOrWrongArgumentsAreToolErrorsAndTheServerGoesOn(arguments: [String: Value], message: String) async throws {
        let connection = try await AgentConnection.open()
        let refused = try await connection.call("forecast_daily", arguments)
        #expect(refused.isError == true)
        #expect(AgentConnection.text(refused)?.hasPrefix(message) == true, "\(AgentConnection.text(refused) ?? "no text")")
        #expect(refused.structuredContent == nil)
        let answered = try await connection.call("sun", ["place": "London"])
        #expect(answered.isError != true)
        try await connection.close()
    }

    @Test(arguments: [
        (["condition": "rain", "place": "London", "severity": "minor"], "severity goes with condition alert only"),
        (["condition": "alert", "place": "London", "threshold": 3], "threshold does not go with condition alert; severity does"),
        (["condition": "frost", "place": "London", "index": "us"], "index goes with condition air only"),
        (["condition": "snow", "place": "London", "ensemble": true], "ensemble goes with condition rain only"),
        (["condition": "rain", "place": "London", "ensemble": true, "intensity": "heavy"], "intensity goes with condition rain, without ensemble, only"),
        (["condition": "rain", "place": "London", "intensity": "heavy", "threshold": 40], "intensity is read from a nowcast"),
        (["condition": "locusts", "place": "London"], "condition must be one of rain, snow, frost, heat, wind, uv, storm, alert, air, pollen, waves, swell, sea-temperature"),
        (["place": "London"], "condition is required"),
    ] as [([String: Value], String)])
    func aCheckArgumentThatDoesNotGoWithItsConditionIsRefused(arguments: [String: Value], message: String) async throws {
        let connection = try await AgentConnection.open()
        let refused = try await connection.call("weather_check", arguments)
        #expect(refused.isError == true)
        #expect(AgentConnection.text(refused)?.hasPrefix(message) == true, "\(AgentConnection.text(refused) ?? "no text")")
        try await connection.close()
    }

    @Test func aSearchThatFindsNothingDoesNotPointToItself() async throws {
        var useCases = SpyProvider()
        useCases.search = SearchPlacesUseCaseSpy(places: [])
        let connection = try await AgentConnection.open(useCases: useCases)
        let result = try await connection.call("search_places", ["query": "Atlantis"])
        #expect(result.isError == true)
        #expect(AgentConnection.text(result) == "no place found matching \"Atlantis\"")
        try await connection.close()
    }

    @Test func aPlaceNoServiceKnowsIsAToolErrorWithForecastsMessage() async throws {
        var useCases = SpyProvider()
        useCases.daily = GetDailyForecastUseCaseSpy(.failure(ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0)))
        let connection = try await AgentConnection.open(useCases: useCases)
        let result = try await connection.call("forecast_daily", ["place": "Atlantis"])
        #expect(result.isError == true)
        #expect(AgentConnection.text(result)?.hasPrefix("no place found matching \"Atlantis\"") == true)
        #expect(AgentConnection.text(result)?.hasSuffix("; search_places lists the places a name may mean") == true)
        try await connection.close()
    }

    @Test func theHourlyForecastTakesHoursOrDaysButNotBoth() async throws {
        let useCases = SpyProvider()
        let connection = try await AgentConnection.open(useCases: useCases)
        #expect(try await connection.call("forecast_hourly", ["place": "London", "hours": 6]).isError != true)
        #expect(useCases.hourly.lastInvocation?.hours == 6)
        #expect(try await connection.call("forecast_hourly", ["place": "London", "days": 2]).isError != true)
        #expect(useCases.hourly.lastInvocation?.hours == 48)
        let both = try await connection.call("forecast_hourly", ["place": "London", "days": 2, "hours": 6])
        #expect(AgentConnection.text(both) == "give days or hours, not both")
        let tooMany = try await connection.call("forecast_hourly", ["place": "London", "hours": 385])
        #expect(AgentConnection.text(tooMany) == "hours must be a whole number from 1 to 384")
        try await connection.close()
    }

    @Test func aCheckAnsweredNoIsAnAnswerNotAnError() async throws {
        var useCases = SpyProvider()
        useCases.check = CheckWeatherUseCaseSpy(.success(SampleForecast.rainAnswer(yes: false)))
        let connection = try await AgentConnection.open(useCases: useCases)
        let result = try await connection.call("weather_check", ["condition": "snow", "place": "London", "within_hours": 2, "threshold": 30])
        #expect(result.isError != true, "\(AgentConnection.text(result) ?? "")")
        #expect(result.structuredContent?.objectValue?["answer"] == false)
        #expect(AgentConnection.text(result)?.hasPrefix("no") == true)
        let asked = try #require(useCases.check.lastInvocation)
        #expect(asked.condition == .snow && asked.withinMinutes == 120 && asked.threshold == 30)
        try await connection.close()
    }

    @Test func aCallPastTheLimitIsRefusedAtOnce() async throws {
        let connection = try await AgentConnection.open(callLimit: CallLimit(0))
        let refused = try await connection.call("sun", ["place": "London"])
        #expect(refused.isError == true)
        #expect(AgentConnection.text(refused) == "forecast is answering 0 calls already; call again once one has been answered")
        try await connection.close()
    }

    @Test func anUnknownToolIsAProtocolError() async throws {
        let connection = try await AgentConnection.open()
        await #expect(throws: MCPError.self) { try await connection.call("forecast_weekly", ["place": "London"]) }
        #expect(try await connection.call("moon", ["place": "London"]).isError != true)
        try await connection.close()
    }
}
