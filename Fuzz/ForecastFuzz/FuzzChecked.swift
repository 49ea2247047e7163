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

extension AlertFeed: FuzzChecked {
    /// Its country is an upper-case code as the server wrote it.
    func checkInvariants() {
        if countryCode != countryCode.uppercased() { fatalError("a feed's country not upper-cased") }
    }
}

extension Array: FuzzChecked where Element == WeatherAlert {
    func checkInvariants() { FuzzInvariants.checkAlerts(self) }
}

extension MarineSeries: FuzzChecked {
    /// The hours are in time order, and every value is a number or nothing, never NaN.
    func checkInvariants() {
        if !zip(hours, hours.dropFirst()).allSatisfy({ $0.time < $1.time }) { fatalError("marine hours out of time order") }
        for hour in hours {
            let trains = [hour.waves, hour.windWaves, hour.swell, hour.secondarySwell].flatMap { [$0.height, $0.direction, $0.period] }
            let values = trains + [hour.seaTemperature, hour.currentSpeed, hour.currentDirection, hour.seaLevel]
            if values.contains(where: { $0?.isNaN ?? false }) { fatalError("a marine value is NaN") }
        }
    }
}
