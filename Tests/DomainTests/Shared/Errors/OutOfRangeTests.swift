import Domain
import Testing

@Suite("OutOfRange: one sentence for every number out of range")
struct OutOfRangeTests {
    @Test("the quantity, its range with its unit, and the value given")
    func sentence() {
        #expect(OutOfRange(quantity: .days, value: 40, allowed: 1...16).description == "days must be between 1 and 16, not 40")
        #expect(
            OutOfRange(quantity: .chanceOfPrecipitation, value: -5, allowed: 0...100, unit: "%").description
                == "the chance of precipitation must be between 0 and 100%, not -5"
        )
        #expect(OutOfRange(quantity: .timeout, value: 0, allowed: 0.001...300, unit: "s").requirement == "must be between 0.001 and 300 s, not 0")
        #expect(OutOfRange(quantity: .latitude, value: .nan, allowed: -90...90).description == "latitude must be between -90 and 90, not a number")
    }

    @Test("a window is written as durations are typed: 90m, 6h, 2d")
    func window() {
        #expect(OutOfRange(quantity: .window, value: 43_200, allowed: 1...23_040).description == "the window must be between 1m and 16d, not 30d")
        #expect(OutOfRange(quantity: .window, value: 90, allowed: 1...120).requirement == "must be between 1m and 2h, not 90m")
    }

    @Test("check refuses values outside the range and not finite, and passes the bounds")
    func check() throws {
        try OutOfRange.check(1, 1...16, .days)
        try OutOfRange.check(16, 1...16, .days)
        #expect(throws: ForecastError.outOfRange(OutOfRange(quantity: .days, value: 17, allowed: 1...16))) { try OutOfRange.check(17, 1...16, .days) }
        #expect(throws: ForecastError.self) { try OutOfRange.check(Double.infinity, 0...100, .uvIndex) }
    }

    @Test("each condition's threshold is checked against its quantity, in the units asked for", arguments: [
        (CheckCondition.rain, Units.metric, -5.0, false), (.rain, .metric, 100, true), (.rain, .metric, 100.5, false),
        (.frost, .metric, -90, true), (.frost, .metric, -300, false), (.heat, .imperial, 120, true), (.heat, .imperial, 200, false),
        (.heat, .metric, 95, false), (.wind, .metric, 400, true), (.wind, .metric, 900, false), (.wind, .imperial, -1, false),
        (.uv, .metric, 11, true), (.uv, .metric, 99, false),
    ])
    func thresholds(condition: CheckCondition, units: Units, threshold: Double, accepted: Bool) throws {
        let location = ForecastLocation.coordinate(try Coordinate(latitude: 51.5, longitude: -0.1))
        let request = WeatherCheckRequest(location: location, condition: condition, threshold: threshold, units: units)
        if accepted {
            try request.validateThreshold()
        } else {
            #expect(throws: ForecastError.self) { try request.validateThreshold() }
        }
    }

    @Test("snow and storm take no threshold at all")
    func noThreshold() throws {
        let location = ForecastLocation.coordinate(try Coordinate(latitude: 51.5, longitude: -0.1))
        #expect(throws: ForecastError.invalidInput(reason: "storm takes no threshold")) {
            try WeatherCheckRequest(location: location, condition: .storm, threshold: 1).validateThreshold()
        }
    }
}
