import ForecastSettings
import ArgumentParser
import Platform
import StubServer
#if canImport(Glibc)
import Glibc
#endif

/// `forecast-stub-server`: serves the weather services' stand-in on loopback until interrupted.
@main
struct StubServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast-stub-server",
        abstract: "Answer like the weather services on 127.0.0.1, so forecast runs offline.",
        discussion: """
            Point forecast at it with (or: eval "$(forecast-stub-server --port PORT --exports)"):
            \(exports(at: "http://127.0.0.1:PORT").map { "  " + $0 }.joined(separator: "\n"))
            Searches for London, Hollywood, Enschede, Beijing, Bergen, Tromsø and Antarctica find places; any other name \
            finds none.
            Every answer is made for the place asked and for now, and the services agree: dry for 8 hours, then light \
            rain; temperatures from the place's latitude and season; the Sun's rise and set for the place and date.
            --recorded gives the recorded answers the tests use instead: London's or New York's days whatever the place, \
            MET Norway's New York July 2020 forecast, OpenWeatherMap's London, the alerts' texts as recorded (all moved \
            to now).
            Stop it with Ctrl-C, or kill %1 when it runs in the background.
            /data/2.5/forecast, /weather and /forecast/daily answer like OpenWeatherMap (any key but "rejected").
            /weatherapi/locationforecast/2.0/compact answers like MET Norway.
            /points/LAT,LON and /gridpoints/… answer like the US National Weather Service (US points only);
            /alerts/active?point= gives a Wind Advisory in Tennessee and Kentucky (e.g. "London, KY"), none elsewhere.
            /weatherapi/metalerts/2.0/current.json gives four yellow warnings in Norway, none elsewhere.
            /alert/area?min_lat=&max_lat=&min_lon=&max_lon=, /alert/ID, /data/FILE.xml and /sources/area_status?country_codes= \
            answer like the FOSS Public Alert Server (alerts.kde.org): recorded CAP warnings placed around now in Macao, Israel, \
            Ireland (expired; and a circle around Dublin), Valais, Hesse (MoWaS, e.g. Kassel), Alaska, east of Fiji across \
            ±180° and, with --warning advisory, Tennessee; hostile documents and redirects in the South Pacific near 45° S 150° W.
            /weatherapi/nowcast/2.0/complete answers like MET Norway's radar: rain at Bergen in steps 3 to 13 (2.4 mm/h \
            at step 9), "no coverage" at Tromsø, dry elsewhere in the Nordic countries, 404 outside them.
            /v1/forecast?minutely_15=precipitation gives rain at Enschede in the 2nd to 5th quarter hours from now, dry \
            quarter hours elsewhere.
            Behaviours: \(StubBehaviour.names.joined(separator: ", ")).
            """
    )

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8080

    @Option(help: "How to answer: normal, or a misbehaviour such as rate-limited or stall.")
    var behaviour: String = "normal"

    @Flag(help: "Print each request's method and target as it arrives.")
    var log = false

    @Option(help: "Which endpoints misbehave: search, forecast, owm-daily or all.")
    var on: String = "all"

    @Option(help: ArgumentHelp("A simulated round trip: each answer waits this long, a new connection's first three times as long.", valueName: "milliseconds"))
    var latency: Int = 0

    @Flag(help: "Give the recorded answers the tests use (the same days for every place) instead of ones made for the place.")
    var recorded = false

    @Flag(help: "Print only the export lines for --port, and exit without serving: eval \"$(forecast-stub-server --exports)\".")
    var exports = false

    @Option(help: ArgumentHelp("Answer as if it were always this moment (e.g. 2026-11-22T10:17:00Z), not the real time: for checks that run forecast under faketime at the same moment.", valueName: "ISO 8601 time"))
    var now: String?

    @Option(name: .customLong("rain-in"), help: ArgumentHelp("Bergen's radar rain starts this many minutes from now, or never. (default: at the 4th step)", valueName: "minutes"))
    var rainIn: String?

    @Option(help: ArgumentHelp("The NWS warning in Tennessee and Kentucky: advisory, severe, severe-updated or none.", valueName: "stage"))
    var warning: String = StubStory.WarningStage.advisory.rawValue

    @Option(help: ArgumentHelp("The German MoWaS warning in Hesse (e.g. Kassel): issued, or cancelled (its Cancel served too).", valueName: "stage"))
    var mowas: String = StubStory.MowasStage.issued.rawValue

    /// The story the options tell.
    private var story: StubStory? {
        guard let stage = StubStory.WarningStage(rawValue: warning), let mowasStage = StubStory.MowasStage(rawValue: mowas) else { return nil }
        switch rainIn {
        case nil: return StubStory(warning: stage, mowas: mowasStage)
        case "never": return StubStory(radarRain: .never, warning: stage, mowas: mowasStage)
        case let text?:
            return Int(text).flatMap { (0...1440).contains($0) ? StubStory(radarRain: .inMinutes($0), warning: stage, mowas: mowasStage) : nil }
        }
    }

    func validate() throws {
        guard story != nil else {
            throw ValidationError(
                "--rain-in takes 0 to 1440 minutes or never, --warning one of \(StubStory.WarningStage.allCases.map(\.rawValue).joined(separator: ", ")), "
                    + "and --mowas issued or cancelled"
            )
        }
        guard StubBehaviour.named(behaviour) != nil else {
            throw ValidationError("unknown behaviour '\(behaviour)'; choose from \(StubBehaviour.names.joined(separator: ", "))")
        }
        guard (0...10_000).contains(latency) else {
            throw ValidationError("--latency takes 0 to 10000 milliseconds, not \(latency)")
        }
        guard on == "all" || StubEndpoint(rawValue: on) != nil else {
            throw ValidationError("--on takes search, forecast, owm-daily or all, not '\(on)'")
        }
        if let now, WeatherStubServer.secondsSince1970(ofISO8601: now) == nil {
            throw ValidationError("--now takes an ISO 8601 time such as 2026-11-22T10:17:00Z, not '\(now)'")
        }
        guard !exports || port != 0 else {
            throw ValidationError("--exports needs the port the server listens on, not 0")
        }
    }

    func run() throws {
        if exports {
            print(Self.exports(at: "http://127.0.0.1:\(port)").joined(separator: "\n"))
            return
        }
        let log = log
        let fixed = now.flatMap(WeatherStubServer.secondsSince1970(ofISO8601:))
        let stub = try WeatherStubServer(
            answers: recorded ? .recorded : .madeForThePlace, latency: .milliseconds(latency), fixedNow: fixed, story: story ?? StubStory()
        ) { request in
            if log { print("\(request.method) \(request.target)"); fflush(nil) }
        }
        if let chosen = StubBehaviour.named(behaviour) {
            stub.behave(chosen, on: StubEndpoint(rawValue: on).map { [$0] } ?? Set(StubEndpoint.allCases))
        }
        let bound = try stub.start(port: port)
        let answers = recorded ? "recorded answers" : "answers made for the place"
        let moment = now.map { ", always at \($0)" } ?? ""
        print("Weather services' stand-in on http://127.0.0.1:\(bound) (\(answers), \(behaviour) on \(on)\(moment)); Ctrl-C stops it.")
        print(Self.exports(at: "http://127.0.0.1:\(bound)").joined(separator: "\n"))
        fflush(nil)
        while true { pause() }
    }

    /// One `export FORECAST_<ID>_URL=baseURL` line for every service forecast reads: the catalogue's entries, named by
    /// forecast's own rule, so that a new service cannot be left out.
    static func exports(at baseURL: String) -> [String] {
        ServiceCatalogue.entries.map { "export \(Settings.urlVariable(of: $0.id))=\(baseURL)" }
    }
}
