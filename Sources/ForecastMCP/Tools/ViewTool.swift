import Application
import ServingCore

extension AgentTool {
    /// A tool that answers as `view` is served (and as the command of the same name prints): a place, its days when the
    /// view takes days (`days` says what they mean), units and language.
    static func view(_ view: ServedView, name: String, title: String, description: String, days: String = "How many days, today first.", line: ToolLine) -> AgentTool {
        var parameters: [ToolParameter] = [.place]
        if let range = view.days { parameters.append(.days(range, meaning: days)) }
        parameters += [.units, .language]
        return AgentTool(name: name, title: title, description: description, parameters: parameters) { input, context throws(InputRefusal) in
            let setup = context.setup
            let location = try input.location(settings: setup.settings)
            let language = try input.language(settings: setup.settings)
            let units = try input.units(standard: setup.standardUnits)
            let days = try view.dayRange(provider: setup.provider).flatMap { range throws(InputRefusal) in try input.integer("days", in: range) }
            let ask = ViewAsk(location: location, units: units, days: days, showsAlerts: setup.showsAlerts, standardDays: setup.standardDays, format: .json)
            return await context.result(language: language, line: line) { runner in await view.run(ask, runner) }
        }
    }
}
