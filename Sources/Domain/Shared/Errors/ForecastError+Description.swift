extension ForecastError: CustomStringConvertible {
    /// The error as one English line an app can show as it is: "no place found matching \"Atlantis\"", "the weather
    /// service did not answer in time". A service's own words are quoted as given; a front end that prints them to
    /// a terminal makes them safe and short first.
    public var description: String {
        text(naming: "the weather service")
    }

    /// The line, calling the service that failed `service`.
    private func text(naming service: String) -> String {
        switch self {
        case .invalidInput(let reason):
            reason
        case .outOfRange(let problem):
            problem.description
        case .placeNotFound(let query, let elsewhere) where elsewhere > 0:
            "no place matches \"\(query.text)\", but \(elsewhere == 1 ? "1 place" : "\(elsewhere) places") named \(query.name) exist elsewhere"
        case .placeNotFound(let query, _):
            "no place found matching \"\(query.text)\""
        case .serviceUnreachable(let reason):
            "cannot reach \(service): \(reason)"
        case .serviceError(let status, let reason):
            "\(service) answered with \(status.map { "HTTP \($0)" } ?? "an error")" + Self.quoting(reason)
        case .rateLimited(let reason, let retryAfterSeconds?):
            "\(service) is limiting requests" + Self.quoting(reason) + Self.wait(retryAfterSeconds)
        case .rateLimited(let reason, nil):
            "\(service) is limiting requests" + (reason.map { ": \($0)" } ?? "; try again later")
        case .timedOut:
            "\(service) did not answer in time"
        case .unavailable(let reason, let retryAfterSeconds):
            "\(service) is unavailable for now" + Self.quoting(reason) + Self.wait(retryAfterSeconds)
        case .keyRejected(let reason):
            "\(service) refused the API key" + Self.quoting(reason)
        case .badResponse(let reason):
            "\(service)'s answer could not be read: \(reason)"
        case .outsideCoverage(let service, let coverage):
            "\(service) covers only \(coverage)"
        case .misconfigured(let problem):
            problem.description
        case .placeSearchFailed(let failure):
            failure.text(naming: "the place search")
        }
    }

    /// ": reason", or nothing when the service gave none.
    private static func quoting(_ reason: String?) -> String {
        reason.map { ": \($0)" } ?? ""
    }

    /// "; it asks to wait 30 s" (under two minutes), else in whole minutes rounded up: "5 min", "2 h", "2 days".
    private static func wait(_ seconds: Int) -> String {
        guard seconds >= 120 else { return "; it asks to wait \(max(seconds, 0)) s" }
        let minutes = (seconds + 59) / 60
        let text = minutes % 1440 == 0 ? (minutes == 1440 ? "24 h" : "\(minutes / 1440) days")
            : minutes % 60 == 0 ? "\(minutes / 60) h" : "\(minutes) min"
        return "; it asks to wait \(text)"
    }
}
