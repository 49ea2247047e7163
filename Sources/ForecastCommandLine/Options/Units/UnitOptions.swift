import Domain

/// Every quantity's unit option, in the order `--help` lists them, as a row of ``UnitOption``s: a quantity is
/// registered by one line here, `UnitOption<ItsUnit,` (and one more `>` to close the row).
typealias UnitOptions =
    UnitOption<TemperatureUnit,
    UnitOption<WindSpeedUnit,
    UnitOption<PrecipitationUnit,
    NoUnitOption>>>
