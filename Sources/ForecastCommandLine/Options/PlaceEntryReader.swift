import Application
import ArgumentParser
import Domain
import ForecastSettings

/// Turns a place as a person writes it (a name, an alias from the configuration file, or `LAT,LON`) into a
/// location, naming where it was written when it cannot be one.
struct PlaceEntryReader {
    /// The country names are narrowed to, from `--country`.
    let country: String?
    /// The settings, for the aliases.
    let settings: Settings

    /// The location `text` stands for; `origin` ("--city", "places.txt line 3") names it in errors.
    /// - Throws: `ValidationError` when it is no place.
    func location(for text: String, from origin: String) throws -> ForecastLocation {
        do {
            switch settings.alias(text.trimmingBlanks) {
            case .name(let name)?:
                return .place(try PlaceQuery(name, country: country))
            case .coordinate(let latitude, let longitude)?:
                return .coordinate(try Coordinate(latitude: latitude, longitude: longitude))
            case nil:
                if let coordinate = try Self.coordinate(in: text) { return .coordinate(coordinate) }
                return .place(try PlaceQuery(text, country: country))
            }
        } catch ForecastError.outOfRange(let problem) {
            throw ValidationError("\(origin): \(problem)")  // Typed in a list, not given by an option: Domain's words.
        } catch {
            throw ValidationError("\(origin): \(FailureMessage(error).text)")
        }
    }

    /// The coordinate `LAT,LON` writes, or `nil` when `text` is not two decimal numbers and a comma.
    private static func coordinate(in text: String) throws -> Coordinate? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks }
        guard parts.count == 2, let latitude = DecimalArgument(argument: parts[0]), let longitude = DecimalArgument(argument: parts[1]) else {
            return nil
        }
        return try Coordinate(latitude: latitude.value, longitude: longitude.value)
    }
}
