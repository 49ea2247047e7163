package import Domain

/// One line of `forecast services`: a service's profile, and the variable that replaces its base URL.
package struct ServiceListing: Sendable, Hashable {
    let profile: ServiceProfile
    /// The variable that replaces its base URL, as the front door names it (`FORECAST_<ID>_URL`).
    let variable: String
    /// Whether the environment replaces its base URL.
    let replaced: Bool

    /// A service as listed: its profile, the variable that replaces its base URL, and whether it is replaced.
    package init(profile: ServiceProfile, variable: String, replaced: Bool) {
        self.profile = profile
        self.variable = variable
        self.replaced = replaced
    }
}

extension TableViewModel {
    /// Every service, with its variable, data sets, coverage and credit.
    init(services: [ServiceListing]) {
        self.init(
            header: ReportHeader(
                title: "Services", subtitle: "each at its public API unless its variable replaces the base URL; the sun and moon are computed",
                credits: "forecast services --format json lists every path and terms."
            ),
            note: nil,
            columns: [Column("Service"), Column("Variable"), Column("Data sets"), Column("Where"), Column("Credit")],
            rows: services.map { listing in
                [
                    Cell(listing.profile.id, .bold),
                    Cell(listing.variable + (listing.replaced ? " (set)" : ""), listing.replaced ? .plain : .dim),
                    Cell(listing.profile.servedDataSets.map(\.rawValue).joined(separator: ", ")),
                    Cell(listing.profile.coverage),
                    Cell(listing.profile.attribution),
                ]
            }
        )
    }
}

extension JSONDocuments {
    /// `forecast services`: `{"services": [{"id", "name", "variable", "replaced", "data_sets": [{"data_set", "path"}],
    /// "coverage", "attribution", "terms"}]}`.
    static func services(_ listings: [ServiceListing]) -> JSONValue {
        .object([("services", .array(listings.map { .object(serviceFields($0)) }))])
    }

    /// One service's members; its data sets as `[{"data_set", "path"}]`.
    static func serviceFields(_ listing: ServiceListing) -> JSONFields {
        let profile = listing.profile
        return [
            ("id", .string(profile.id)),
            ("name", .string(profile.name)),
            ("variable", .string(listing.variable)),
            ("replaced", .bool(listing.replaced)),
            ("data_sets", .array(profile.servedDataSets.map { dataSet in
                .object([("data_set", .string(dataSet.rawValue)), ("path", .string(profile.dataSets[dataSet] ?? ""))])
            })),
            ("coverage", .string(profile.coverage)),
            ("attribution", .string(profile.attribution)),
            ("terms", .string(profile.terms)),
        ]
    }
}

extension CSVDocuments {
    /// `forecast services`: a row a service, its record's members; `data_sets` as "forecast /v1/forecast; alerts
    /// /alerts/active".
    static func services(_ listings: [ServiceListing]) -> CSVTable {
        list(listings.map { listing in
            JSONDocuments.serviceFields(listing).map { field in
                guard field.key == "data_sets" else { return field }
                let profile = listing.profile
                return (field.key, .string(profile.servedDataSets.map { "\($0.rawValue) \(profile.dataSets[$0] ?? "")" }.joined(separator: "; ")))
            }
        })
    }
}
