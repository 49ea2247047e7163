import FoundationEssentials
internal import Domain

/// The NWS's error bodies, `application/problem+json`: `{"title", "detail", "status"}`.
enum NWSProblem {
    static func reason(in body: Data) -> String? {
        guard let document = try? JSONField.document(in: body) else { return nil }
        return (try? document["detail"].optionalString()) ?? (try? document["title"].optionalString())
    }
}
