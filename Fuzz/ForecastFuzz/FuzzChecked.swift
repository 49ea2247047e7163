import Domain

/// A value a decoder gives that the fuzzer checks, whatever the input: each decoded type's promises, kept in
/// ``FuzzInvariants``.
protocol FuzzChecked {
    /// Stops the process (a crash the fuzzer reports with its input) when a promise is broken.
    func checkInvariants()
}

extension Place: FuzzChecked {
    func checkInvariants() { FuzzInvariants.check(self) }
}

extension DailyForecast: FuzzChecked {
    func checkInvariants() { FuzzInvariants.check(self) }
}

extension HourlyForecast: FuzzChecked {
    func checkInvariants() { FuzzInvariants.check(self) }
}

extension CurrentConditions: FuzzChecked {
    func checkInvariants() { FuzzInvariants.check(self) }
}

extension AirQualityReading: FuzzChecked {
    func checkInvariants() { FuzzInvariants.check(self) }
}

extension EnsembleForecast: FuzzChecked {
    func checkInvariants() { FuzzInvariants.check(self) }
}

extension ClimateNormals: FuzzChecked {
    func checkInvariants() { FuzzInvariants.check(self) }
}

extension NowcastOutcome: FuzzChecked {
    func checkInvariants() { FuzzInvariants.check(self) }
}

extension Array: FuzzChecked where Element == WeatherAlert {
    func checkInvariants() { FuzzInvariants.checkAlerts(self) }
}
