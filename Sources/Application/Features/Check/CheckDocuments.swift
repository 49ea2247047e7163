import Domain

extension JSONDocuments {
    /// `forecast check`: `{"answer", "condition", "within", "threshold", "first", "value", "units", "place",
    /// "alternatives", "source", "place_source"}`.
    static func checkFields(_ answer: WeatherCheckAnswer) -> JSONFields {
        [
            ("answer", .bool(answer.answer)),
            ("condition", .string(answer.condition.name)),
            ("within", .string(DurationText.compact(minutes: answer.withinMinutes))),
            ("threshold", .number(answer.threshold)),
            ("first", .string(answer.first?.time.iso8601)),
            ("value", .number(answer.value)),
            ("units", units(answer.units)),
            ("place", place(answer.place)),
            ("alternatives", alternatives(answer.location)),
            ("source", source(answer.source)),
            ("place_source", answer.placeSource.map(source) ?? .null),
        ] + freshness(answer.freshness)
    }
}

extension CSVDocuments {
    /// One row: the answer and what it was about.
    static func check(_ answer: WeatherCheckAnswer) -> CSVTable {
        let scalars = JSONDocuments.checkFields(answer).filter { if case .object = $0.value { false } else if case .array = $0.value { false } else { true } }
        return records([(answer.place.name, [scalars])], first: "place")
    }
}
