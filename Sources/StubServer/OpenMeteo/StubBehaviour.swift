/// How the stub server answers an endpoint: like Open-Meteo, or misbehaving in one chosen way.
public enum StubBehaviour: Sendable, Hashable {
    /// Answers like Open-Meteo, from the fixtures.
    case normal
    /// Answers with this status and body.
    case status(Int, body: String, contentType: String)
    /// Answers normally after a pause.
    case slow(seconds: Double)
    /// Never answers.
    case stall
    /// Declares a full body, sends half of it, and hangs up.
    case truncated
    /// Answers 200 with JSON that breaks off.
    case malformedJSON
    /// Answers 200 with no body at all.
    case emptyBody
    /// Answers 200 with valid JSON of this many bytes.
    case oversized(bytes: Int)
    /// Redirects every request back to itself, forever.
    case redirectLoop
    /// Answers like Open-Meteo, but with 1e20 for forecast numbers (every hourly and current one, each day's high).
    case absurd

    /// Open-Meteo's answer when a client asks too often.
    public static let rateLimited = StubBehaviour.status(
        429, body: #"{"error":true,"reason":"Minutely API request limit exceeded. Please try again in one minute."}"#,
        contentType: "application/json; charset=utf-8"
    )
    /// Open-Meteo's answer when it fails.
    public static let serverError = StubBehaviour.status(
        500, body: #"{"error":true,"reason":"Something went wrong."}"#, contentType: "application/json; charset=utf-8"
    )
    /// Open-Meteo's answer when it is overloaded.
    public static let overloaded = StubBehaviour.status(
        503, body: #"{"error":true,"reason":"The service is overloaded"}"#, contentType: "application/json; charset=utf-8"
    )
    /// A proxy's HTML error page in front of the service.
    public static let htmlErrorPage = StubBehaviour.status(
        502,
        body: "<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>"
            + "<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n",
        contentType: "text/html"
    )

    /// The behaviours by the names the command line takes, e.g. `rate-limited`; `slow` and `oversized` take a
    /// number after a colon (`slow:3`, `oversized:11000000`).
    public static func named(_ name: String) -> StubBehaviour? {
        let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? Double(parts[1]) : nil
        switch parts.first {
        case "normal": return .normal
        case "rate-limited": return .rateLimited
        case "server-error": return .serverError
        case "overloaded": return .overloaded
        case "html-error": return .htmlErrorPage
        case "stall": return .stall
        case "truncated": return .truncated
        case "malformed": return .malformedJSON
        case "empty": return .emptyBody
        case "redirect-loop": return .redirectLoop
        case "absurd": return .absurd
        case "slow": return .slow(seconds: argument ?? 3)
        case "oversized": return .oversized(bytes: Int(argument ?? 11_000_000))
        default: return nil
        }
    }

    /// Every name ``named(_:)`` takes, for help text.
    public static let names = [
        "normal", "rate-limited", "server-error", "overloaded", "html-error", "stall", "truncated", "malformed",
        "empty", "redirect-loop", "absurd", "slow[:SECONDS]", "oversized[:BYTES]",
    ]
}

/// The endpoints the stub server answers.
public enum StubEndpoint: String, Sendable, CaseIterable {
    /// Open-Meteo's geocoding, `/v1/search`.
    case search
    /// Open-Meteo's forecast, `/v1/forecast`.
    case forecast
    /// OpenWeatherMap's daily forecast, `/data/2.5/forecast/daily`, for comparing with clients of that service.
    case openWeatherMapDaily = "owm-daily"

    /// The endpoint's path.
    public var path: String {
        switch self {
        case .search, .forecast: "/v1/\(rawValue)"
        case .openWeatherMapDaily: "/data/2.5/forecast/daily"
        }
    }
}
