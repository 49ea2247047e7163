extension TableViewModel {
    /// The effective settings, and where each came from.
    init(settings listing: SettingsListing) {
        let file = listing.configFile.map { "\($0)\(listing.fileFound ? "" : " (not found: every setting is from elsewhere)")" }
        self.init(
            header: ReportHeader(
                title: "Settings", subtitle: "file: \(file ?? "none (no HOME)") · cache: \(listing.cacheDirectory ?? "none (no HOME)")",
                credits: "A flag beats a FORECAST_… variable, which beats the file, which beats the default."
            ),
            note: nil,
            columns: [Column("Setting"), Column("Value"), Column("From")],
            rows: listing.rows.map { [Cell($0.name, .bold), Cell($0.value), Cell($0.origin, .dim)] }
        )
    }
}

extension JSONDocuments {
    /// `forecast config --format json`: `{"file", "file_found", "cache", "settings": [{"name", "value", "from"}]}`.
    static func settings(_ listing: SettingsListing) -> JSONValue {
        .object([
            ("file", .string(listing.configFile)),
            ("file_found", .bool(listing.fileFound)),
            ("cache", .string(listing.cacheDirectory)),
            ("settings", .array(listing.rows.map { .object(settingFields($0)) })),
        ])
    }

    /// One setting's members.
    static func settingFields(_ row: SettingRow) -> JSONFields {
        [("name", .string(row.name)), ("value", .string(row.value)), ("from", .string(row.origin))]
    }
}
