@testable import Application
import ApplicationTesting
import Domain
import DomainTesting
import Glibc
import Testing

@Suite("Presenter")
struct PresenterTests {
    let output = RecordingOutput()
    let note = AmbiguityNote.text(for: SampleForecast.location, words: .english)

    func presenter(colour: Bool = false) -> DocumentWriter {
        DocumentWriter(output: output, styler: Styler(usesColour: colour), clock: SystemClock())
    }

    @Test("renders the daily table exactly as stored, a dash for every missing value")
    func dailyTable() throws {
        try presenter().present(SampleForecast.london, as: .table, note: nil)
        try expected.check(output.results.joined(), against: "london-table.txt")
        #expect(output.errors.isEmpty)
    }

    @Test("a stale answer says 'as of' in its header, warns once on standard error, and is marked in JSON")
    func staleAnswer() throws {
        let london = SampleForecast.london
        let saved = Instant(secondsSince1970: 1_795_339_500)  // 2026-11-22 09:25 UTC
        let stale = DailyForecastReport(
            location: london.location, days: london.days, units: london.units, source: london.source,
            freshness: AnswerFreshness(fetchedAt: saved, staleReason: "the service could not be reached")
        )
        var presenter = presenter()
        presenter.clock = FixedClock(Instant(secondsSince1970: saved.secondsSince1970 + 3600))
        try presenter.present(stale, as: .table, note: nil)
        try presenter.present(stale, as: .json, note: nil)
        #expect(output.results[0].contains("3 days · as of 09:25"))
        #expect(output.errors == Array(repeating: "forecast: warning: the service could not be reached; showing the answer saved at 09:25\n", count: 2))
        #expect(output.results[1].contains(#""fetched_at": "2026-11-22T09:25:00Z""#) && output.results[1].contains(#""stale": true"#))
        let current = DailyForecastReport(location: london.location, days: london.days, units: london.units, source: london.source, freshness: AnswerFreshness(fetchedAt: saved))
        try presenter.present(current, as: .table, note: nil)
        #expect(!output.results[2].contains("as of") && output.errors.count == 2)
    }

    @Test("a stale answer's time is told on the reader's clock the front door gives, not the machine's")
    func staleAnswerOnReadersClock() throws {
        /// A reader nine hours ahead of UTC (Tokyo), an hour after the answer was saved.
        struct TokyoReader: ReaderClock {
            let instant: Instant
            func now() -> Instant { instant }
            func utcOffsetSeconds(at instant: Instant) -> Int { 9 * 3600 }
        }
        let london = SampleForecast.london
        let saved = Instant(secondsSince1970: 1_795_339_500)  // 2026-11-22 09:25 UTC, 18:25 in Tokyo
        let stale = DailyForecastReport(
            location: london.location, days: london.days, units: london.units, source: london.source,
            freshness: AnswerFreshness(fetchedAt: saved, staleReason: "the service could not be reached")
        )
        var presenter = presenter()
        presenter.clock = TokyoReader(instant: Instant(secondsSince1970: saved.secondsSince1970 + 3600))
        try presenter.present(stale, as: .table, note: nil)
        #expect(output.results[0].contains("3 days · as of 18:25"))
        #expect(output.errors == ["forecast: warning: the service could not be reached; showing the answer saved at 18:25\n"])
    }

    @Test("a comparison is as old as its oldest forecast, stale when any is, and warns for each stale one")
    func staleComparison() throws {
        let london = SampleForecast.london
        let older = Instant(secondsSince1970: 1_795_339_500), newer = Instant(secondsSince1970: 1_795_343_100)
        let forecasts = [
            DailyForecastReport(location: london.location, days: london.days, units: london.units, source: london.source, freshness: AnswerFreshness(fetchedAt: newer)),
            DailyForecastReport(location: london.location, days: london.days, units: london.units, source: london.source,
                     freshness: AnswerFreshness(fetchedAt: older, staleReason: "the service answered HTTP 503")),
        ]
        let comparison = ForecastComparison(location: london.location, units: .metric, forecasts: forecasts, skipped: [], spread: [])
        #expect(comparison.oldestFreshness == AnswerFreshness(fetchedAt: older, staleReason: "the service answered HTTP 503"))
        var presenter = presenter()
        presenter.clock = FixedClock(Instant(secondsSince1970: newer.secondsSince1970 + 60))
        try presenter.present(comparison, as: .json, extras: PlaceExtras())
        #expect(output.errors == ["forecast: warning: the service answered HTTP 503; showing the answer saved at 09:25\n"])
        #expect(output.results[0].contains("\"fetched_at\": \"2026-11-22T09:25:00Z\",\n  \"stale\": true,\n"))
        #expect(output.results[0].hasSuffix("\"alerts\": [],\n  \"alerts_coverage\": \"not_checked\"\n}\n"))
    }

