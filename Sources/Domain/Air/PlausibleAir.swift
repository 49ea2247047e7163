/// The ranges real air stays in, for refusing an answer no air could give.
enum PlausibleAir {
    /// Either index: 0…1000 (the US index stops at 500; the European one is open-ended, and wildfire smoke has read
    /// a few hundred).
    static let index: ClosedRange<Double> = 0...1_000
    /// A pollutant's concentration: 0…50 000 µg/m³ (wildfire smoke has reached a few thousand of PM2.5, carbon
    /// monoxide tens of thousands).
    static let concentration: ClosedRange<Double> = 0...50_000
    /// The UV index.
    static let uvIndex: ClosedRange<Double> = 0...30
    /// A pollen count: 0…100 000 grains/m³ (birch peaks at a few tens of thousands).
    static let pollen: ClosedRange<Double> = 0...100_000

    /// Throws at the first value of `reading` outside its range, naming it and the time.
    static func check(_ reading: AirQualityReading) throws(ForecastError) {
        let quantities: [(String, Double?, ClosedRange<Double>)] = [
            ("european_aqi", reading.europeanAQI, index), ("us_aqi", reading.usAQI, index),
            ("pm2_5", reading.pm25, concentration), ("pm10", reading.pm10, concentration), ("ozone", reading.ozone, concentration),
            ("nitrogen_dioxide", reading.nitrogenDioxide, concentration), ("sulphur_dioxide", reading.sulphurDioxide, concentration),
            ("carbon_monoxide", reading.carbonMonoxide, concentration), ("uv_index", reading.uvIndex, uvIndex),
        ] + reading.pollen.sorted { $0.key < $1.key }.map { ("\($0.key.rawValue)_pollen", $0.value, pollen) }
        for (name, value, range) in quantities {
            guard let value, !range.contains(value) else { continue }
            throw .badResponse(reason: "\(name) at \(reading.time.iso8601) is \(value), which no air reaches")
        }
    }
}

extension AirQualityIndex {
    /// The values either index can take, for checking a threshold asked for: 0…1000.
    public static var values: ClosedRange<Double> { PlausibleAir.index }
}

extension Pollen {
    /// The counts any pollen can reach, in grains/m³, for checking a threshold asked for: 0…100 000.
    public static var countValues: ClosedRange<Double> { PlausibleAir.pollen }
}
