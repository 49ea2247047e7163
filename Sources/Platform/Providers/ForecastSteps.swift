internal import Domain

/// A step of a forecast series that gives each step's start as an instant (MET Norway, OpenWeatherMap).
protocol ForecastStep {
    /// When the step starts.
    var time: Instant { get }
}

extension Array where Element: ForecastStep {
    /// The steps within `hours` hours of the first, and the one after them, so that the hours are covered to their
    /// end however long the steps are.
    func covering(hours: Int) -> ArraySlice<Element> {
        guard let first else { return [] }
        let end = first.time.secondsSince1970 + Double(hours * 3600)
        let within = prefix { $0.time.secondsSince1970 < end }
        return prefix(within.count + 1)
    }
}

extension METNorwayStep: ForecastStep {}
extension OpenWeatherMapStep: ForecastStep {}
