/// Says which warning feeds cover a country: the national services that warn there, and the authorities' feeds an
/// aggregator gathers for it, each with whether it works now.
public protocol ListAlertFeedsUseCase: Sendable {
    /// The feeds for the country `countryCode` (ISO 3166-1 alpha-2).
    /// - Throws: ``ForecastError/invalidInput(reason:)`` for a code that names no country; ``ForecastError`` when a
    ///   service cannot answer.
    func feeds(in countryCode: String) async throws -> AlertFeedListing
}

/// The warning feeds for one country, from every warning service.
public struct AlertFeedListing: Sendable, Hashable {
    /// One feed, and the service that serves it.
    public struct Entry: Sendable, Hashable {
        /// The feed.
        public let feed: AlertFeed
        /// The service its warnings come through.
        public let service: DataSource

        /// Makes an entry.
        public init(feed: AlertFeed, service: DataSource) {
            self.feed = feed
            self.service = service
        }
    }

    /// The country (ISO 3166-1 alpha-2, upper case).
    public let countryCode: String
    /// Its feeds, by service in the services' order.
    public let entries: [Entry]

    /// Makes a listing.
    public init(countryCode: String, entries: [Entry]) {
        self.countryCode = countryCode
        self.entries = entries
    }

    /// Whether a feed that works covers the country: otherwise `forecast alerts` says it is not covered.
    public var isCovered: Bool { entries.contains { $0.feed.isOperating } }
}

extension UseCaseKind where UseCase == any ListAlertFeedsUseCase {
    /// The use cases that list the warning feeds covering a country.
    public static var alertFeeds: Self { Self("alert feeds") }
}
