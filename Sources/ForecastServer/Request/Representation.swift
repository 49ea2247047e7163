import Application

/// What a request gets back: one of the core's formats, the page for browsers, or a wttr.in line.
enum Representation: Sendable, Hashable {
    /// A document in one of the core's formats: a table is plain text.
    case document(OutputFormat)
    /// The small self-contained page for browsers.
    case page
    /// A line in one of wttr.in's formats (`?format=3`, `?format=%l:+%t`), the format as given.
    case wttrLine(String)

    /// The media type of the body.
    var contentType: String {
        switch self {
        case .document(.json), .document(.waybar): "application/json"
        case .document(.csv): "text/csv; charset=utf-8"
        case .document(.svg): "image/svg+xml"
        case .document: "text/plain; charset=utf-8"
        case .page: "text/html; charset=utf-8"
        case .wttrLine: "text/plain; charset=utf-8"
        }
    }

    /// The `?format=` values of the core's formats the server offers (a table is what no `format` gives).
    static let documentFormats: [OutputFormat] = [.json, .csv, .waybar, .i3blocks, .svg]

    /// wttr.in's formats the server does not offer, and what to ask instead.
    static let wttrFormatsRefused = ["j1", "j2", "p1", "v2"]

    /// The media types a client may ask for with `Accept` instead of `?format=`, and their formats.
    static let mediaTypes: [(type: String, format: OutputFormat)] = [("application/json", .json), ("text/csv", .csv), ("image/svg+xml", .svg)]

    /// What `format` (the query's, when given) and the `Accept` header ask for. A browser's page only when the header
    /// lists `text/html` itself, ranked above plain text (curl's `*/*` gets text); another type (`application/json`) when
    /// listed itself and ranked above plain text, among the formats `offered` (a type the view does not offer is
    /// passed over: text instead).
    /// - Throws: ``Refusal`` (400) for a format the server does not offer, naming what it does.
    static func negotiate(format: String?, accept: AcceptHeader, offered: (OutputFormat) -> Bool = { _ in true }) throws(Refusal) -> Representation {
        if let format {
            if let offered = documentFormats.first(where: { $0.rawValue == format }) { return .document(offered) }
            if format == "text" || format == "table" { return .document(.table) }
            if wttrFormatsRefused.contains(format) {
                throw .badRequest("format=\(format) is wttr.in's; forecast gives its own JSON with ?format=json and pictures with ?format=svg")
            }
            if ["1", "2", "3", "4"].contains(format) || format.contains("%") { return .wttrLine(format) }
            throw .badRequest("format must be json, csv, waybar, i3blocks, svg, 1, 2, 3, 4 or a wttr.in line with % codes")
        }
        let plain = accept.quality(of: "text/plain")
        if accept.explicitQuality(of: "text/html") > plain { return .page }
        let best = mediaTypes.filter { offered($0.format) }.map { ($0.format, accept.explicitQuality(of: $0.type)) }.filter { $0.1 > plain }.max { $0.1 < $1.1 }
        return .document(best?.0 ?? .table)
    }
}
