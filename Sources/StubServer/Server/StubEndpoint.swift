import Foundation

/// One endpoint the stub server answers: its name (`--on` takes it), its path, and how its stand-in replies. Each
/// endpoint is declared in its service's stub file, beside the stand-in that answers it, and listed once in
/// ``StubRoutes/all``: a data set's stub route is its own file and one line there.
public struct StubEndpoint: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// Its name: "air-quality".
    public let rawValue: String
    /// Its path: "/v1/air-quality" (for the NWS's points, the prefix every point's path has).
    public let path: String
    /// Whether a request's path is this endpoint's.
    private let matcher: @Sendable (String) -> Bool
    /// Answers a request as the service would.
    let reply: @Sendable (StubCall) -> StubReply

    /// An endpoint named `name` at `path`, answered by `reply`; a request is its own when its path is `path`, or
    /// when `matches` says so.
    init(
        _ name: String, path: String, matches: (@Sendable (String) -> Bool)? = nil, reply: @escaping @Sendable (StubCall) -> StubReply
    ) {
        rawValue = name
        self.path = path
        matcher = matches ?? { $0 == path }
        self.reply = reply
    }

    /// The endpoint named `rawValue`, when the stub server has one.
    public init?(rawValue: String) {
        guard let endpoint = StubRoutes.all.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = endpoint
    }

    /// Every endpoint, in the order requests are matched.
    public static var allCases: [StubEndpoint] { StubRoutes.all }

    /// Whether a request's path is this endpoint's.
    public func matches(_ path: String) -> Bool { matcher(path) }

    /// Its name.
    public var description: String { rawValue }

    /// Endpoints are the same when their names are.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// One request to answer, with what every stand-in answers from.
struct StubCall: Sendable {
    /// The request.
    let request: StubRequest
    /// The recorded answers.
    let fixtures: FixtureLibrary
    /// Which answers the stand-ins give.
    let answers: StubAnswers
    /// Whether every forecast number is 1e20.
    let absurd: Bool
    /// The moment the answer is made for: the server's clock when it was given one, else the real time.
    let now: Date
    /// What the weather does where tests change it.
    var story = StubStory()
}