    @Test("renders daily JSON exactly as stored, null for every missing value")
    func dailyJSON() throws {
        try presenter().present(SampleForecast.london, as: .json, note: nil)
        try expected.check(output.results.joined(), against: "london.json")
    }

    @Test("renders the hourly table and JSON as stored: the day where it changes, a trend bar, the ambiguity note")
    func hourly() throws {
        try presenter().present(SampleForecast.londonHours, as: .table, note: note)
        try presenter().present(SampleForecast.londonHours, as: .json, note: note)
        try expected.check(output.results[0], against: "london-hourly-table.txt")
        try expected.check(output.results[1], against: "london-hourly.json")
    }

    @Test("renders the conditions now as stored")
    func current() throws {
        try presenter().present(SampleForecast.londonNow, as: .table, note: note)
        try presenter().present(SampleForecast.londonNow, as: .json, note: note)
        try expected.check(output.results[0], against: "london-current-table.txt")
        try expected.check(output.results[1], against: "london-current.json")
    }

    @Test("renders search results as stored, elevation in the chosen units")
    func search() throws {
        let places = PlaceSearchAnswer(
            places: [SampleForecast.londonPlace, SampleForecast.londonOntario, SampleForecast.londonKentucky],
            freshness: AnswerFreshness(fetchedAt: Instant(secondsSince1970: 1_795_339_500))
        )
        let source = DataSource(provider: "GeoNames", attribution: "Place data by GeoNames.org")
        try presenter().write(SearchDocument(answer: places, query: try PlaceQuery("London"), source: source, units: .imperial), as: .table)
        try presenter().write(SearchDocument(answer: places, query: try PlaceQuery("London"), source: source, units: .metric), as: .json)
        try expected.check(output.results[0], against: "search-london-table.txt")
        try expected.check(output.results[1], against: "search-london.json")
    }

    @Test("a check is one line starting yes or no, or the JSON document")
    func check() throws {
        try presenter().write(WeatherCheckDocument(answer: SampleForecast.rainAnswer(yes: true)), as: .table)
        try presenter().write(WeatherCheckDocument(answer: SampleForecast.rainAnswer(yes: false)), as: .table)
        try presenter().write(WeatherCheckDocument(answer: SampleForecast.rainAnswer(yes: true)), as: .json)
        #expect(output.results[0] == "yes: rain likely from Mon 23 Nov 00:00 (80%, 0.4 mm/h)\n")
        #expect(output.results[1] == "no: no rain expected in the next 12 h (highest chance 10%)\n")
        try expected.check(output.results[2], against: "check-rain.json")
    }

    @Test("a calm wind check names the strongest gusts once, in the unit asked for")
    func calmWind() throws {
        let beaufort = Units(temperature: .celsius, windSpeed: .beaufort, precipitation: .millimetres)
        let answer = WeatherCheckAnswer(
            location: SampleForecast.unique, units: beaufort, source: SampleForecast.source, condition: .wind, withinMinutes: 720,
            threshold: 7, first: nil, value: 5, hours: Array(SampleForecast.hours.prefix(2))
        )
        try presenter().write(WeatherCheckDocument(answer: answer), as: .table)
        #expect(output.results[0] == "no: no wind expected in the next 12 h (strongest gusts 5 Bft)\n")
    }

    @Test("the ambiguity note stands under the header, and only when given")
    func noteUnderHeader() throws {
        try presenter().present(SampleForecast.london, as: .table, note: note)
        let lines = try #require(output.results.first).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "Also: London, Ontario, CA · London, Kentucky, US — narrow it with --country or \"London, CA\"")
        #expect(try expected.text("london-table.txt").split(separator: "\n", omittingEmptySubsequences: false)[2] == "")
    }

