import Domain

extension EnsembleRainCheckAnswer {
    /// The one line, in English for scripts: "yes: 34 of 51 members (67%) give rain by 15:00, at or above 50%".
    var line: String {
        let words = Catalogue.english, threshold = words.percent(self.threshold), share = words.percent(self.share)
        guard let first else {
            let window = DurationText.spoken(minutes: withinMinutes)
            return "no: \(wetMembers) of \(members) members (\(share)) give rain in the next \(window), below \(threshold)"
        }
        return "yes: \(wetMembers) of \(members) members (\(share)) give rain by \(first.clockTime), at or above \(threshold)"
    }
}

extension JSONDocuments {
    /// `check rain --ensemble`: `{"answer", "condition", "method", "model", "threshold", "within", "first", "members",
    /// "wet_members", "share", "window_wet_members", "window_share", "place", "source", "fetched_at", "stale"}`;
    /// `first` the local time by which the share reached the threshold (null when it did not), `wet_members` and
    /// `share` by then, or over the whole window when the answer is no; shares are percentages to a tenth.
    static func checkFields(_ answer: EnsembleRainCheckAnswer) -> JSONFields {
        func tenth(_ value: Double) -> JSONValue { .number((value * 10).rounded() / 10) }
        return [
            ("answer", .bool(answer.answer)),
            ("condition", .string("rain")),
            ("method", .string("ensemble")),
            ("model", .string(answer.model)),
            ("threshold", .number(answer.threshold)),
            ("within", .string(DurationText.compact(minutes: answer.withinMinutes))),
            ("first", .string(answer.first?.iso8601)),
            ("members", .number(Double(answer.members))),
            ("wet_members", .number(Double(answer.wetMembers))),
            ("share", tenth(answer.share)),
            ("window_wet_members", .number(Double(answer.windowWetMembers))),
            ("window_share", tenth(answer.windowShare)),
            ("place", place(answer.location.place)),
            ("source", source(answer.source)),
        ] + freshness(answer.freshness)
    }
}

extension CSVDocuments {
    /// One row: the answer and the members' counts.
    static func check(_ answer: EnsembleRainCheckAnswer) -> CSVTable {
        let row = JSONDocuments.checkFields(answer).filter { $0.key != "place" && $0.key != "source" }
        return records([(answer.location.place.name, [row])], first: "place")
    }
}
