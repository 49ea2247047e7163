import Application
import Domain
import ServingCore

extension AgentTool {
    /// Places by name.
    static let search = AgentTool(
        name: "search_places", title: "Search places",
        description: """
            The places a name may mean, most likely first: each with its region, country, coordinate, elevation, \
            time zone and population. Use it when a name is ambiguous ("Portland"), then pass the coordinate as \
            place to the other tools.
            """,
        parameters: [
            .text("query", "A place name, optionally narrowed (\"London, ON\").", required: true),
            .text("country", "Only places in this country: an ISO 3166 code (GB, CA, USA) or a common name (UK)."),
            .integer("count", 1...100, "How many places at most (default 10; the service may give fewer)."), .units, .language,
        ]
    ) { input, context throws(InputRefusal) in
        let setup = context.setup
        guard let name = try input.text("query") else { throw InputRefusal("query is required: a place name") }
        let country = try input.text("country")
        let checked = try PlaceName.checked(name)
        let query: PlaceQuery
        do {
            query = try PlaceQuery(checked, country: country)
        } catch {
            throw InputRefusal(FailureMessage(error, names: .arguments).text)
        }
        let count = try input.integer("count", in: 1...100) ?? 10, units = try input.units(standard: setup.standardUnits)
        let line = ToolLine(LineValues.searchTemplate, placeholders: LineValues.search)
        return await context.result(language: try input.language(settings: setup.settings), line: line, pointsToSearch: false) { runner in
            await SearchInteraction.show(query, count: count, units: units, on: runner)
        }
    }
}
