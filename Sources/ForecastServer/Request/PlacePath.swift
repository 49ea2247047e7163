import Domain
import ForecastSettings
import ServingCore

/// The place a path names (`/London`, `/London,GB`, `/New+York`, `/51.5,-0.13`, an alias of the configuration file):
/// percent-decoded, no `/` in it and no `.` or `..` segment, then read as every door reads a place name (``PlaceName``).
enum PlacePath {
    /// The location the raw (still percent-encoded) path segment `segment` names; aliases are the settings'.
    /// - Throws: ``Refusal`` (400) for a name that cannot be a place.
    static func location(_ segment: Substring, settings: Settings) throws(Refusal) -> ForecastLocation {
        guard segment.utf8.count <= 4 * PlaceQuery.maximumLength * 3 else {
            throw .badRequest("the place name is longer than \(PlaceQuery.maximumLength) characters")
        }
        guard let name = PercentDecoding.decode(segment, plusIsSpace: true) else {
            throw .badRequest("the place name is not UTF-8 text")
        }
        guard !name.contains("/"), !["", ".", ".."].contains(name.trimmingBlanks) else { throw .badRequest("the path names no place") }
        do {
            return try PlaceName.location(name, settings: settings)
        } catch {
            throw .badRequest(error.reason)
        }
    }
}
