import Application
import Domain
import ForecastSettings
import ServingCore

/// A request for the weather at a place, as the server reads it from the path, the query and the headers: which view,
/// where, what comes back, in which language and units.
struct WeatherRequest: Sendable {
    /// The view asked for (`/{place}/hourly`), or the default one.
    let view: ServedView
    /// Where.
    let location: ForecastLocation
    /// What comes back.
    let representation: Representation
    /// The language of tables, lines and place names.
    let language: Language
    /// The units of every quantity.
    let units: Units
    /// How many days, when asked.
    let days: Int?
    /// Whether the text is coloured (`?color`).
    let colour: Bool

    /// The parameters the server reads by name; any other bare word is one of wttr.in's one-letter options.
    static let namedParameters = ["format", "lang", "days", "units", "color"]

    /// Reads the request for the place segment `place` (raw), the view segment `viewName` (raw, when given), its
    /// `query` and its `Accept` and `Accept-Language` headers, defaults from `settings` (their units resolved once:
    /// `standardUnits`), the forecast provider able to do `provider` (`nil`: no limit of its own).
    /// - Throws: ``Refusal``: 404 for a view no data set has, 400 for anything that cannot be used.
    init(
        place: Substring, viewName: Substring?, query: QueryParameters, accept: String?, acceptLanguage: String?, settings: Settings,
        standardUnits: Units = .metric, provider: ForecastCapabilities? = nil
    ) throws(Refusal) {
        var placeSegment = place
        if placeSegment.hasSuffix(".png") {
            throw .badRequest("wttr.in's PNG pictures are not made here; forecast draws SVG: ?format=svg")
        }
        // An option counts given by its name alone or with a value (`?u=`, `?0=1`), as OpenAPI clients write them.
        let wttr = WttrOptions(words: (query.words + query.values.keys.sorted()).filter { !Self.namedParameters.contains($0) })
        if let viewName {
            guard let view = ServedView.named(String(viewName)) else {
                throw .notFound("no view \(String(viewName.prefix(40)).debugDescription) here; the views are " + ServedView.all.map(\.name).joined(separator: ", "))
            }
            self.view = view
        } else {
            view = wttr.days == 0 ? .current : .daily
        }
        if placeSegment.hasSuffix(".txt") { placeSegment = placeSegment.dropLast(4) }
        location = try PlacePath.location(placeSegment, settings: settings)
        representation = try Representation.negotiate(format: query["format"], accept: AcceptHeader(accept), offered: view.offers)
        language = try Self.language(query["lang"], acceptLanguage: acceptLanguage, settings: settings)
        units = try Self.units(query["units"], wttr: wttr, standard: standardUnits)
        days = try Self.days(query["days"], wttr: wttr, view: view, provider: provider)
        colour = query.has("color")
        if case .document(let format) = representation, !view.offers(format) {
            let offered = view.formats.filter(view.offers).filter { Representation.documentFormats.contains($0) }.map(\.rawValue)
            throw .badRequest("/\(view.name) does not offer format=\(format.rawValue); it offers " + (offered.isEmpty ? "text only" : offered.joined(separator: ", ")))
        }
    }

    /// The language `lang` names, else the first of `Accept-Language` forecast speaks, else the settings'.
    private static func language(_ lang: String?, acceptLanguage: String?, settings: Settings) throws(Refusal) -> Language {
        if let lang {
            guard let language = Language(rawValue: lang.lowercased()) else {
                throw .badRequest("lang must be one of " + Language.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return language
        }
        for range in AcceptHeader(acceptLanguage).preferred {
            let primary = range.value.split(separator: "-").first.map(String.init) ?? ""
            if let language = Language(rawValue: primary == "no" || primary == "nn" ? "nb" : primary) { return language }
        }
        return settings.language(flag: nil).value
    }

    /// The units `units` names, else wttr.in's `m` or `u`, else `standard`; wind in metres per second for `M`.
    private static func units(_ name: String?, wttr: WttrOptions, standard: Units) throws(Refusal) -> Units {
        var units: Units
        if let name {
            guard let system = UnitSystem(rawValue: name) else { throw .badRequest("units must be metric or imperial") }
            units = system.units
        } else if let asked = wttr.unitSystem {
            units = asked == .metric ? .metric : .imperial
        } else {
            units = standard
        }
        if wttr.windInMetresPerSecond { units[WindSpeedUnit.self] = .metresPerSecond }
        return units
    }

    /// The days `days` asks for, else wttr.in's `1` to `3`, when `view` takes days (within what `provider` gives when
    /// the view's days are the provider's).
    private static func days(_ text: String?, wttr: WttrOptions, view: ServedView, provider: ForecastCapabilities?) throws(Refusal) -> Int? {
        guard let text else { return view.days != nil ? wttr.days.flatMap { $0 > 0 ? $0 : nil } : nil }
        guard let range = provider.map(view.dayRange) ?? view.days else { throw .badRequest("/\(view.name) takes no days") }
        guard let days = Int(text), range.contains(days) else {
            throw .badRequest("days must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return days
    }
}
