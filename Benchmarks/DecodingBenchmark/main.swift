import Foundation
import Domain
import Platform

// Decode + map timings for Open-Meteo answers, through the same code a request's answer goes through
// (OpenMeteoDecoding), on generated answers in the service's real shape; and of the largest recorded CAP document (the
// NWS's 1.6 MB of polygons), read and placed as a request's answer is (PublicAlertsDecoding). Build it in release mode:
//   swift run -c release forecast-decoding-benchmark [--quick]
// Each line of output is one measurement as JSON; scripts/bench turns them into BENCHMARKS.md.

let quick = CommandLine.arguments.contains("--quick")
let iterations = quick ? 50 : 1000
let warmup = quick ? 5 : 50

var generator = OpenMeteoAnswerGenerator()
let daily = generator.daily(days: 16)
let hourly = generator.hourly(days: 16)
let normalsArchive = generator.normalsArchive()

// Check the answers decode to what they hold before timing them.
let days = try OpenMeteoDecoding.dailyForecast(from: daily, units: .metric)
let hours = try OpenMeteoDecoding.hourlyForecast(from: hourly, units: .metric)
precondition(days.content.count == 16 && hours.content.count == 16 * 24, "the generated answers did not decode fully")
let normals = try OpenMeteoDecoding.normals(from: normalsArchive, units: .metric).content
precondition(normals.normal(month: 2, day: 29).temperatureMax != nil, "the generated archive did not decode fully")

/// A week's normals from a 30-year answer: what `daily --normal` does with it.
func weekOfNormals(_ body: [UInt8]) throws {
    let normals = try OpenMeteoDecoding.normals(from: body, units: .metric).content
    for day in 24...30 { _ = normals.normal(month: 11, day: day) }
}

/// The NWS's Alaskan High Wind Watch: 212 polygons in 1.6 MB, the largest recorded CAP document (run from the repository).
let alaskaPath = "Sources/StubServer/Fixtures/public-alerts/noaa-2.49.0.1.840.0.9b5195e635069329b12a7c697fad5934d144784a.001.1.xml"
guard let alaska = FileManager.default.contents(atPath: alaskaPath).map(Array.init) else {
    fatalError("forecast-decoding-benchmark: run it from the repository's root, where \(alaskaPath) is")
}
let alaskaWarnings = try PublicAlertsDecoding.warnings(from: alaska, languages: ["en"])
precondition(!alaskaWarnings.isEmpty, "the NWS's CAP document held no warning at its polygon")

let measurements = [
    try Measurement.of("daily_16_days", bytes: daily.count, iterations: iterations, warmup: warmup) {
        _ = try OpenMeteoDecoding.dailyForecast(from: daily, units: .metric)
    },
    try Measurement.of("hourly_16_days_12_variables", bytes: hourly.count, iterations: iterations, warmup: warmup) {
        _ = try OpenMeteoDecoding.hourlyForecast(from: hourly, units: .metric)
    },
    try Measurement.of("normals_30_years_week", bytes: normalsArchive.count, iterations: quick ? 20 : 200, warmup: warmup) {
        try weekOfNormals(normalsArchive)
    },
    try Measurement.of("cap_1_6_mb_polygon", bytes: alaska.count, iterations: quick ? 5 : 50, warmup: quick ? 1 : 5) {
        _ = try PublicAlertsDecoding.warnings(from: alaska, languages: ["en"])
    },
]
for measurement in measurements {
    print(measurement.jsonLine)
}