    @Test("colour adds escapes but never moves a column")
    func colour() throws {
        try presenter(colour: true).present(SampleForecast.london, as: .table, note: nil)
        let coloured = try #require(output.results.first)
        #expect(coloured.contains("\u{1B}[33m") || coloured.contains("\u{1B}[36m"))
        let stripped = coloured.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        #expect(stripped == (try expected.text("london-table.txt")))
    }

    @Test("text from the service cannot inject terminal escapes")
    func noInjection() throws {
        let hostile = DailyForecastReport(
            location: ResolvedPlace(place: Place(name: "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J", region: "Line\nBreak",
                                                 coordinate: try Coordinate(latitude: 0, longitude: 0), timeZoneIdentifier: "Zone\u{1B}[31m")),
            days: [], units: .metric, source: DataSource(provider: "X", attribution: "Credit\u{1B}[5m")
        )
        try presenter().present(hostile, as: .table, note: "Also: \u{1B}[31mred")
        let text = try #require(output.results.first)
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text.hasPrefix("Evil, Line Break\n"), "escape sequences go whole, with their payload")
    }

    @Test("a number too large for any format is written, never a crash")
    func hugeNumbers() {
        #expect(1e20.fixed(decimals: 0) == "1e+20")
        #expect(Double.infinity.fixed(decimals: 1) == "inf")
        #expect((-0.04).fixed(decimals: 1) == "0.0")
    }

    @Test("a failure is one line on standard error, with the hint, nothing on standard output")
    func failure() throws {
        StandardErrorReporter(output: output).presentFailure(ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0),
                                   hint: ForecastRouter().hint(after: ForecastError.placeNotFound(query: try PlaceQuery("Atlantis"), elsewhere: 0)),
                                   place: nil)
        #expect(output.results.isEmpty)
        #expect(output.errors == ["forecast: no place found matching \"Atlantis\"; check the spelling, or add a country: \"Paris, FR\"\n"])
    }
}

@Suite("Failure messages")
struct FailureMessageTests {
    @Test("say what happened, in the service's words when it gave some", arguments: [
        (ForecastError.serviceError(status: 503, reason: "The service is overloaded"), "the weather service answered with HTTP 503: The service is overloaded"),
        (.serviceError(status: 500, reason: nil), "the weather service answered with HTTP 500"),
        (.rateLimited(reason: nil), "the weather service is limiting requests; try again later"),
        (.rateLimited(reason: "Slow down.", retryAfterSeconds: 30), "the weather service is limiting requests: Slow down.; it asks to wait 30 s"),
        (.rateLimited(reason: nil, retryAfterSeconds: 600), "the weather service is limiting requests; it asks to wait 10 min"),
        (.serviceUnreachable(reason: "Could not resolve host: x"), "cannot reach the weather service: Could not resolve host: x"),
        (.badResponse(reason: "the answer was empty"), "the weather service's answer could not be read: the answer was empty"),
        (.placeSearchFailed(.serviceUnreachable(reason: "Could not resolve host: x")), "cannot reach the place search: Could not resolve host: x"),
        (.placeSearchFailed(.serviceError(status: 500, reason: nil)), "the place search answered with HTTP 500"),
        (.placeSearchFailed(.timedOut), "the place search did not answer in time"),
        (.invalidInput(reason: "days must be between 1 and 16, not 0"), "days must be between 1 and 16, not 0"),
        (.placeNotFound(query: try! PlaceQuery("London, Texas"), elsewhere: 4), "no place matches \"London, Texas\", but 4 places named London exist elsewhere"),
    ])
    func messages(error: ForecastError, expected: String) {
        #expect(FailureMessage(error).text == expected)
    }

    @Test("fold whatever a service sends into one short line")
    func oneLine() {
        let reason = "first line\nsecond\tline\u{07}" + String(repeating: "x", count: 500)
        let text = FailureMessage(ForecastError.serviceError(status: 500, reason: reason)).text
        #expect(!text.contains("\n") && !text.contains("\t") && !text.contains("\u{07}"))
        #expect(text.hasPrefix("the weather service answered with HTTP 500: first line second line"))
        #expect(text.count == FailureMessage.maximumLength)
    }
}

