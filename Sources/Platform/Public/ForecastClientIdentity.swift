/// How forecast introduces itself to the services it calls.
public enum ForecastClientIdentity {
    /// The version of this package, as Semantic Versioning writes it: a release ("0.1.0"), or the release being
    /// made with a `-dev` suffix ("0.2.0-dev") while the changelog's newest section is unreleased.
    public static let version = "0.2.0-dev"
    /// Where the project lives, so service operators can reach its maintainers.
    public static let homepage = "https://github.com/forecast-swift/forecast"
    /// The User-Agent header every request carries: `forecast/<version> (+<homepage>)`.
    public static var userAgent: String { "forecast/\(version) (+\(homepage))" }
}
