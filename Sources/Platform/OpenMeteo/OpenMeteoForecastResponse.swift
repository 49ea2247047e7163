/// The body of a `/v1/forecast` answer, as far as daily forecasts need it. Any value may be `null`.
struct OpenMeteoForecastResponse: Decodable {
    let timezone: String?
    let dailyUnits: [String: String]?
    let daily: Daily?
    let error: Bool?
    let reason: String?

    enum CodingKeys: String, CodingKey {
        case timezone, daily, error, reason
        case dailyUnits = "daily_units"
    }

    /// Parallel arrays, one value a day; a variable the service left out is `nil` as a whole.
    struct Daily: Decodable {
        let time: [String]
        let numbers: [OpenMeteoDailyVariable: [Double?]]
        let times: [OpenMeteoDailyVariable: [String?]]

        init(from decoder: any Decoder) throws {
            time = try decoder.container(keyedBy: TimeKey.self).decode([String].self, forKey: .time)
            let container = try decoder.container(keyedBy: OpenMeteoDailyVariable.self)
            var numbers: [OpenMeteoDailyVariable: [Double?]] = [:]
            var times: [OpenMeteoDailyVariable: [String?]] = [:]
            for variable in OpenMeteoDailyVariable.allCases where container.contains(variable) {
                switch variable {
                case .sunrise, .sunset: times[variable] = try container.decode([String?].self, forKey: variable)
                default: numbers[variable] = try container.decode([Double?].self, forKey: variable)
                }
            }
            self.numbers = numbers
            self.times = times
        }

        private enum TimeKey: String, CodingKey { case time }
    }
}
