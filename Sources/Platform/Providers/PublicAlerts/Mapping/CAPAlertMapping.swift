internal import Domain

/// A CAP document in the domain's words, for one point and one language: the `info` blocks in the language chosen
/// for the reader (``LanguageMatch``), kept where one of their areas contains the point or is given by region
/// codes only (the aggregator matched those by its own geometry).
enum CAPAlertMapping {
    /// The warnings `document` holds for `point`, in the language closest to `language`; none for a message that is
    /// not a warning (an acknowledgement, an error) or whose every drawn area leaves the point out.
    static func alerts(in document: CAPAlertDocument, at point: Coordinate, language: String) -> [WeatherAlert] {
        guard ["alert", "update", "cancel"].contains(document.messageType), document.scope == "public" else { return [] }
        guard let match = LanguageMatch.best(among: document.infos.map(\.language), for: language) else {
            return endOfWhatItReferences(document)
        }
        let chosen = document.infos[match.index].language.lowercased()
        let infos = document.infos.filter { $0.language.lowercased() == chosen }
        let applying = infos.compactMap { info in names(of: info.areas, containing: point).map { (info, $0) } }
        // An update or a cancellation that no longer applies here still ends, here, what it references.
        guard !applying.isEmpty else { return endOfWhatItReferences(document) }
        // A second block in the same language is another event of the same message: its id tells it apart.
        return applying.enumerated().map { index, block in
            let id = index == 0 ? document.identifier : document.identifier + AlertThreads.blockSeparator + "\(index + 1)"
            return alert(from: block.0, of: document, id: id, areas: block.1, isInRequestedLanguage: match.isRequestedLanguage)
        }
    }

    /// The names of the areas that apply at `point`: those whose shape contains it, and those given by region codes
    /// only; `nil` when none does (an area with neither a readable shape nor a code applies nowhere). A block without
    /// areas applies wherever it was listed.
    static func names(of areas: [AlertArea], containing point: Coordinate) -> [String]? {
        guard !areas.isEmpty else { return [] }
        let applying = areas.filter { $0.hasShape ? $0.contains(point) : !$0.regionCodes.isEmpty }
        return applying.isEmpty ? nil : applying.map(\.name).filter { !$0.isEmpty }
    }

    /// For an update or a cancellation that shows nothing here: a message that is not shown but still ends what it
    /// references; nothing for an alert.
    private static func endOfWhatItReferences(_ document: CAPAlertDocument) -> [WeatherAlert] {
        guard document.messageType != "alert", !document.references.isEmpty else { return [] }
        return [WeatherAlert(
            id: document.identifier, event: "", severity: .unknown, onset: nil, ends: nil, sender: document.sender,
            status: status(document.status), isCancellation: true, references: document.references, issued: document.sent
        )]
    }

    /// One block as a warning.
    private static func alert(
        from info: CAPAlertDocument.Info, of document: CAPAlertDocument, id: String, areas: [String], isInRequestedLanguage: Bool
    ) -> WeatherAlert {
        let colour = info.parameters.first { $0.name == "awareness_level" }.flatMap { awarenessColour($0.value) }
        let onset = info.onset ?? info.effective ?? document.sent
        return WeatherAlert(
            id: id, event: info.event.isEmpty ? info.headline ?? "Alert" : info.event,
            severity: WeatherAlert.Severity(capWord: info.severity),
            certainty: info.certainty?.lowercased() ?? "unknown", urgency: info.urgency?.lowercased() ?? "unknown",
            onset: onset, ends: end(of: info, startingAt: onset), expires: info.expires,
            headline: info.headline, description: info.description, instruction: info.instruction,
            sender: info.senderName ?? (document.sender.isEmpty ? nil : document.sender), areas: areas, levelColour: colour,
            link: info.web?.webAddress, status: status(document.status), isCancellation: document.messageType == "cancel",
            references: document.references, categories: info.categories.compactMap(AlertCategory.init(capWord:)),
            isAllClear: info.responseTypes.contains { $0.lowercased() == "allclear" },
            language: info.language, isInRequestedLanguage: isInRequestedLanguage, issued: document.sent
        )
    }

    /// When the hazard ends: CAP gives no end of its own, and most authorities let the information expire with the
    /// hazard, so its expiry, unless that comes before the onset (a message the NWS renews before the hazard starts).
    static func end(of info: CAPAlertDocument.Info, startingAt onset: Instant?) -> Instant? {
        guard let expires = info.expires else { return nil }
        return onset.map { expires >= $0 } ?? true ? expires : nil
    }

    /// A CAP status word as the domain's; an unknown word is not a real warning (a draft).
    private static func status(_ word: String) -> WeatherAlert.Status {
        WeatherAlert.Status(rawValue: word) ?? .draft
    }

    /// The colour of a MeteoAlarm-style awareness level, "2; yellow; Moderate", lower case.
    static func awarenessColour(_ level: String) -> String? {
        let parts = level.split(separator: ";")
        guard parts.count >= 2 else { return nil }
        let colour = parts[1].filter { $0 != " " }.lowercased()
        return ["yellow", "orange", "red"].contains(colour) ? colour : nil
    }
}
