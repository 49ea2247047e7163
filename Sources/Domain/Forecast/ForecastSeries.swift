/// Checks the shape of a series a service sent: as many entries as were asked for, each later than the one before.
/// A short series (an empty `time` list, a duplicate key that replaced it) or one out of order is a bad response,
/// never a shorter table that looks complete.
enum ForecastSeries {
    /// - Parameters:
    ///   - entries: The series, as the service sent it.
    ///   - time: Each entry's date or time.
    ///   - needed: The fewest entries the answer must hold.
    ///   - unit: What an entry is, in the plural: "days", "hours".
    static func check<Entry, Time: Comparable>(
        _ entries: [Entry], time: (Entry) -> Time, needed: Int, unit: String
    ) throws(ForecastError) {
        guard entries.count >= needed else {
            throw .badResponse(reason: "it has \(entries.count) \(unit), not the \(needed) asked for")
        }
        for index in entries.indices.dropFirst() where time(entries[index]) <= time(entries[index - 1]) {
            throw .badResponse(reason: "its \(unit) are not in order, or repeat")
        }
    }
}
