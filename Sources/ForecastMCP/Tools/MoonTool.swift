import Application
import ServingCore

extension AgentTool {
    /// The moon.
    static let moon = AgentTool.view(
        .moon, name: "moon", title: "Moon",
        description: "The moon at a place: its phase and illumination, moonrise and moonset, and the next new and full moons."
    )
}
