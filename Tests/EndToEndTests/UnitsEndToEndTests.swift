import Foundation
import StubServer
import Testing

/// One quantity's unit flag: what it changes, and how its values relate to metric ones.
struct UnitFlagCase: Sendable, CustomStringConvertible {
    let flag: [String]
    /// The JSON keys of the daily forecast the flag changes.
    let keys: Set<String>
    /// The `units` object's member for the quantity, and its symbol.
    let unitKey: String, symbol: String
    /// The metric symbol the table must no longer show, and the flagged one it shows instead.
    let metricCell: String, flaggedCell: String
    /// The CSV column suffixes: metric, then flagged.
    let metricSuffix: String, flaggedSuffix: String
    /// A metric value in the flagged unit, as the service rounds it.
    let convert: @Sendable (Double) -> Double
    let tolerance: Double

    var description: String { flag.joined(separator: " ") }

    static let all = [
        UnitFlagCase(flag: ["--wind-unit", "kn"], keys: ["wind_speed_max"], unitKey: "wind_speed", symbol: "kn",
                     metricCell: " km/h", flaggedCell: " kn", metricSuffix: "_kmh", flaggedSuffix: "_kn",
                     convert: { $0 / 1.852 }, tolerance: 0.051),
        UnitFlagCase(flag: ["--temperature-unit", "fahrenheit"], keys: ["temperature_max", "temperature_min"], unitKey: "temperature",
                     symbol: "°F", metricCell: "°C", flaggedCell: "°F", metricSuffix: "_c", flaggedSuffix: "_f",
                     convert: { $0 * 9 / 5 + 32 }, tolerance: 0.051),
        UnitFlagCase(flag: ["--precipitation-unit", "in"], keys: ["precipitation_sum"], unitKey: "precipitation", symbol: "in",
                     metricCell: " mm", flaggedCell: " in", metricSuffix: "_mm", flaggedSuffix: "_in",
                     convert: { $0 / 25.4 }, tolerance: 0.0006),
    ]
}

/// One test at a time: each runs forecast a dozen times, and the timing tests of other suites share the machine.
@Suite("Units per quantity, end to end against the loopback stand-in", .serialized)
final class UnitsEndToEndTests {
    let stub: WeatherStubServer

    init() throws {
        stub = try WeatherStubServer()
        try stub.start()
    }

    deinit { stub.stop() }

    func run(_ arguments: [String]) async throws -> ForecastRun {
        try await ForecastProcess.run(arguments, baseURL: stub.baseURL)
    }

    func json(_ run: ForecastRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    }

