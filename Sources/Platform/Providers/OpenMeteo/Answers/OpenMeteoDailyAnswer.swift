/// The body of a `/v1/forecast` answer, as far as daily forecasts need it. Any value may be `null`.
struct OpenMeteoDailyAnswer {
    let timezone: String?
    let utcOffsetSeconds: Int?
    let dailyUnits: [String: String]?
    let daily: Daily?
    let error: Bool?
    let reason: String?

    /// Reads the answer.
    /// - Throws: ``JSONShapeError`` naming the first value that is not what the service sends.
    init(json: JSONField) throws(JSONShapeError) {
        timezone = try json["timezone"].optionalString()
        utcOffsetSeconds = try json["utc_offset_seconds"].optionalInteger()
        dailyUnits = try json["daily_units"].optionalStringMap()
        daily = json["daily"].isAbsent ? nil : try Daily(json: json["daily"])
        error = try json["error"].optionalBool()
        reason = try json["reason"].optionalString()
    }

    /// Parallel arrays, one value a day; a variable the service left out is `nil` as a whole.
    struct Daily {
        let time: [String]
        let numbers: [OpenMeteoDailyVariable: [Double?]]
        let times: [OpenMeteoDailyVariable: [String?]]

        init(json: JSONField) throws(JSONShapeError) {
            guard let time = try json["time"].optionalStrings() else {
                throw JSONShapeError(path: json["time"].path, problem: "missing")
            }
            self.time = try time.enumerated().map { index, day throws(JSONShapeError) in
                guard let day else { throw JSONShapeError(path: "\(json["time"].path)[\(index)]", problem: "expected text, found null") }
                return day
            }
            // Sized for every variable up front: growing rehashes each key again, which showed in cold-start profiles.
            var numbers = [OpenMeteoDailyVariable: [Double?]](minimumCapacity: OpenMeteoDailyVariable.allCases.count)
            var times = [OpenMeteoDailyVariable: [String?]](minimumCapacity: OpenMeteoDailyVariable.allCases.count)
            for variable in OpenMeteoDailyVariable.allCases {
                switch variable {
                case .sunrise, .sunset: times[variable] = try json[variable.rawValue].optionalStrings()
                default: numbers[variable] = try json[variable.rawValue].optionalNumbers()
                }
            }
            self.numbers = numbers
            self.times = times
        }
    }
}
