import Domain

/// What `check rain|snow|wind|…` shows: yes or no, and why.
struct WeatherCheckDocument: AnswerDocument {
    let answer: WeatherCheckAnswer

    var line: String { CheckLine.text(answer) }
    var json: JSONValue { .object(JSONDocuments.checkFields(answer)) }
    var csv: CSVTable { CSVDocuments.check(answer) }
}

/// What `check air` and `check pollen` show.
struct AirCheckDocument: AnswerDocument {
    let answer: AirCheckAnswer

    var freshness: [AnswerFreshness?] { [answer.report.freshness] }
    var line: String { answer.line }
    var json: JSONValue { .object(JSONDocuments.checkFields(answer)) }
    var csv: CSVTable { CSVDocuments.check(answer) }
}

/// What `check alert` shows.
struct AlertCheckDocument: AnswerDocument {
    let answer: AlertCheckAnswer

    var freshness: [AnswerFreshness?] { [answer.report.freshness] }
    var line: String { answer.line }
    var json: JSONValue { JSONDocuments.check(answer) }
    var csv: CSVTable { CSVDocuments.check(answer) }
}

/// What `check rain --ensemble` shows.
struct EnsembleRainCheckDocument: AnswerDocument {
    let answer: EnsembleRainCheckAnswer

    var freshness: [AnswerFreshness?] { [answer.freshness] }
    var line: String { answer.line }
    var json: JSONValue { .object(JSONDocuments.checkFields(answer)) }
    var csv: CSVTable { CSVDocuments.check(answer) }
}

/// What `check rain` shows where a nowcast answers.
struct NowcastRainCheckDocument: AnswerDocument {
    let answer: NowcastRainCheckAnswer

    var freshness: [AnswerFreshness?] { [answer.report.freshness] }
    var line: String { answer.line }
    var json: JSONValue { .object(JSONDocuments.checkFields(answer).json) }
    var csv: CSVTable { CSVDocuments.check(answer) }
}