    /// Reads CSV back with Python's `csv` module, as a spreadsheet would, independently of forecast's writer.
    func readCSV(_ text: String) throws -> [[String]] {
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", "import csv, json, sys; print(json.dumps(list(csv.reader(sys.stdin, strict=True))))"]
        let input = Pipe(), output = Pipe()
        python.standardInput = input
        python.standardOutput = output
        try python.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String]])
    }

    @Test("each quantity's flag changes exactly that quantity, in the table, the JSON and the CSV", arguments: UnitFlagCase.all)
    func oneQuantity(_ unit: UnitFlagCase) async throws {
        let base = ["daily", "London", "--days", "7"]
        let metricTable = try await run(base), flaggedTable = try await run(base + unit.flag)
        #expect(flaggedTable.status == 0 && metricTable.standardOutput.contains(unit.metricCell))
        #expect(!flaggedTable.standardOutput.contains(unit.metricCell) && flaggedTable.standardOutput.contains(unit.flaggedCell))
        for other in UnitFlagCase.all where other.flag != unit.flag {
            #expect(flaggedTable.standardOutput.contains(other.metricCell), "\(other.metricCell) stays")
        }

        let metric = try json(try await run(base + ["--format", "json"])), flagged = try json(try await run(base + unit.flag + ["--format", "json"]))
        let metricUnits = try #require(metric["units"] as? [String: String]), flaggedUnits = try #require(flagged["units"] as? [String: String])
        #expect(flaggedUnits[unit.unitKey] == unit.symbol && flaggedUnits["system"] == "custom")
        #expect(metricUnits.filter { $0.key != unit.unitKey && $0.key != "system" } == flaggedUnits.filter { $0.key != unit.unitKey && $0.key != "system" })
        let metricDays = try #require(metric["days"] as? [[String: Any]]), flaggedDays = try #require(flagged["days"] as? [[String: Any]])
        #expect(metricDays.count == 7 && flaggedDays.count == 7)
        for (before, after) in zip(metricDays, flaggedDays) {
            for key in before.keys {
                if unit.keys.contains(key), let value = before[key] as? Double {
                    let converted = try #require(after[key] as? Double)
                    #expect(abs(converted - unit.convert(value)) <= unit.tolerance, "\(key): \(value) became \(converted)")
                } else {
                    #expect("\(before[key] ?? "")" == "\(after[key] ?? "")", "\(key) is unchanged")
                }
            }
        }

        let metricCSV = try readCSV(try await run(base + ["--format", "csv"]).standardOutput)
        let flaggedCSV = try readCSV(try await run(base + unit.flag + ["--format", "csv"]).standardOutput)
        #expect(metricCSV.count == 8 && flaggedCSV.count == 8)
        let header = try #require(flaggedCSV.first), metricHeader = try #require(metricCSV.first)
        for (index, column) in header.enumerated() {
            let key = unit.keys.first { column == $0 + unit.flaggedSuffix }
            if key != nil {
                #expect(metricHeader[index] == key! + unit.metricSuffix)
                #expect(zip(metricCSV.dropFirst(), flaggedCSV.dropFirst()).allSatisfy { before, after in
                    guard let value = Double(before[index]), let converted = Double(after[index]) else { return before[index] == after[index] }
                    return abs(converted - unit.convert(value)) <= unit.tolerance
                })
            } else if column != "fetched_at" { // when each run fetched its answer differs, of course
                #expect(metricHeader[index] == column)
                #expect(zip(metricCSV.dropFirst(), flaggedCSV.dropFirst()).allSatisfy { $0[index] == $1[index] }, "\(column) is unchanged")
            }
        }
    }

    @Test("Beaufort is a force number from 0 to 12, in the table, the JSON and the CSV")
    func beaufort() async throws {
        let table = try await run(["daily", "London", "--days", "7", "--wind-unit", "bft"])
        #expect(table.status == 0 && table.standardOutput.contains(" Bft ") && !table.standardOutput.contains("km/h"))
        let document = try json(try await run(["daily", "London", "--days", "7", "--wind-unit", "bft", "--format", "json"]))
        #expect((document["units"] as? [String: String])?["wind_speed"] == "Bft")
        let forces = try #require((document["days"] as? [[String: Any]])?.compactMap { $0["wind_speed_max"] as? Double })
        // London's recorded maxima, 9.7 to 33.1 km/h, are 2.7 to 9.2 m/s: forces 2 to 5.
        #expect(forces.count == 7 && forces.allSatisfy { (2...5).contains($0) && $0 == $0.rounded() })
        let csv = try readCSV(try await run(["current", "London", "--wind-unit", "bft", "--format", "csv"]).standardOutput)
        #expect(csv.first?.contains("wind_speed_bft") == true && csv.first?.contains("wind_gusts_bft") == true)
    }

    @Test("a quantity's own flag wins over --units; the other quantities follow --units")
    func specificFlagWins() async throws {
        let run = try await run(["hourly", "London", "--hours", "3", "--units", "imperial", "--wind-unit", "ms", "--format", "json"])
        let units = try #require(try json(run)["units"] as? [String: String])
        #expect(units["temperature"] == "°F" && units["precipitation"] == "in" && units["wind_speed"] == "m/s")
        #expect(units["system"] == "custom")
    }

    @Test("providers that do not convert (MET Norway) give the units asked for, converted by forecast")
    func convertedByForecast() async throws {
        let metric = try json(try await run(["current", "London", "--provider", "met-norway", "--format", "json"]))
        let knots = try json(try await run(["current", "London", "--provider", "met-norway", "--wind-unit", "kn", "--format", "json"]))
        let before = try #require((metric["current"] as? [String: Any])?["wind_speed"] as? Double)
        let after = try #require((knots["current"] as? [String: Any])?["wind_speed"] as? Double)
        #expect(abs(after - before / 1.852) < 1e-9)
        #expect((knots["units"] as? [String: String])?["wind_speed"] == "kn")
    }
}
