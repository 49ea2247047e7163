package import Domain

/// What `forecast search` shows, whichever front door asks: the work over the use cases, and the document of its
/// results.
package enum SearchInteraction {
    /// The formats its document offers.
    package static let formats = SearchDocument.offeredFormats

    /// Searches the places `query` may mean and shows them; none is place-not-found.
    package static func show(_ query: PlaceQuery, count: Int, units: Units, on runner: CommandRunner) async -> ExitStatus {
        await runner.run { useCases in
            let search = try useCases.make(.searchPlaces)
            let answer = try await search.placeSearch(query, limit: count)
            guard !answer.places.isEmpty else { throw ForecastError.placeNotFound(query: query, elsewhere: 0) }
            return SearchDocument(answer: answer, query: query, source: search.source, units: units)
        } document: { $0 }
    }
}
