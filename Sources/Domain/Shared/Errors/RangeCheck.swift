/// Throws ``ForecastError/invalidInput(reason:)`` when `value` is outside `allowed`, in words a person reads.
func requireInRange(_ value: Int, _ allowed: ClosedRange<Int>, _ what: String) throws(ForecastError) {
    guard allowed.contains(value) else {
        throw .invalidInput(reason: "\(what) must be between \(allowed.lowerBound) and \(allowed.upperBound), not \(value)")
    }
}
