import Domain
import Platform

// Decode + map timings for Open-Meteo answers, through the same code a request's answer goes through
// (OpenMeteoDecoding), on generated answers in the service's real shape. Build it in release mode:
//   swift run -c release forecast-decoding-benchmark [--quick]
// Each line of output is one measurement as JSON; scripts/bench turns them into BENCHMARKS.md.

let quick = CommandLine.arguments.contains("--quick")
let iterations = quick ? 50 : 1000
let warmup = quick ? 5 : 50

var generator = OpenMeteoAnswerGenerator()
let daily = generator.daily(days: 16)
let hourly = generator.hourly(days: 16)

// Check the answers decode to what they hold before timing them.
let days = try OpenMeteoDecoding.dailyForecast(from: daily, units: .metric)
let hours = try OpenMeteoDecoding.hourlyForecast(from: hourly, units: .metric)
precondition(days.content.count == 16 && hours.content.count == 16 * 24, "the generated answers did not decode fully")

let measurements = [
    try Measurement.of("daily_16_days", bytes: daily.count, iterations: iterations, warmup: warmup) {
        _ = try OpenMeteoDecoding.dailyForecast(from: daily, units: .metric)
    },
    try Measurement.of("hourly_16_days_12_variables", bytes: hourly.count, iterations: iterations, warmup: warmup) {
        _ = try OpenMeteoDecoding.hourlyForecast(from: hourly, units: .metric)
    },
]
for measurement in measurements {
    print(measurement.jsonLine)
}
