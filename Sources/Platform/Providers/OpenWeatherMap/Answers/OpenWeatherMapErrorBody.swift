import FoundationEssentials

/// OpenWeatherMap's error body, `{"cod": 401, "message": "Invalid API key. …"}`.
enum OpenWeatherMapErrorBody {
    /// The service's message, when `body` is one of its error bodies.
    static func reason(in body: Data) -> String? {
        guard let document = try? JSONField.document(in: body), let code = try? OpenWeatherMapAnswer.code(in: document), code != 200 else { return nil }
        return try? document["message"].optionalString()
    }
}
