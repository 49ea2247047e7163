package import Domain

/// One line of `forecast providers`: a provider's profile, and whether its key is set (`nil` when it needs none).
package struct ProviderListing: Sendable, Hashable {
    let profile: ForecastProviderProfile
    let keyConfigured: Bool?

    /// "daily, hourly, current", in that order.
    var products: [String] {
        ForecastCapabilities.Product.allCases.filter(profile.capabilities.products.contains).map(\.rawValue)
    }

    /// A provider as listed: its profile, and whether its key is set (`nil`: it needs none).
    package init(profile: ForecastProviderProfile, keyConfigured: Bool?) {
        self.profile = profile
        self.keyConfigured = keyConfigured
    }
}

extension TableViewModel {
    /// The providers `--provider` takes, with what each offers.
    init(providers: [ProviderListing]) {
        self.init(
            header: ReportHeader(
                title: "Weather services", subtitle: "choose one with --provider; places are found the same way for all",
                credits: "Each report credits its source; forecast providers --format json lists every credit and terms."
            ),
            note: nil,
            columns: [
                Column("Provider"), Column("Offers"), Column("Days", alignRight: true), Column("Hours", alignRight: true),
                Column("Where"), Column("Key"),
            ],
            rows: providers.map { listing in
                let capabilities = listing.profile.capabilities
                return [
                    Cell(listing.profile.id, .bold),
                    Cell(listing.products.joined(separator: ", ")),
                    Cell(String(capabilities.maximumDays)),
                    capabilities.maximumHours > 0 ? Cell(String(capabilities.maximumHours)) : TableViewModel.missing,
                    Cell(listing.profile.coverage),
                    listing.keyConfigured.map { Cell($0 ? "set" : "needed, not set", $0 ? .plain : .dim) } ?? TableViewModel.missing,
                ]
            }
        )
    }
}

extension JSONDocuments {
    /// `forecast providers`: `{"providers": [{"id", "name", "products", "max_days", "max_hours", "coverage",
    /// "needs_key", "key_configured", "attribution", "terms"}]}`.
    static func providers(_ listings: [ProviderListing]) -> JSONValue {
        .object([("providers", .array(listings.map { .object(providerFields($0)) }))])
    }

    /// One provider's members.
    static func providerFields(_ listing: ProviderListing) -> JSONFields {
        let profile = listing.profile
        return [
            ("id", .string(profile.id)),
            ("name", .string(profile.name)),
            ("products", .array(listing.products.map(JSONValue.string))),
            ("max_days", .number(Double(profile.capabilities.maximumDays))),
            ("max_hours", .number(Double(profile.capabilities.maximumHours))),
            ("coverage", .string(profile.coverage)),
            ("needs_key", .bool(profile.needsKey)),
            ("key_configured", listing.keyConfigured.map(JSONValue.bool) ?? .null),
            ("attribution", .string(profile.attribution)),
            ("terms", .string(profile.terms)),
        ]
    }
}
