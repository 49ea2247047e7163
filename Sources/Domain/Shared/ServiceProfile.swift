/// A kind of data a weather service can serve.
public enum DataSet: String, Sendable, Hashable, CaseIterable {
    /// Daily and hourly forecasts and the conditions now.
    case forecast
    /// Places by name.
    case placeSearch = "place search"
    /// Official weather warnings.
    case alerts
    /// Air quality, UV and pollen.
    case airQuality = "air quality"
    /// The observed weather of past days.
    case history
    /// The 1991–2020 normals.
    case normals
    /// An ensemble's members, for how sure a forecast is.
    case ensemble
    /// The precipitation of the next two hours in steps of minutes, from radar or a model.
    case nowcast
}

/// One weather service as a person choosing or configuring it sees it: its id, what it serves and where, and on
/// what terms.
public struct ServiceProfile: Sendable, Hashable {
    /// The id settings name it by, e.g. "met-norway" or "geocoding".
    public let id: String
    /// Its name, e.g. "MET Norway".
    public let name: String
    /// The data sets it serves, each with the path it serves it at (below the base URL).
    public let dataSets: [DataSet: String]
    /// Where it serves them, e.g. "worldwide".
    public let coverage: String
    /// The credit its data must carry.
    public let attribution: String
    /// Where its terms of use are.
    public let terms: String

    /// Makes a profile.
    public init(id: String, name: String, dataSets: [DataSet: String], coverage: String, attribution: String, terms: String) {
        self.id = id
        self.name = name
        self.dataSets = dataSets
        self.coverage = coverage
        self.attribution = attribution
        self.terms = terms
    }

    /// The data sets it serves, in ``DataSet``'s order.
    public var servedDataSets: [DataSet] { DataSet.allCases.filter { dataSets[$0] != nil } }
}
