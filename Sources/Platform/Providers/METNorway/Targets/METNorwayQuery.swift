internal import Domain

/// The query every MET Norway product shares: the point, with at most four decimals (its terms answer 403 to more).
enum METNorwayQuery {
    /// `lat` and `lon` for `coordinate`, then `more`.
    static func point(_ coordinate: Coordinate, _ more: [QueryItem] = []) -> [QueryItem] {
        let (latitude, longitude) = coordinate.queryValues
        return [QueryItem("lat", latitude), QueryItem("lon", longitude)] + more
    }
}