@Suite("Wide characters and colour")
struct WideTextTests {
    @Test("CJK names, accents and an emoji keep every column aligned, counted in terminal columns")
    func alignment() {
        let model = TableViewModel(
            header: ReportHeader(title: "Places", subtitle: "three", credits: "—"), note: nil,
            columns: [TableViewModel.Column("Name"), TableViewModel.Column("Sky"), TableViewModel.Column("High", alignRight: true)],
            rows: [
                [TableViewModel.Cell("北京"), TableViewModel.Cell("☀ Clear"), TableViewModel.Cell("12°C")],
                [TableViewModel.Cell("São Paulo"), TableViewModel.Cell("🌈 Rain"), TableViewModel.Cell("28°C")],
                [TableViewModel.Cell("Enschede"), TableViewModel.Cell("☁ Overcast"), TableViewModel.Cell("7°C")],
            ]
        )
        let lines = TableRenderer(styler: Styler(usesColour: false)).render(model).split(separator: "\n").map(String.init)
        let table = lines.filter { $0.hasPrefix("Name") || $0.hasPrefix("北京") || $0.hasPrefix("São") || $0.hasPrefix("Enschede") }
        #expect(table.count == 4)
        // Each row's second column starts at the same terminal column, and every row ends at the same one.
        let skies = ["Sky", "☀ Clear", "🌈 Rain", "☁ Overcast"]
        let starts = zip(table, skies).map { line, sky in line.firstRange(of: sky).map { String(line[..<$0.lowerBound]).displayWidth } }
        #expect(Set(starts).count == 1 && starts[0] != nil, "\(table)")
        #expect(Set(table.map(\.displayWidth)).count == 1, "\(table)")
        #expect("北京".displayWidth == 4 && "São Paulo".displayWidth == 9 && "🌈".displayWidth == 2)
    }
}

@Suite("The daily range chart")
struct RangeChartTests {
    @Test("bars share one scale: the coldest low starts at the left, the warmest high ends at the right")
    func sharedScale() {
        let bars = RangeBar.bars(lows: [0, 5, nil], highs: [10, 20, 8], width: 21, ascii: true)
        #expect(bars[0] == String(repeating: "=", count: 11))
        #expect(bars[1] == String(repeating: " ", count: 5) + String(repeating: "=", count: 16))
        #expect(bars[2] == "", "a day without a low has no bar")
        #expect(RangeBar.bars(lows: [3], highs: [3], width: 10, ascii: false) == ["━"])
    }

    @Test("the chart fits the canvas: no line wider than it, none drawn when under 8 columns would be left", arguments: [40, 80, 100, 200])
    func fitsCanvas(columns: Int) throws {
        let output = RecordingOutput()
        let presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), canvas: ChartCanvas(columns: columns, ascii: true), clock: SystemClock())
        try presenter.present(SampleForecast.london, as: .table, note: nil)
        let lines = output.results.joined().split(separator: "\n").filter { $0.hasPrefix("Sun ") || $0.hasPrefix("Mon ") || $0.hasPrefix("Day") }
        let tableWidth = lines.map { String($0).displayWidth }.max() ?? 0
        #expect(!lines.isEmpty)
        #expect(lines.contains { $0.hasSuffix("Range") } == (columns >= 100), "\(lines)")
        // Sunrise and sunset come beside the range where both fit (this table is 80 wide without them, 97 with).
        #expect(lines.contains { $0.contains("Sunrise  Sunset") } == (columns >= 200), "\(lines)")
        if columns >= 100 { #expect(tableWidth <= columns) }
    }
}

@Suite("The hourly curves")
struct HourlyCurveTests {
    @Test("a sparkline runs from the lowest to the highest value, squeezes to its width, and leaves gaps blank")
    func sparkline() {
        #expect(Sparkline.line([0, 7, 14], width: 10, ascii: false) == "▁▅█")
        #expect(Sparkline.line([0, 7, nil, 14], width: 10, ascii: true) == ".+ @")
        #expect(Sparkline.line(Array(repeating: 3, count: 5), width: 10, ascii: false) == "▁▁▁▁▁", "a flat series is a floor")
        #expect(Sparkline.line((0..<100).map(Double.init), width: 10, ascii: false).count == 10)
    }

