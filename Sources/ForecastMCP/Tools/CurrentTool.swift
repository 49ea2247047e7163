import Application
import ServingCore

extension AgentTool {
    /// The weather now.
    static let current = AgentTool.view(
        .current, name: "current_conditions", title: "Current conditions",
        description: """
            The weather at a place now: condition, temperature and feels-like, wind and gusts, humidity, pressure, \
            precipitation; the rain of the coming two hours where a nowcast covers the place; warnings in force.
            """
    )
}
