package import Domain
package import DomainTesting

/// Reports with every kind of value, and some missing, for rendering tests.
package enum SampleForecast {
    /// London's clocks, fixed at UTC.
    package static let londonZones = FixedTimeZoneRules(offsetSeconds: 0, zones: ["Europe/London"])

    package static let londonPlace = Place(
        name: "London", region: "England", country: "United Kingdom", countryCode: "GB",
        coordinate: try! Coordinate(latitude: 51.50853, longitude: -0.12574), elevation: 25,
        timeZoneIdentifier: "Europe/London", population: 8_961_989
    )
    package static let londonOntario = Place(
        name: "London", region: "Ontario", subregion: nil, country: "Canada", countryCode: "CA",
        coordinate: try! Coordinate(latitude: 42.98339, longitude: -81.23304), elevation: 252,
        timeZoneIdentifier: "America/Toronto", population: 422_324
    )
    package static let londonKentucky = Place(
        name: "London", region: "Kentucky", subregion: "Laurel", country: "United States", countryCode: "US",
        coordinate: try! Coordinate(latitude: 37.12898, longitude: -84.08326), elevation: 377,
        timeZoneIdentifier: "America/New_York", population: 8_126
    )
    package static let location = ResolvedPlace(
        place: londonPlace, alternatives: [londonOntario, londonKentucky],
        source: DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org")
    )
    package static let unique = ResolvedPlace(place: londonPlace, source: location.source)
    package static let source = DataSource(provider: "Open-Meteo", attribution: "Weather data by Open-Meteo.com")

    package static let london = DailyForecastReport(
        location: unique,
        days: [
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 22)!, condition: .init(kind: .overcast),
                temperatureMin: 4.2, temperatureMax: 9.1, precipitationSum: 0.3, precipitationProbability: 23,
                windSpeedMax: 17.9, windDirection: 225, sunrise: LocalDateTime(iso8601: "2026-11-22T07:25"),
                sunset: LocalDateTime(iso8601: "2026-11-22T15:59"), uvIndexMax: 0.65
            ),
            DailyForecast(
                date: LocalDate(year: 2026, month: 11, day: 23)!, condition: .init(kind: .thunderstormWithHail, intensity: .heavy),
                temperatureMin: -3.5, temperatureMax: 31.4, precipitationSum: 12.25, precipitationProbability: 88,
                windSpeedMax: 29.4, windDirection: 350
            ),
            // Past the model horizon: only the date is known.
            DailyForecast(date: LocalDate(year: 2026, month: 11, day: 24)!),
        ],
        units: .metric,
        source: source
    )

    package static let hours: [HourlyForecast] = (0..<5).map { index in
        let time = LocalDateTime(iso8601: "2026-11-22T22:00")!.adding(minutes: index * 60)
        guard index != 4 else { return HourlyForecast(time: time) }
        return HourlyForecast(
            time: time, condition: .init(kind: index < 2 ? .overcast : .rain, intensity: index < 2 ? nil : .light),
            temperature: 8 - Double(index), apparentTemperature: 5 - Double(index), relativeHumidity: 85,
            precipitation: index < 2 ? 0 : 0.4, precipitationProbability: index < 2 ? 10 : 80, cloudCover: 100,
            windSpeed: 14, windDirection: 225, windGusts: 30, uvIndex: 0, isDay: false
        )
    }

    package static let londonHours = HourlyForecastReport(location: location, hours: hours, units: .metric, source: source)

    package static let londonNow = CurrentConditionsReport(
        location: location,
        conditions: CurrentConditions(
            time: LocalDateTime(iso8601: "2026-11-22T14:15")!, condition: .init(kind: .drizzle, intensity: .light),
            temperature: 9.3, apparentTemperature: 6.1, relativeHumidity: 88, precipitation: 0.2, windSpeed: 17.6,
            windGusts: 35.3, windDirection: 230, pressureMSL: 1012.4, cloudCover: 100, isDay: true
        ),
        units: .metric, source: source
    )

    package static func rainAnswer(yes: Bool) -> WeatherCheckAnswer {
        WeatherCheckAnswer(
            location: unique, units: .metric, source: source, condition: .rain, withinMinutes: 720, threshold: 50,
            first: yes ? hours[2] : nil, value: yes ? 80 : 10, hours: yes ? hours : Array(hours.prefix(2))
        )
    }
}
