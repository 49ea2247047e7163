import Application
import ServingCore

extension AgentTool {
    /// Precipitation over the next two hours.
    static let nowcast = AgentTool.view(
        .nowcast, name: "nowcast", title: "Precipitation nowcast",
        description: """
            Precipitation at a place over the next two hours, in 5- or 15-minute steps, from radar or a short-range \
            model: when rain or snow starts, peaks and stops. Where no nowcast covers the place, it says so and \
            falls back to the hourly forecast. Use it for "will it rain in the next hour?".
            """
    )
}
