/// Which redirects a request follows.
enum RedirectPolicy: Sendable, Hashable {
    /// Any redirect to http or https, up to the client's limit, as libcurl follows them.
    case anyHost
    /// Only redirects to the same scheme, host and port as the request, at most `maximumHops` of them: a service that
    /// answers with a redirect to its own static files (the public alert server's CAP documents) may not send the
    /// client elsewhere.
    case sameHost(maximumHops: Int)
}
