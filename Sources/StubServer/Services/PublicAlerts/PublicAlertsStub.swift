import Foundation

/// Answers like the FOSS Public Alert Server (`alerts.kde.org`, its server code at commit d4fbb6a5), for the alerts of
/// ``PublicAlertsScene`` the story serves: `/alert/area` lists the ids whose footprint meets the box asked,
/// `/alert/{id}` redirects (301) to the alert's CAP document, and `/data/<file>` serves that document with its times
/// placed on the clock. The answers are the same whichever ``StubAnswers`` the server gives; only the NWS advisory's
/// texts follow them, as the NWS stand-in's do.
struct PublicAlertsStub {
    /// The request, with the recorded answers and the moment.
    let call: StubCall

    /// The alerts the story serves.
    private var served: [PublicAlert] { PublicAlertsScene.alerts.filter { $0.isServed(call.story) } }

    /// `GET /alert/area?min_lat=&max_lat=&min_lon=&max_lon=`: a JSON array of the ids found; 400 "invalid bounding box"
    /// when a bound is missing, not a number, off the globe, or not below its maximum (so a box across ±180° too).
    func area() -> StubReply {
        let bounds = ["min_lat", "max_lat", "min_lon", "max_lon"].compactMap { call.request.query[$0].flatMap(Double.init) }
        guard bounds.count == 4, bounds.allSatisfy(\.isFinite), case let (south, north, west, east) = (bounds[0], bounds[1], bounds[2], bounds[3]),
              -90 <= south, south < north, north <= 90, -180 <= west, west < east, east <= 180
        else { return Self.text(400, "invalid bounding box") }
        let asked = CAPFootprint.Box(latitudes: south...north, longitudes: west...east)
        let ids = served.filter { $0.footprint.intersects(asked) }.map { #""\#($0.id)""# }
        return .json("[" + ids.joined(separator: ", ") + "]")
    }

    /// `GET /alert/{id}`: 301 to the alert's document (``PublicAlert/Redirect``); 404 "no such alert".
    func alert() -> StubReply {
        let id = String(call.request.path.dropFirst("/alert/".count))
        guard let alert = served.first(where: { $0.id == id }) else { return Self.text(404, "no such alert") }
        let host = call.request.headers["host"] ?? "127.0.0.1"
        let location = switch alert.redirect {
        case .toItsFile: "http://\(host)/data/\(alert.file)"
        case .toAnotherHost: "http://localhost\(host.firstIndex(of: ":").map { host[$0...] } ?? "")/data/\(alert.file)"
        case .toItself: "http://\(host)/alert/\(alert.id)"
        }
        return .withHeaders(["Location: \(location)"], Self.text(301, ""))
    }

    /// `GET /data/<file>`: the alert's CAP document, its times placed on the clock; 404 for any other file.
    func data() -> StubReply {
        let file = String(call.request.path.dropFirst("/data/".count))
        guard let document = served.first(where: { $0.file == file })?.document(for: call) else { return Self.text(404, "not found") }
        return .answer(status: 200, contentType: "application/xml", body: document, gzip: false)
    }

    /// A short text answer, as the aggregator's errors are (Django's, typed HTML).
    static func text(_ status: Int, _ body: String) -> StubReply {
        .answer(status: status, contentType: "text/html; charset=utf-8", body: Array(body.utf8), gzip: false)
    }
}

extension StubEndpoint {
    /// The FOSS Public Alert Server's alerts in a box, `/alert/area`.
    public static let publicAlertsArea = StubEndpoint("public-alerts-area", path: "/alert/area") { PublicAlertsStub(call: $0).area() }

    /// One alert of the FOSS Public Alert Server, `/alert/{id}` (listed after ``publicAlertsArea``).
    public static let publicAlertsAlert = StubEndpoint("public-alerts-alert", path: "/alert/", matches: { $0.hasPrefix("/alert/") }) {
        PublicAlertsStub(call: $0).alert()
    }

    /// The FOSS Public Alert Server's CAP documents, `/data/<file>.xml` (OpenWeatherMap's `/data/2.5/…` are no XML files).
    public static let publicAlertsData = StubEndpoint(
        "public-alerts-data", path: "/data/", matches: { $0.hasPrefix("/data/") && $0.hasSuffix(".xml") }
    ) { PublicAlertsStub(call: $0).data() }
}
