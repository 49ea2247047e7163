internal import Domain

/// One MetAlerts feature in the domain's words. MET Norway warns by awareness level, a colour: yellow is moderate,
/// orange severe, red extreme (the colour is kept beside the severity).
enum METNorwayAlert {
    /// The severity each awareness colour stands for.
    static let severityOfColour: [String: WeatherAlert.Severity] = ["yellow": .moderate, "orange": .severe, "red": .extreme]

    /// The alert a feature describes.
    /// - Throws: ``JSONShapeError`` for a value of the wrong type.
    static func alert(from feature: JSONField) throws(JSONShapeError) -> WeatherAlert {
        let properties = feature["properties"]
        let interval = try feature["when"]["interval"].optionalStrings() ?? []
        let colour = try colour(in: properties)
        let texts = [try properties["description"].optionalString(), try properties["consequences"].optionalString()]
        let description = texts.compactMap { $0 }.joined(separator: "\n\n")
        let resources = try properties["resources"].optionalArray() ?? []
        let resourceLink = try resources.first?["uri"].optionalString()
        let webLink = try properties["web"].optionalString()
        let awarenessName = try properties["eventAwarenessName"].optionalString()
        let eventCode = try properties["event"].optionalString()
        let severityWord = try properties["severity"].optionalString()
        return WeatherAlert(
            id: try properties["id"].optionalString() ?? "",
            event: awarenessName ?? eventCode ?? "Alert",
            severity: colour.flatMap { severityOfColour[$0] } ?? WeatherAlert.Severity(capWord: severityWord),
            certainty: try properties["certainty"].optionalString()?.lowercased() ?? "unknown",
            onset: interval.first.flatMap { $0.flatMap(Instant.init(iso8601:)) },
            ends: interval.count > 1 ? interval[1].flatMap(Instant.init(iso8601:)) : nil,
            headline: try properties["title"].optionalString(),
            description: description.isEmpty ? nil : description,
            instruction: try properties["instruction"].optionalString(),
            sender: "MET Norway",
            areas: [try properties["area"].optionalString()].compactMap { $0 },
            levelColour: colour,
            link: (webLink ?? resourceLink)?.webAddress,
            status: WeatherAlert.Status(rawValue: try properties["status"].optionalString()?.lowercased() ?? "") ?? .actual,
            isCancellation: try properties["type"].optionalString()?.lowercased() == "cancel"
        )
    }

    /// The colour of `"2; yellow; Moderate"`, lower case; else `riskMatrixColor`.
    private static func colour(in properties: JSONField) throws(JSONShapeError) -> String? {
        let level = try properties["awareness_level"].optionalString()?.split(separator: ";").dropFirst().first
        let matrixColour = try properties["riskMatrixColor"].optionalString()?.lowercased()
        let colour = level.map { String($0.drop { $0 == " " }).lowercased() } ?? matrixColour
        return colour.flatMap { severityOfColour[$0] != nil ? $0 : nil }
    }
}
