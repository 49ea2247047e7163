/// The standard ``ListAlertFeedsUseCase``: asks every warning service at once for the feeds it has for the country.
public struct AlertFeedsService: ListAlertFeedsUseCase {
    private let sources: [any AlertsRepository]

    /// Makes the use case over the warning services, listed in this order.
    public init(sources: [any AlertsRepository]) {
        self.sources = sources
    }

    /// See ``ListAlertFeedsUseCase/feeds(in:)``.
    public func feeds(in countryCode: String) async throws -> AlertFeedListing {
        guard let country = CountryCode.alpha2(for: countryCode) else {
            throw ForecastError.invalidInput(reason: "\(countryCode) is not a country (give an ISO 3166-1 code such as DE or CH, or a name such as UK)")
        }
        let lists = try await withThrowingTaskGroup(of: (Int, [AlertFeedListing.Entry]).self) { group in
            for (index, source) in sources.enumerated() {
                group.addTask {
                    (index, try await source.feeds(in: country).map { AlertFeedListing.Entry(feed: $0, service: source.source) })
                }
            }
            return try await group.reduce(into: [(Int, [AlertFeedListing.Entry])]()) { $0.append($1) }
        }
        return AlertFeedListing(countryCode: country, entries: lists.sorted { $0.0 < $1.0 }.flatMap(\.1))
    }
}
