import Domain
import DomainTesting
import Testing

@Suite("Units and their conversions")
struct UnitConversionTests {
    /// Published equivalences: NIST SP 811 (1 mi = 1609.344 m, 1 in = 25.4 mm, 1 nmi = 1852 m, t/°F = 1.8 t/°C + 32).
    @Test("temperatures against the published fixed points", arguments: [
        (-40.0, -40.0), (0, 32), (37, 98.6), (100, 212), (-89.2, -128.56),
    ])
    func temperatures(celsius: Double, fahrenheit: Double) {
        #expect(abs(TemperatureUnit.fahrenheit.value(fromCelsius: celsius) - fahrenheit) < 1e-9)
        #expect(abs(TemperatureUnit.fahrenheit.celsius(from: fahrenheit) - celsius) < 1e-9)
        #expect(TemperatureUnit.celsius.value(fromCelsius: celsius) == celsius)
    }

    @Test("wind speeds: 10 m/s is 36 km/h, 22.369 mph and 19.438 kn", arguments: [
        (WindSpeedUnit.kilometresPerHour, 36.0), (.metresPerSecond, 10), (.milesPerHour, 22.369_362_9), (.knots, 19.438_444_9),
    ])
    func windSpeeds(unit: WindSpeedUnit, expected: Double) {
        #expect(abs(unit.value(fromMetresPerSecond: 10) - expected) < 1e-6)
        #expect(abs(unit.metresPerSecond(from: expected) - 10) < 1e-6)
    }

    @Test("one knot is 1.852 km/h and one mile per hour 1.609344 km/h")
    func speedsBetweenUnits() {
        #expect(abs(WindSpeedUnit.kilometresPerHour.value(1, from: .knots) - 1.852) < 1e-12)
        #expect(abs(WindSpeedUnit.kilometresPerHour.value(1, from: .milesPerHour) - 1.609_344) < 1e-12)
        #expect(WindSpeedUnit.knots.value(17, from: .knots) == 17)
    }

    @Test("precipitation: an inch is 25.4 mm")
    func precipitation() {
        #expect(PrecipitationUnit.inches.value(fromMillimetres: 25.4) == 1)
        #expect(PrecipitationUnit.inches.millimetres(from: 0.5) == 12.7)
        #expect(PrecipitationUnit.millimetres.value(fromMillimetres: 3.2) == 3.2)
    }

    /// The WMO table (Manual on Codes, code table 1100; speeds at 10 m in m/s): each force's lowest and highest speed.
    @Test("the Beaufort force at both ends of every band of the WMO table", arguments: [
        (0, 0.0, 0.2), (1, 0.3, 1.5), (2, 1.6, 3.3), (3, 3.4, 5.4), (4, 5.5, 7.9), (5, 8.0, 10.7), (6, 10.8, 13.8),
        (7, 13.9, 17.1), (8, 17.2, 20.7), (9, 20.8, 24.4), (10, 24.5, 28.4), (11, 28.5, 32.6), (12, 32.7, 120),
    ])
    func beaufortBands(force: Int, lowest: Double, highest: Double) {
        #expect(UnitConversion.beaufortForce(metresPerSecond: lowest) == force)
        #expect(UnitConversion.beaufortForce(metresPerSecond: highest) == force)
        #expect(WindSpeedUnit.beaufort.value(fromMetresPerSecond: highest) == Double(force))
    }

    @Test("speeds between the table's tenths go to the nearest tenth; nothing is below force 0 or above 12")
    func beaufortEdges() {
        #expect(UnitConversion.beaufortForce(metresPerSecond: 0.24) == 0)
        #expect(UnitConversion.beaufortForce(metresPerSecond: 0.26) == 1)
        #expect(UnitConversion.beaufortForce(metresPerSecond: 32.64) == 11)
        #expect(UnitConversion.beaufortForce(metresPerSecond: -3) == 0)
        #expect(UnitConversion.beaufortForce(metresPerSecond: 1e300) == 12)
        #expect(WindSpeedUnit.kilometresPerHour.value(5, from: .beaufort) == 8.0 * 3.6, "a force reads as its band's lowest speed")
        #expect(UnitConversion.beaufortForce(metresPerSecond: .nan) == 0 && WindSpeedUnit.metresPerSecond.value(.nan, from: .beaufort).isNaN)
        #expect(WindSpeedUnit.metresPerSecond.value(.infinity, from: .beaufort) == 32.7, "no crash on any number")
    }

    @Test("metric and imperial are systems; any other mix is custom")
    func systems() {
        #expect(Units.metric.systemName == "metric" && Units.imperial.systemName == "imperial")
        var mixed = Units.metric
        mixed.windSpeed = .knots
        #expect(mixed.systemName == "custom" && mixed.windSpeedSymbol == "kn")
        mixed.windSpeed = .beaufort
        #expect(mixed.measured.windSpeed == .metresPerSecond && mixed.measured.temperature == .celsius)
    }
}
