import Application
import ServingCore

extension AgentTool {
    /// The sea.
    static let marine = AgentTool.view(
        .marine, name: "marine", title: "Marine forecast",
        description: """
            The sea nearest a coastal place: wave height, direction and period, swell, sea surface temperature, \
            currents and the tide's highs and lows, day by day. An error for a place far from the sea.
            """,
        days: "How many days, today first."
    )
}
