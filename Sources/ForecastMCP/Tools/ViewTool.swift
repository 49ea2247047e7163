import Application
import Domain
import ServingCore

extension AgentTool {
    /// A tool that answers as `view` is served (and as the command of the same name prints, its line the command's):
    /// a place, its days when the view takes days (`days` says what they mean), its hours when it takes `hours`, units
    /// and language.
    static func view(
        _ view: ServedView, name: String, title: String, description: String, days: String = "How many days, today first.", hours: ToolParameter? = nil
    ) -> AgentTool {
        var parameters: [ToolParameter] = [.place]
        if let range = view.days { parameters.append(.days(range, meaning: days)) }
        parameters += [hours, .units, .language].compactMap { $0 }
        return AgentTool(name: name, title: title, description: description, parameters: parameters) { input, context throws(InputRefusal) in
            let setup = context.setup
            let location = try input.location(settings: setup.settings)
            let language = try input.language(settings: setup.settings)
            let units = try input.units(standard: setup.standardUnits)
            let days = try view.dayRange(provider: setup.providerCapabilities).flatMap { range throws(InputRefusal) in try input.integer("days", in: range) }
            var ask = ViewAsk(location: location, units: units, days: days, showsAlerts: setup.showsAlerts, standardDays: setup.standardDays, format: .json)
            if let hours, let asked = try input.integer(hours.name, in: setup.providerCapabilities.allowedHours) {
                guard days == nil else { throw InputRefusal("give days or hours, not both") }
                ask.span = .hours(asked)
            }
            let asked = ask
            let line = ToolLine(view.lineTemplate, placeholders: view.placeholders)
            return await context.result(language: language, line: line) { runner in await view.run(asked, runner) }
        }
    }
}
