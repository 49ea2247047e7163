internal import Domain

/// One feature of the NWS's alerts answer in the domain's words. Its CAP fields are read as sent; a missing one is
/// unknown, never guessed.
enum NWSAlert {
    /// The alert a feature describes.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type.
    static func alert(from feature: JSONField) throws(JSONShapeError) -> WeatherAlert {
        let properties = feature["properties"]
        func text(_ key: String) throws(JSONShapeError) -> String? { try properties[key].optionalString() }
        func instant(_ key: String) throws(JSONShapeError) -> Instant? { try text(key).flatMap(Instant.init(iso8601:)) }
        let featureID = try feature["id"].optionalString()
        let shortHeadline = try properties["parameters"]["NWSheadline"].optionalStrings()?.first ?? nil
        var references: [String] = []
        for reference in try properties["references"].optionalArray() ?? [] {
            if let identifier = try reference["identifier"].optionalString() { references.append(identifier) }
        }
        return WeatherAlert(
            id: try text("id") ?? featureID ?? "",
            event: try text("event") ?? "Alert",
            severity: WeatherAlert.Severity(capWord: try text("severity")),
            certainty: try text("certainty")?.lowercased() ?? "unknown",
            urgency: try text("urgency")?.lowercased() ?? "unknown",
            onset: try instant("onset"), ends: try instant("ends"), expires: try instant("expires"),
            headline: try text("headline") ?? shortHeadline,
            description: try text("description"),
            instruction: try text("instruction"),
            sender: try text("senderName"),
            areas: (try text("areaDesc") ?? "").split(separator: ";").map { String($0.drop { $0 == " " }) },
            link: (try text("web") ?? featureID)?.webAddress,
            status: WeatherAlert.Status(rawValue: try text("status")?.lowercased() ?? "") ?? .actual,
            isCancellation: try text("messageType")?.lowercased() == "cancel",
            references: references, issued: try instant("sent")
        )
    }

}
