internal import Domain

/// Official warnings from the authorities whose CAP feeds the FOSS Public Alert Server gathers (alerts.kde.org, run
/// with KDE): the ids of the alerts around a place, then each CAP document, at most ``concurrentDocuments`` at once
/// on the shared connections, read for the place's point and language.
///
/// A place is covered when the server lists an operating feed for its country (asked once a day). A bare coordinate,
/// whose country is not known, is covered only where the server lists alerts around it: where it lists none, "no
/// warnings" could not be told from "no feed here", so it is not covered (never a false "no warnings").
struct PublicAlertsRepository: AlertsRepository {
    /// The most CAP documents fetched at once.
    static let concurrentDocuments = 4

    let client: ProviderClient
    let baseURL: String
    /// The language the texts are chosen for.
    let language: String

    /// The documents read in this process, by server and id: a document never changes, so each is read once however
    /// many places or requests need it.
    static let documentsRead = CAPDocumentMemo()

    /// The credit: each warning names its own authority; the aggregator is credited with them.
    static let credit = DataSource(
        provider: "FOSS Public Alert Server", attribution: "Alerts from official authorities via the FOSS Public Alert Server (KDE)"
    )

    var source: DataSource { Self.credit }
    var coverage: ServiceCoverage { .worldwide }
    var area: [CoordinateBox] { [CoordinateBox(latitudes: -90...90, longitudes: -180...180)] }

    func covers(_ place: Place) async throws -> Bool {
        guard let country = place.countryCode else { return try await !ids(around: place.coordinate).content.isEmpty }
        return try await feeds(in: country).contains(where: \.isOperating)
    }

    /// The feeds the server gathers for the country `countryCode`.
    /// - Throws: ``ForecastError`` when the server cannot answer.
    func feeds(in countryCode: String) async throws -> [AlertFeed] {
        try await client.fetch(PublicAlertsFeedsTarget(baseURL: baseURL, countryCode: countryCode))
    }

    func alerts(at place: Place) async throws -> ForecastAnswer<[WeatherAlert]> {
        let ids = try await ids(around: place.coordinate)
        let documents = try await self.documents(ids.content)
        let alerts = documents.flatMap { CAPAlertMapping.alerts(in: $0, at: place.coordinate, language: language) }
        return ForecastAnswer(alerts, timeZoneIdentifier: nil, freshness: ids.freshness)
    }

    /// The ids of the alerts the server lists in the small box around `point` (two boxes where it would cross ±180°),
    /// each once. Kept as warnings are, so that a coordinate's coverage and its alerts ask once.
    /// - Throws: ``ForecastError`` when the server cannot answer.
    private func ids(around point: Coordinate) async throws -> ForecastAnswer<[String]> {
        let lists = try await withThrowingTaskGroup(of: ForecastAnswer<[String]>.self) { group in
            for box in AlertSearchBox.boxes(around: point) where PublicAlertsAreaTarget.canAsk(box) {
                group.addTask { try await client.fetchUnzonedAnswer(PublicAlertsAreaTarget(baseURL: baseURL, box: box)) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        var seen = Set<String>()
        return ForecastAnswer(lists.flatMap(\.content).filter { seen.insert($0).inserted }, timeZoneIdentifier: nil, freshness: lists.first?.freshness)
    }

    /// The CAP documents of `ids`, in their order, at most ``concurrentDocuments`` fetched at once; one the server no
    /// longer has (it ended since the ids were listed) is left out.
    /// - Throws: ``ForecastError`` naming the service and the alert, for a document that cannot be had or read.
    private func documents(_ ids: [String]) async throws -> [CAPAlertDocument] {
        try await withThrowingTaskGroup(of: (Int, CAPAlertDocument?).self) { group in
            var documents = [CAPAlertDocument?](repeating: nil, count: ids.count)
            for (index, id) in ids.enumerated() {
                if index >= Self.concurrentDocuments, let (done, document) = try await group.next() { documents[done] = document }
                group.addTask { (index, try await document(id)) }
            }
            for try await (done, document) in group { documents[done] = document }
            return documents.compactMap { $0 }
        }
    }

    /// The document `id`, read once in this process; `nil` when the server says it has none (404, 410).
    /// - Throws: As ``documents(_:)``.
    private func document(_ id: String) async throws -> CAPAlertDocument? {
        let key = baseURL + "/alert/" + id
        if let read = await Self.documentsRead.document(key) { return read }
        do {
            let document = try await client.fetch(PublicAlertsDocumentTarget(baseURL: baseURL, id: id))
            await Self.documentsRead.keep(document, as: key)
            return document
        } catch let error as ForecastError {
            if case .serviceError(let status?, _) = error, [404, 410].contains(status) { return nil }
            throw error.rewordingReasons { "alert \(id) of the FOSS Public Alert Server: \($0)" }
        }
    }
}
