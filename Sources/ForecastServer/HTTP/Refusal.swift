/// A request the server will not answer with a document: the HTTP status and one line saying why, in English.
struct Refusal: Error, Sendable, Hashable {
    /// The HTTP status: 400, 404, 405, 429, 431, 503…
    let status: Int
    /// Why, in one line, without the line end.
    let reason: String
    /// Seconds after which asking again may succeed (`Retry-After`), for 429 and 503.
    var retryAfterSeconds: Int? = nil

    /// Bad input: 400.
    static func badRequest(_ reason: String) -> Refusal { Refusal(status: 400, reason: reason) }
    /// Nothing here: 404.
    static func notFound(_ reason: String) -> Refusal { Refusal(status: 404, reason: reason) }
}
