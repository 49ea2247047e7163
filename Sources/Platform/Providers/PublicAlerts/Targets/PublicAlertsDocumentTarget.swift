import FoundationEssentials
internal import Domain

/// The public alert server's `GET /alert/{id}`: a redirect to the alert's CAP document on the same server, followed
/// only there and at most three times. A CAP document never changes (an update is a new message with its own id), so
/// it is kept for three days by its id.
struct PublicAlertsDocumentTarget: RequestTarget {
    /// How long a document is kept.
    static let lifetime: Duration = .seconds(3 * 86_400)

    let baseURL: String
    /// The alert's id, a safe path segment (``PublicAlertsAreaTarget/isPathSafe(_:)``).
    let id: String

    var method: HTTPMethod { .get }
    var path: String { "/alert/" + id }
    var queryItems: [QueryItem] { [] }
    var cacheRule: CacheRule { .fixed(lifetime: Self.lifetime) }
    var accepts: String { "application/xml, text/xml" }
    var redirects: RedirectPolicy { .sameHost(maximumHops: 3) }

    /// - Throws: ``ForecastError/badResponse(reason:)`` naming the service and the alert, when it is not a CAP
    ///   document that can be read safely.
    func decode(_ body: Data) throws -> CAPAlertDocument {
        do {
            return try CAPDocumentReader.document(in: body)
        } catch {
            throw ForecastError.badResponse(reason: "its CAP document \(error.description)")
        }
    }
}
