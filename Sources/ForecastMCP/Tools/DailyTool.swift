import Application
import ServingCore

extension AgentTool {
    /// The daily forecast, with the official warnings in force beside it.
    static let daily = AgentTool.view(
        .daily, name: "forecast_daily", title: "Daily forecast",
        description: """
            The forecast day by day for a place: each day's weather, high and low temperature, precipitation and its \
            chance, wind and gusts, UV, sunrise and sunset; the official warnings in force beside it; the provider and \
            when its data was made ("as of"). Use it for today, tomorrow or the coming days (up to 16).
            """,
        days: "How many days, today first (default: the user's setting, else 7; the provider may give fewer)."
    )
}
