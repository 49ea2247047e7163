/// How forecast introduces itself to the services it calls.
public enum ForecastClientIdentity {
    /// The release of this package, e.g. "0.1.0".
    public static let version = "0.1.0"
    /// Where the project lives, so service operators can reach its maintainers.
    public static let homepage = "https://github.com/forecast-swift/forecast"
    /// The User-Agent header every request carries: `forecast/<version> (+<homepage>)`.
    public static var userAgent: String { "forecast/\(version) (+\(homepage))" }
}
