import FoundationEssentials

/// Open-Meteo's error body, `{"error": true, "reason": "…"}`, which it also sends with a 2xx status.
enum OpenMeteoErrorBody {
    /// The service's reason, when `body` is an error body that gives one.
    static func reason(in body: Data) -> String? {
        guard let document = try? JSONField.document(in: body), (try? document["error"].optionalBool()) == true else { return nil }
        return try? document["reason"].optionalString()
    }

    /// Throws the error body when an answer's `error` field says it is one.
    static func check(error: Bool?, reason: String?) throws(ServiceErrorBody) {
        if error == true { throw ServiceErrorBody(reason: reason) }
    }
}
