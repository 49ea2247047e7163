import ArgumentParser
import StubServer
#if canImport(Glibc)
import Glibc
#endif

/// `forecast-stub-server`: serves the weather services' stand-in on loopback until interrupted.
@main
struct StubServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "forecast-stub-server",
        abstract: "Answer like the weather services on 127.0.0.1, from recorded responses, so forecast runs offline.",
        discussion: """
            Point forecast at it with (one variable a line, so that no line wraps):
              export FORECAST_OPEN_METEO_URL=http://127.0.0.1:PORT
              export FORECAST_GEOCODING_URL=http://127.0.0.1:PORT
              export FORECAST_MET_NORWAY_URL=http://127.0.0.1:PORT
              export FORECAST_OPENWEATHERMAP_URL=http://127.0.0.1:PORT
              export FORECAST_NWS_URL=http://127.0.0.1:PORT
            Searches for London, Hollywood, Enschede, Beijing and Antarctica find places; any other name finds none.
            Every answer follows the clock: days start today (recorded London and New York days, moved), hours
            and now are the real time (dry for 8 hours, then light rain).
            Stop it with Ctrl-C, or kill %1 when it runs in the background.
            /data/2.5/forecast, /weather and /forecast/daily answer like OpenWeatherMap (any key but "rejected").
            /weatherapi/locationforecast/2.0/compact answers like MET Norway (a recorded answer moved to now).
            /points/LAT,LON and /gridpoints/… answer like the US National Weather Service (US points only);
            /alerts/active?point= gives a Wind Advisory in Tennessee and Kentucky (e.g. "London, KY"), none elsewhere.
            /weatherapi/metalerts/2.0/current.json gives four yellow warnings in Norway (moved to now), none elsewhere.
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

    func validate() throws {
        guard StubBehaviour.named(behaviour) != nil else {
            throw ValidationError("unknown behaviour '\(behaviour)'; choose from \(StubBehaviour.names.joined(separator: ", "))")
        }
        guard (0...10_000).contains(latency) else {
            throw ValidationError("--latency takes 0 to 10000 milliseconds, not \(latency)")
        }
        guard on == "all" || StubEndpoint(rawValue: on) != nil else {
            throw ValidationError("--on takes search, forecast, owm-daily or all, not '\(on)'")
        }
    }

    func run() throws {
        let log = log
        let stub = try WeatherStubServer(latency: .milliseconds(latency)) { request in
            if log { print("\(request.method) \(request.target)"); fflush(nil) }
        }
        if let chosen = StubBehaviour.named(behaviour) {
            stub.behave(chosen, on: StubEndpoint(rawValue: on).map { [$0] } ?? Set(StubEndpoint.allCases))
        }
        let bound = try stub.start(port: port)
        print("Weather services' stand-in on http://127.0.0.1:\(bound) (\(behaviour) on \(on)); Ctrl-C stops it.")
        print("export FORECAST_OPEN_METEO_URL=http://127.0.0.1:\(bound)")
        print("export FORECAST_GEOCODING_URL=http://127.0.0.1:\(bound)")
        print("export FORECAST_MET_NORWAY_URL=http://127.0.0.1:\(bound)")
        print("export FORECAST_OPENWEATHERMAP_URL=http://127.0.0.1:\(bound)")
        print("export FORECAST_NWS_URL=http://127.0.0.1:\(bound)")
        fflush(nil)
        while true { pause() }
    }
}
