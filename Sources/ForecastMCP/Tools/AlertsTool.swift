import Application
import ServingCore

extension AgentTool {
    /// The official warnings.
    static let alerts = AgentTool.view(
        .alerts, name: "weather_alerts", title: "Weather warnings",
        description: """
            The official weather warnings for a place from its national authority: each warning's event, severity, \
            area, start and end, and its text. An empty list where none are in force; it says where no authority \
            is read.
            """
    )
}
