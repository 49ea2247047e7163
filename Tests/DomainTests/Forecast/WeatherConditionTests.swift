import Domain
import Testing

@Suite("Weather condition")
struct WeatherConditionTests {
    @Test("describes itself with its intensity")
    func describes() {
        #expect(WeatherCondition(kind: .rainShowers, intensity: .light).description == "Light rain showers")
        #expect(WeatherCondition(kind: .thunderstormWithHail, intensity: .heavy).description == "Heavy thunderstorm with hail")
        #expect(WeatherCondition(kind: .clear).description == "Clear sky")
    }
}
