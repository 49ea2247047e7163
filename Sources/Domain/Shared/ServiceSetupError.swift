/// Why the weather services cannot be set up as asked: a forecast provider that does not exist, a key it needs
/// and lacks, a plan it does not have, or a base URL that cannot be used. Each case names the service's id, so an
/// app can name the setting to blame; no case carries a key.
public enum ServiceSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// No forecast provider has this id; `known` lists the ids there are.
    case unknownProvider(String, known: [String])
    /// The settings name a service that does not exist (a misspelt id); `known` lists the ids there are.
    case unknownService(String, known: [String])
    /// The service chosen for a data set (`--source`) exists but does not serve it; `servedBy` lists the ones that do.
    case doesNotServe(service: String, dataSet: String, servedBy: [String])
    /// The service needs the user's API key and none was given.
    case missingKey(service: String)
    /// The key is empty, too long, or holds anything but letters and digits.
    case malformedKey(service: String)
    /// The service has no plan of this name; `plans` lists the ones it has.
    case unknownPlan(service: String, plans: [String])
    /// The service's base URL cannot be used; `reason` says why, any credentials in it hidden.
    case invalidBaseURL(service: String, reason: String)

    /// The id of the service the problem is with.
    public var service: String {
        switch self {
        case .unknownProvider(let id, _), .unknownService(let id, _): id
        case .missingKey(let service), .malformedKey(let service), .unknownPlan(let service, _), .invalidBaseURL(let service, _),
             .doesNotServe(let service, _, _): service
        }
    }

    /// The problem as one English line.
    public var description: String {
        switch self {
        case .unknownProvider(let id, let known):
            "no provider is called \"\(id.prefix(40))\"; there are \(known.joined(separator: ", "))"
        case .unknownService(let id, let known):
            "no service is called \"\(id.prefix(40))\"; there are \(known.joined(separator: ", "))"
        case .doesNotServe(let service, let dataSet, let servedBy):
            "\(service) does not serve \(dataSet)" + (servedBy.isEmpty ? "" : servedBy.count == 1 ? "; \(servedBy[0]) does" : "; \(servedBy.joined(separator: ", ")) do")
        case .missingKey(let service):
            "\(service) needs your API key"
        case .malformedKey(let service):
            "the \(service) API key must be letters and digits"
        case .unknownPlan(let service, let plans):
            "the \(service) plan must be \(plans.joined(separator: " or "))"
        case .invalidBaseURL(let service, let reason):
            "the \(service) base URL \(reason)"
        }
    }
}
