internal import Domain

extension Double {
    /// The number in plain decimal notation, at most `decimals` places and no trailing zeros, never in
    /// scientific notation: 51.50853 → "51.5085", -0.00001 → "0", 13.0 → "13".
    func plainDecimal(maximumDecimals decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        let scaled = Int64((self * scale).rounded())
        let sign = scaled < 0 ? "-" : ""
        let magnitude = scaled.magnitude
        let whole = magnitude / UInt64(scale)
        var fraction = String(magnitude % UInt64(scale))
        fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
    }
}

extension Coordinate {
    /// Latitude and longitude as query values, to four decimals (about 11 m), the precision services accept.
    var queryValues: (latitude: String, longitude: String) {
        (latitude.plainDecimal(maximumDecimals: 4), longitude.plainDecimal(maximumDecimals: 4))
    }
}
