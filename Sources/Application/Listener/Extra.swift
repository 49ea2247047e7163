import Domain

/// One kind of thing asked beside a forecast's report: the place's warnings, the ensemble's spread, the nowcast, the
/// Sun's days, the observed days before today, the normal, and what comes next. Each kind is one type in its
/// feature's folder (`Features/<Feature>/<Name>Extra.swift`): it is asked when the run's ``ExtrasChoice`` holds it,
/// fetched at one of two moments (``ExtraBesideReport``: at the same time as the report; ``ExtraFromReport``: from
/// the report once had), kept beside the report in ``PlaceExtras`` under its type, credited as it says, and shown in
/// the formats as ``ShownExtra`` (what every forecast view shows) and its views say.
protocol Extra: Sendable {
    /// What it gives once had.
    associatedtype Value: Sendable

    /// Who `value` is from, credited beside the report's own sources; `nil` (the default) when it credits nobody there.
    static func credit(of value: Value) -> DataSource?
}

extension Extra {
    static func credit(of value: Value) -> DataSource? { nil }
}