    @Test("the curves never make a line wider than the canvas, and are left out when there is no room", arguments: [30, 40, 80, 200])
    func width(columns: Int) {
        let sample = SampleForecast.londonHours
        let day = HourlyForecastReport(
            location: sample.location, hours: Array(Array(repeating: sample.hours, count: 24).joined().prefix(48)),
            units: sample.units, source: sample.source
        )
        let lines = HourlyCurves.lines(day, canvas: ChartCanvas(columns: columns, ascii: false), words: .english)
        #expect(lines.allSatisfy { $0.displayWidth <= columns }, "\(lines)")
        #expect(lines.isEmpty == (columns < 40), "\(lines)")
        if columns >= 80 { #expect(lines.count == 2 && lines[0].hasPrefix("Temperature") && lines[1].hasPrefix("Precipitation")) }
    }
}

@Suite("Sunrise and sunset in the daily table")
struct DailySunColumnsTests {
    func header(columns: Int, forecast: DailyForecastReport = SampleForecast.london) throws -> (header: String, rows: [String]) {
        let output = RecordingOutput()
        let presenter = DocumentWriter(output: output, styler: Styler(usesColour: false), canvas: ChartCanvas(columns: columns, ascii: true), clock: SystemClock())
        try presenter.present(forecast, as: .table, note: nil)
        let lines = output.results.joined().split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("Day") })
        return (header, lines.filter { $0.hasPrefix("Sun ") || $0.hasPrefix("Mon ") || $0.hasPrefix("Tue ") })
    }

    @Test("beside the range where both fit, a day without them a dash; the range alone where only it fits")
    func besideRange() throws {
        let wide = try header(columns: 120)
        #expect(wide.header.hasSuffix("Sunrise  Sunset  Range"))
        #expect(wide.rows[0].contains("07:25    15:59  ") && wide.rows[1].contains("—        —  "), "\(wide.rows)")
        let narrower = try header(columns: 98)
        #expect(narrower.header.hasSuffix("Wind        Range"))
    }

    @Test("a forecast with no sunrise or sunset at all has no such columns, however wide the terminal")
    func none() throws {
        let bare = DailyForecastReport(
            location: SampleForecast.unique, days: [DailyForecast(date: LocalDate(year: 2026, month: 11, day: 22)!, temperatureMin: 1, temperatureMax: 5)],
            units: .metric, source: SampleForecast.source
        )
        #expect(try !header(columns: 200, forecast: bare).header.contains("Sunrise"))
    }
}

@Suite("Terminal widths of every script")
struct ScriptWidthTests {
    @Test("wide scripts two cells a character, marks that do not space none, spacing marks and ambiguous ones one", arguments: [
        ("小雨", 4), ("にわか雨", 8), ("약한 비", 7), ("नमस्ते", 4), ("बारिश", 5), ("°·─▂█", 5), ("مَطَر", 3), ("\u{2068}גשם\u{2069}", 3), ("☁ 7°C", 5),
    ])
    func widths(text: String, cells: Int) {
        #expect(text.displayWidth == cells)
    }
}

@Suite("A table within the terminal's width")
struct TableFitTests {
    let model = TableViewModel(
        header: ReportHeader(title: "T", subtitle: "S", credits: "C"), note: nil,
        columns: [
            TableViewModel.Column("Day"), TableViewModel.Column("Trend", yieldOrder: 1), TableViewModel.Column("Wind", yieldOrder: 2),
            TableViewModel.Column("High", alignRight: true),
        ],
        rows: [[TableViewModel.Cell("Sun 22 Nov"), TableViewModel.Cell("██████████"), TableViewModel.Cell("18 km/h SW"), TableViewModel.Cell("9°C")]]
    )

    @Test("columns yield in their order until the table fits; one that never yields stays however narrow", arguments: [
        (80, ["Day", "Trend", "Wind", "High"]), (35, ["Day", "Wind", "High"]), (25, ["Day", "High"]), (5, ["Day", "High"]),
    ])
    func fitted(width: Int, headings: [String]) {
        let fitted = model.fitted(to: width)
        #expect(fitted.columns.map(\.heading) == headings)
        #expect(fitted.rows[0].count == headings.count && fitted.rows[0].last?.text == "9°C", "the cells go with their columns")
    }
}
