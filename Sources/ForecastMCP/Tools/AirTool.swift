import Application
import ServingCore

extension AgentTool {
    /// Air quality and pollen.
    static let air = AgentTool.view(
        .air, name: "air_quality", title: "Air quality",
        description: """
            The air at a place now and in the coming days: the air quality index (European or US, the place's own) \
            and its category, PM2.5, PM10, ozone, nitrogen dioxide, UV, and pollen where measured.
            """
    )
}
