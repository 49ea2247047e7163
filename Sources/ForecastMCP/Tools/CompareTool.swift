import Application
import Domain
import ServingCore

extension AgentTool {
    /// The forecast providers side by side.
    static let compare = AgentTool(
        name: "compare_forecasts", title: "Compare forecasts",
        description: """
            Every forecast provider the user can reach, side by side for a place: each day's high, low and \
            precipitation from each, and how far they agree. Use it to judge how sure a forecast is.
            """,
        parameters: [.place, .days(1...16, meaning: "How many days, today first (default 3; each provider gives at most its own)."), .units, .language]
    ) { input, context throws(InputRefusal) in
        let setup = context.setup
        let request = CompareForecastsRequest(
            location: try input.location(settings: setup.settings), days: try input.integer("days", in: 1...16) ?? 3,
            units: try input.units(standard: setup.standardUnits)
        )
        let choice = ExtrasChoice(setup.showsAlerts ? .alerts : nil)
        let line = ToolLine(LineValues.comparisonTemplate, placeholders: LineValues.comparison)
        return await context.result(language: try input.language(settings: setup.settings), line: line) { runner in
            await CompareInteraction.show(request, choice: choice, on: runner)
        }
    }
}
