import Application
import Domain
import ServingCore

extension AgentTool {
    /// The weather that was.
    static let history = AgentTool(
        name: "weather_history", title: "Past weather",
        description: """
            The weather a place had, day by day, from 1940 to today: each day's high and low, precipitation, wind and \
            weather, from a reanalysis archive (recent days from the forecast model's own past runs). Use it for "how \
            warm was last Tuesday?" or to compare with now.
            """,
        parameters: [
            .place, .text("date", "The first day, YYYY-MM-DD.", required: true),
            .text("to", "The last day, YYYY-MM-DD, at most \(HistoryPlan.maximumDays) days on (default: date)."), .units, .language,
        ]
    ) { input, context throws(InputRefusal) in
        let setup = context.setup
        guard let first = try day(input, "date") else { throw InputRefusal("date is required, as YYYY-MM-DD") }
        let request = HistoryRequest(
            location: try input.location(settings: setup.settings), first: first, last: try day(input, "to"), units: try input.units(standard: setup.standardUnits)
        )
        return await context.result(language: try input.language(settings: setup.settings), line: ToolLine(LineValues.dailyTemplate, placeholders: LineValues.daily)) { runner in
            await HistoryInteraction.show([request], choice: ExtrasChoice(), on: runner)
        }
    }

    /// The day argument `name` gives, or `nil` when it is not given.
    private static func day(_ input: ToolInput, _ name: String) throws(InputRefusal) -> LocalDate? {
        guard let text = try input.text(name) else { return nil }
        guard let day = LocalDate(iso8601: text) else { throw InputRefusal("\(name) must be a date as YYYY-MM-DD, not \(ToolInput.quoted(text))") }
        return day
    }
}
