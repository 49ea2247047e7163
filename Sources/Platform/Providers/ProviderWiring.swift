import FoundationEssentials
internal import Domain

/// What every service's repositories are made over: one HTTP client for the shared settings (libcurl, retries, the
/// cache, the request log), and the clock.
struct ProviderWiring: Sendable {
    /// The client every request of every service goes through.
    let http: any HTTPClient
    /// The clock the use cases that work from "now" read.
    let clock: any WallClock

    /// Makes the HTTP client for `settings`.
    init(settings: ProviderSettings, clock: any WallClock) {
        http = providersHTTPClient(settings, clock: clock)
        self.clock = clock
    }

    /// A client for the targets of the service `service` (its id): its error bodies read by `errorReason`, every secret
    /// kept out of errors.
    func client(service: String, errorReason: @escaping @Sendable (Data) -> String?, secrets: [String] = []) -> ProviderClient {
        ProviderClient(http: http, clock: clock, errorReason: errorReason, secrets: secrets, service: service)
    }
}
