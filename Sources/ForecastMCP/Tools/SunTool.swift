import Application
import ServingCore

extension AgentTool {
    /// Sunrise, sunset and twilight.
    static let sun = AgentTool.view(
        .sun, name: "sun", title: "Sun",
        description: "Sunrise, sunset, dawn and dusk (civil twilight) and the day's length at a place, computed for its own time zone."
    )
}
