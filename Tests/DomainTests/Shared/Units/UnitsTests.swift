import Domain
import Testing

/// A quantity no forecast has, declared only here: cloud bases in metres or feet.
private enum CloudBaseUnit: String, QuantityUnit {
    /// Metres, and feet (0.3048 m).
    case metres = "m", feet = "ft"
    /// "cloud_base".
    static let quantity = "cloud_base"
    /// Metres.
    static let metric = CloudBaseUnit.metres
    /// Feet.
    static let imperial = CloudBaseUnit.feet
}

@Suite("Units: one unit a quantity, by the quantity's unit type")
struct UnitsTests {
    @Test("a quantity declared anywhere is read and set through its unit type, metric until set")
    func quantityOfItsOwn() {
        var units = Units.imperial
        #expect(units[CloudBaseUnit.self] == .metres)
        units[CloudBaseUnit.self] = .feet
        #expect(units[CloudBaseUnit.self] == .feet)
        #expect(units.temperature == .fahrenheit && units.windSpeed == .milesPerHour && units.precipitation == .inches)
        #expect(units != .imperial && units.systemName == "custom")
    }

    @Test("units are equal, and hash alike, whichever way they were made")
    func equality() {
        var units = Units(temperature: .fahrenheit, windSpeed: .milesPerHour, precipitation: .inches)
        #expect(units != .imperial && units.height == .metres, "the first three quantities' initializer leaves the others metric")
        units.height = .feet
        #expect(units == .imperial && units.hashValue == Units.imperial.hashValue && units.systemName == "imperial")
        units[CloudBaseUnit.self] = .feet
        units[CloudBaseUnit.self] = .metres
        #expect(units == .imperial && units.hashValue == Units.imperial.hashValue, "a quantity set back to metric is as if never set")
        units.temperature = .celsius
        units.windSpeed = .kilometresPerHour
        units.precipitation = .millimetres
        units.height = .metres
        #expect(units == .metric && units.systemName == "metric")
    }

    @Test("the registry: temperature, wind, precipitation, the sea's heights, in that order, each name once")
    func registry() {
        let names = Units.quantities.map { $0.quantity }
        #expect(names == ["temperature", "wind", "precipitation", "height"])
        #expect(Set(names).count == names.count)
    }

    @Test("each system takes every registered quantity's unit of that system")
    func systems() {
        #expect(Units.metric == Units(temperature: .celsius, windSpeed: .kilometresPerHour, precipitation: .millimetres))
        var imperial = Units(temperature: .fahrenheit, windSpeed: .milesPerHour, precipitation: .inches)
        imperial.height = .feet
        #expect(Units.imperial == imperial)
        for quantity in Units.quantities {
            #expect(Self.isImperial(quantity, in: .imperial) && !Self.isImperial(quantity, in: .metric), "\(quantity.quantity)")
        }
    }

    /// Whether `units` has the imperial unit of `quantity`.
    private static func isImperial<Unit: QuantityUnit>(_ quantity: Unit.Type, in units: Units) -> Bool {
        units[quantity] == Unit.imperial
    }
}
