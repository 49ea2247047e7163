import Application
import ServingCore

extension AgentTool {
    /// The coming hours.
    static let hourly = AgentTool.view(
        .hourly, name: "forecast_hourly", title: "Hourly forecast",
        description: """
            The forecast hour by hour for a place: weather, temperature and feels-like, precipitation and its chance, \
            wind and gusts, humidity; with the official warnings in force. Use it to time something within the next \
            days ("will it rain at 5 pm?").
            """,
        days: "How many whole days of hours (default: the next 24 hours); or hours.",
        hours: .integer("hours", 1...384, "How many hours from now (default 24; the provider may give fewer); or days.")
    )
}
