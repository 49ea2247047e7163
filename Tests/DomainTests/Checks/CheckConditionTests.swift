import Domain
import Testing

@Suite("The check conditions: one registry, each with its threshold's range and default")
struct CheckConditionTests {
    @Test("the registry lists every condition once, in the order a front door shows them, each found by its name")
    func registry() {
        #expect(CheckCondition.all.map(\.name) == ["rain", "snow", "frost", "heat", "wind", "uv", "storm", "alert", "air", "pollen", "waves", "swell", "sea-temperature"])
        #expect(CheckCondition.all.allSatisfy { CheckCondition.named($0.name) == $0 })
        #expect(CheckCondition.named("fog") == nil)
    }

    @Test("the hourly forecast answers rain, snow, frost, heat, wind, uv and storm; not alert, air or pollen")
    func hourly() {
        #expect(CheckCondition.all.filter(\.isHourly) == [.rain, .snow, .frost, .heat, .wind, .uv, .storm])
    }

    @Test("each default in the units asked: 50 %, 0 °C / 32 °F, 30 °C / 86 °F, 50 km/h / 31 mph, UV 6, 50 grains/m³", arguments: [
        (CheckCondition.rain, Units.metric, 50.0), (.rain, .imperial, 50), (.frost, .metric, 0), (.frost, .imperial, 32), (.heat, .metric, 30),
        (.heat, .imperial, 86), (.wind, .metric, 50), (.wind, .imperial, 31), (.uv, .imperial, 6), (.pollen, .metric, 50),
    ])
    func defaults(condition: CheckCondition, units: Units, expected: Double) {
        #expect(condition.threshold?.defaultValue(in: units) == expected)
    }

    @Test("the air's default is its index's own, which the answer's report decides; snow, storm and alert take no threshold")
    func noDefault() {
        #expect(CheckCondition.air.threshold?.defaultValue(in: .metric) == nil)
        #expect(CheckCondition.all.filter { $0.threshold == nil } == [.snow, .storm, .alert])
    }

    @Test("what each threshold measures, with its unit in the units asked")
    func meaning() {
        #expect(CheckCondition.rain.threshold?.meaning(in: .metric) == "chance of precipitation (%)")
        #expect(CheckCondition.frost.threshold?.meaning(in: .imperial) == "temperature (°F)")
        #expect(CheckCondition.wind.threshold?.meaning(in: .metric) == "gust speed (km/h)")
        #expect(CheckCondition.pollen.threshold?.range(in: .metric).unit == "grains/m³")
    }

    @Test("the air's and the pollen's thresholds: an index 0…1000, a count 0…100 000 grains/m³", arguments: [
        (CheckCondition.air, 0.0, true), (.air, 1000, true), (.air, 1000.5, false), (.air, -1, false),
        (.pollen, 100_000, true), (.pollen, 100_001, false), (.alert, 1, false),
    ])
    func airThresholds(condition: CheckCondition, threshold: Double, accepted: Bool) {
        if accepted {
            #expect(throws: Never.self) { try condition.validate(threshold: threshold, units: .metric) }
        } else {
            #expect(throws: ForecastError.self) { try condition.validate(threshold: threshold, units: .metric) }
        }
    }
}
