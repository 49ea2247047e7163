import Application
import Domain
import MCP
import ServingCore

extension AgentTool {
    /// A yes-or-no answer with its reasons.
    static let check = AgentTool(
        name: "weather_check", title: "Yes-or-no weather check",
        description: """
            Answers yes or no, with the reason: will CONDITION happen at a place within the window? Rain is read from \
            a nowcast where one covers the place and the window is short, else from the hourly forecast (or, with \
            ensemble, from the share of an ensemble's members giving rain); alert asks the official warnings; air and \
            pollen the air quality forecast; waves, swell and sea-temperature the sea nearest the place. The structured \
            content has "answer" (true or false), the first hour it happens and the value. Use it for "should I take \
            an umbrella?" or "is frost coming tonight?".
            """,
        parameters: [
            .text("condition", "What to look for.", choices: CheckCondition.all.map(\.name), required: true), .place,
            ToolParameter(
                name: "within_hours",
                schema: ["type": "number", "exclusiveMinimum": 0, "maximum": 384, "description": "How many hours ahead to look: 6, or 0.5 for 30 minutes (default 12)."]
            ),
            .number("threshold", "The value that counts, in the chosen units: a chance in % for rain and snow, °C or °F for frost and heat, km/h or mph for wind, the index for uv and air, grains/m³ for pollen, m or ft for waves and swell, °C or °F for sea-temperature; not for alert, which takes severity (each has a default)."),
            .text("severity", "For alert: the least severity that counts (default moderate).", choices: AlertSeverityChoice.allCases.map(\.rawValue)),
            .text("index", "For air: the index to read (default: the place's own).", choices: AirQualityIndex.allCases.map(\.rawValue)),
            .text("intensity", "For rain read from a nowcast: the least intensity that counts (default light).", choices: RainIntensityChoice.allCases.map(\.rawValue)),
            ToolParameter(name: "ensemble", schema: ["type": "boolean", "description": "For rain: ask an ensemble's members instead (threshold: the share of members in %, default 50)."]),
            .units, .language,
        ]
    ) { input, context throws(InputRefusal) in
        let setup = context.setup
        let names = CheckCondition.all.map(\.name)
        guard let name = try input.choice("condition", of: names), let condition = CheckCondition.all.first(where: { $0.name == name }) else {
            throw InputRefusal("condition is required: one of " + names.joined(separator: ", "))
        }
        var ask = CheckAsk(
            condition: condition, location: try input.location(settings: setup.settings),
            withinMinutes: try withinMinutes(input) ?? WeatherCheckRequest.defaultWithinMinutes,
            threshold: try input.number("threshold"), units: try input.units(standard: setup.standardUnits), now: context.now
        )
        ask.severity = try input.choice("severity", of: AlertSeverityChoice.allCases.map(\.rawValue)).flatMap(AlertSeverityChoice.init)?.severity
        ask.index = try input.choice("index", of: AirQualityIndex.allCases.map(\.rawValue)).flatMap(AirQualityIndex.init)
        ask.intensity = try input.choice("intensity", of: RainIntensityChoice.allCases.map(\.rawValue)).flatMap(RainIntensityChoice.init)?.intensity
        if try input.flag("ensemble") == true { ask.ensemble = EnsembleChoice(model: nil) }
        if let misplaced = misplacedArgument(ask) { throw InputRefusal(misplaced) }
        let checked = ask
        return await context.result(language: try input.language(settings: setup.settings), line: nil) { runner in
            await CheckInteraction.answer(checked, on: runner)
        }
    }

    /// The window `within_hours` asks for, in whole minutes (at least one), or `nil` when it is not given.
    private static func withinMinutes(_ input: ToolInput) throws(InputRefusal) -> Int? {
        guard let hours = try input.number("within_hours") else { return nil }
        guard hours > 0, hours <= 384 else { throw InputRefusal("within_hours must be more than 0 and at most 384") }
        return max(1, Int((hours * 60).rounded()))
    }

    /// Why an argument given does not go with `ask`'s condition, when one does not.
    private static func misplacedArgument(_ ask: CheckAsk) -> String? {
        switch ask.misplaced {
        case .severity?: "severity goes with condition alert only"
        case .thresholdForAlert?: "threshold does not go with condition alert; severity does"
        case .index?: "index goes with condition air only"
        case .ensemble?: "ensemble goes with condition rain only"
        case .intensity?: "intensity goes with condition rain, without ensemble, only"
        case .intensityWithThreshold?: "intensity is read from a nowcast, which has no chance of precipitation; give it or threshold, not both"
        case nil: nil
        }
    }
}
