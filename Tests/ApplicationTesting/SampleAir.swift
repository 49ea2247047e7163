package import Domain

/// An air quality report for London shaped like Open-Meteo's: the air now, and three hours turning poor, grass and
/// birch pollen counted, alder at zero; one hour the service gave nothing for.
package enum SampleAir {
    package static let now = LocalDateTime(iso8601: "2026-11-22T14:00")!

    package static let london = AirQualityReport(
        location: SampleForecast.unique, index: .european,
        current: AirQualityReading(
            time: now, europeanAQI: 44, usAQI: 65, pm25: 22.1, pm10: 28.2, ozone: 42, nitrogenDioxide: 11.2, sulphurDioxide: 2.5,
            carbonMonoxide: 229, uvIndex: 2.1, pollen: [.grass: 12, .birch: 3, .alder: 0]
        ),
        hours: [
            AirQualityReading(time: now, europeanAQI: 44, usAQI: 65, pm25: 22.1, pm10: 28.2, ozone: 42, nitrogenDioxide: 11.2, uvIndex: 2.1, pollen: [.grass: 12, .alder: 0]),
            AirQualityReading(time: now.adding(minutes: 60), europeanAQI: 68, usAQI: 112, pm25: 41.5, pm10: 50, ozone: 40, nitrogenDioxide: 30, uvIndex: 1, pollen: [.grass: 60, .alder: 0]),
            AirQualityReading(time: now.adding(minutes: 120)),
        ],
        source: DataSource(provider: "Open-Meteo", attribution: "Air quality by Open-Meteo.com (CAMS, Copernicus)"), freshness: nil
    )
}
