import Domain

/// A row of a daily or an hourly view, by which an extra finds what it adds to it.
enum ReportRow: Sendable, Hashable {
    /// A day's row.
    case day(LocalDate)
    /// An hour's row, by the time it starts.
    case hour(LocalDateTime)
}

/// A kind of extra that adds to each row of the daily and hourly views, found by the row's date or time (the sea's
/// waves beside each day or hour): its columns and cells in the table, a line of the note under its header, its
/// fields on each row's JSON object and CSV row (with their units), its members at the end of the report's JSON, and
/// a stale answer's warning. The views find the kinds among the place's extras (``PlaceExtras/rowKinds``): only a
/// kind asked adds anything, and no list names them. Each is nothing unless the kind says.
protocol RowExtra: Extra {
    /// Its columns in a report's table, which it gave `value` for.
    static func columns(of value: Value, words: Catalogue) -> [TableViewModel.Column]
    /// Its cells in `row` of that table, one a column.
    static func cells(of value: Value, at row: ReportRow, words: Catalogue) -> [TableViewModel.Cell]
    /// Its line of the note under the report's header, or `nil`.
    static func note(of value: Value, words: Catalogue) -> String?
    /// Its fields on `row` of a report in `units`, each `null` where it gave nothing (`value` is `nil`): members of the
    /// row's JSON object where it gave something, and columns of every CSV row of a run that asked it, with their units.
    static func fields(of value: Value?, at row: ReportRow, units: Units) -> Record
    /// Its members at the end of the report's JSON object when it was asked; `value` is `nil` where it gave nothing.
    static func jsonFields(of value: Value?) -> JSONFields
    /// The warning that `value` is an old answer, naming its place, or `nil`.
    static func staleWarning(of value: Value, at time: ReadingTime) -> String?
}

extension RowExtra {
    /// No column.
    static func columns(of value: Value, words: Catalogue) -> [TableViewModel.Column] { [] }
    /// No cell.
    static func cells(of value: Value, at row: ReportRow, words: Catalogue) -> [TableViewModel.Cell] { [] }
    /// No note.
    static func note(of value: Value, words: Catalogue) -> String? { nil }
    /// No field.
    static func fields(of value: Value?, at row: ReportRow, units: Units) -> Record { [] }
    /// No member.
    static func jsonFields(of value: Value?) -> JSONFields { [] }
    /// No warning.
    static func staleWarning(of value: Value, at time: ReadingTime) -> String? { nil }

    /// Its columns in the table of the report `extras` are beside; none when it gave nothing there.
    fileprivate static func columns(in extras: PlaceExtras, words: Catalogue) -> [TableViewModel.Column] {
        extras[Self.self].map { columns(of: $0, words: words) } ?? []
    }

    /// Its cells in `row` of that table; none when it gave nothing there.
    fileprivate static func cells(in extras: PlaceExtras, at row: ReportRow, words: Catalogue) -> [TableViewModel.Cell] {
        extras[Self.self].map { cells(of: $0, at: row, words: words) } ?? []
    }

    /// Its line of the note, when it gave something.
    fileprivate static func note(in extras: PlaceExtras, words: Catalogue) -> String? { extras[Self.self].flatMap { note(of: $0, words: words) } }

    /// Its fields on `row` of a report in `units`, in JSON only when it gave something (`all` for CSV's).
    fileprivate static func fields(in extras: PlaceExtras, at row: ReportRow, units: Units, all: Bool) -> Record {
        let value = extras[Self.self]
        return value == nil && !all ? [] : fields(of: value, at: row, units: units)
    }

    /// Its members at the end of the report's JSON.
    fileprivate static func jsonFields(in extras: PlaceExtras) -> JSONFields { jsonFields(of: extras[Self.self]) }

    /// Its stale warning, when it gave something.
    fileprivate static func staleWarning(in extras: PlaceExtras, at time: ReadingTime) -> String? {
        extras[Self.self].flatMap { staleWarning(of: $0, at: time) }
    }
}

extension PlaceExtras {
    /// Every row kind's columns in the report's table, in the order asked.
    func rowColumns(words: Catalogue) -> [TableViewModel.Column] { rowKinds.flatMap { $0.columns(in: self, words: words) } }

    /// Every row kind's cells in `row` of the report's table.
    func rowCells(at row: ReportRow, words: Catalogue) -> [TableViewModel.Cell] { rowKinds.flatMap { $0.cells(in: self, at: row, words: words) } }

    /// Every row kind's line of the note under the report's header.
    func rowNotes(words: Catalogue) -> [String] { rowKinds.compactMap { $0.note(in: self, words: words) } }

    /// Every row kind's members on `row`'s JSON object, of a report in `units`.
    func rowJSON(at row: ReportRow, units: Units) -> JSONFields { rowKinds.flatMap { $0.fields(in: self, at: row, units: units, all: false).json } }

    /// The columns of `kinds` (every row kind asked of a run's places: ``rowKinds(of:)``) on `row`'s CSV row of a report
    /// in `units`, empty where one gave nothing here, so that every place's rows have the same columns.
    func rowRecord(at row: ReportRow, of kinds: [any RowExtra.Type], units: Units) -> Record {
        kinds.flatMap { $0.fields(in: self, at: row, units: units, all: true) }
    }

    /// Every row kind's members at the end of the report's JSON object.
    var rowReportFields: JSONFields { rowKinds.flatMap { $0.jsonFields(in: self) } }

    /// Every row kind's warning that what it gave is an old answer.
    func rowStaleWarnings(at time: ReadingTime) -> [String] { rowKinds.compactMap { $0.staleWarning(in: self, at: time) } }

    /// The row kinds asked of any of `extras`, each once, in the order first asked.
    static func rowKinds(of extras: [PlaceExtras]) -> [any RowExtra.Type] {
        extras.flatMap(\.rowKinds).reduce(into: []) { kinds, kind in
            if !kinds.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(kind) }) { kinds.append(kind) }
        }
    }
}
