/// A kind of data a weather service can serve, by the name `forecast services` lists: "air quality". Each data
/// set declares its own beside its repository protocol, so a data set added later adds a value and changes nothing
/// here:
///
/// ```swift
/// extension DataSet {
///     public static let nowcast = DataSet(rawValue: "nowcast")
/// }
/// ```
public struct DataSet: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// Its name: "air quality".
    public let rawValue: String

    /// The data set named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Its name.
    public var description: String { rawValue }
}

/// One data set a service serves, and the path it serves it at (below the service's base URL).
public struct ServedDataSet: Sendable, Hashable {
    /// The data set.
    public let dataSet: DataSet
    /// The path its requests go to: "/v1/forecast".
    public let path: String

    /// `dataSet`, served at `path`.
    public init(_ dataSet: DataSet, at path: String) {
        self.dataSet = dataSet
        self.path = path
    }
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
    /// The data sets it serves, in the order its entry declares them (forecasts first).
    public let servedDataSets: [DataSet]
    /// Where it serves them, e.g. "worldwide".
    public let coverage: String
    /// The credit its data must carry.
    public let attribution: String
    /// Where its terms of use are.
    public let terms: String

    /// Makes a profile.
    public init(id: String, name: String, serves served: [ServedDataSet], coverage: String, attribution: String, terms: String) {
        self.id = id
        self.name = name
        dataSets = Dictionary(served.map { ($0.dataSet, $0.path) }, uniquingKeysWith: { first, _ in first })
        servedDataSets = served.map(\.dataSet)
        self.coverage = coverage
        self.attribution = attribution
        self.terms = terms
    }
}
