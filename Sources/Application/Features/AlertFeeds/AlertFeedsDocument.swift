import Domain
import TerminalSafety

/// What `forecast alerts --sources COUNTRY` shows: each feed that covers the country, the service it comes through,
/// whether it is official and works now, and when it last published. Like `forecast services`, a reference listing
/// in English.
struct AlertFeedsDocument: TableDocument, JSONDocument, CSVDocument {
    let listing: AlertFeedListing

    /// A listing's formats: a table, JSON and CSV.
    static var formats: [FormatOffer<Self>] { [.table, .json, .csv] }

    func table(on page: Page) -> String {
        guard !listing.entries.isEmpty else {
            return "No warning feed covers \(listing.countryCode): its warnings are not covered.\n"
        }
        let table = TableViewModel(
            header: ReportHeader(
                title: "Warning feeds for \(listing.countryCode)",
                subtitle: listing.isCovered ? "covered: warnings are asked of these" : "not covered: no feed works now",
                credits: "Feeds are the authorities'; each service credits them with its warnings."
            ),
            note: nil,
            columns: [.init("Feed"), .init("Through"), .init("Official"), .init("Status"), .init("Latest warning")],
            rows: listing.entries.map { entry in
                [
                    .init(entry.feed.name.terminalSafe, .bold),
                    .init(entry.service.provider),
                    .init(entry.feed.isOfficial ? "yes" : "no"),
                    .init(entry.feed.isOperating ? "operating" : "not working", entry.feed.isOperating ? .plain : .red),
                    .init(entry.feed.latestAlert.map { AlertText.iso8601($0, offsetSeconds: 0) } ?? "—"),
                ]
            }
        )
        return page.render(table)
    }

    var json: JSONValue {
        .object([
            ("country", .string(listing.countryCode)),
            ("covered", .bool(listing.isCovered)),
            ("feeds", .array(listing.entries.map { .object(Self.fields($0)) })),
        ])
    }

    var csv: CSVTable { CSVDocuments.list(listing.entries.map(Self.fields)) }

    /// One feed's members.
    private static func fields(_ entry: AlertFeedListing.Entry) -> JSONFields {
        [
            ("name", .string(entry.feed.name)),
            ("country", .string(entry.feed.countryCode)),
            ("service", .string(entry.service.provider)),
            ("official", .bool(entry.feed.isOfficial)),
            ("operating", .bool(entry.feed.isOperating)),
            ("latest_alert", .string(entry.feed.latestAlert.map { AlertText.iso8601($0, offsetSeconds: 0) })),
        ]
    }
}
