internal import Domain

/// The FOSS Public Alert Server in the ``ServiceCatalogue``: official warnings in the Common Alerting Protocol from
/// more than 280 authorities' feeds (national weather services, civil protection, MeteoAlarm's members), free, run
/// with KDE.
extension ServiceCatalogue.Entry {
    /// The aggregator of official CAP warnings.
    static let publicAlerts = Self(
        id: "public-alerts", name: "FOSS Public Alert Server", coverage: "countries with an operating feed (forecast alerts --sources CC)",
        attribution: PublicAlertsRepository.credit.attribution, terms: "https://alerts.kde.org",
        defaultBaseURL: "https://alerts.kde.org", credit: PublicAlertsRepository.credit,
        parts: [
            .serving(.alerts, at: "/alert") { context in
                PublicAlertsRepository(client: context.client(errorReason: { _ in nil }), baseURL: context.baseURL, language: context.language)
            }
        ]
    )
}
