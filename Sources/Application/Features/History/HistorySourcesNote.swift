import Domain

/// Under a history's header: which days the reanalysis gave and which the model's recent past, when both did.
enum HistorySourcesNote {
    /// The note for `report` in `words`' language, or `nil` when one source gave every day.
    static func text(for report: HistoryReport, words: Catalogue) -> String? {
        guard let archived = report.archived, let recent = report.recent else { return nil }
        return words("note.history_sources", ["last": words.shortDate(archived.upperBound), "first": words.shortDate(recent.lowerBound)])
    }
}
