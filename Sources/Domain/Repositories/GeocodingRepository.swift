/// Finds places by name: the port a geocoding service plugs into.
public protocol GeocodingRepository: Sendable {
    /// Who supplies the places, and the credit its terms ask for.
    var source: DataSource { get }
    /// The most places one search returns.
    var maximumResults: Int { get }

    /// The places whose name matches `name`, most relevant first; empty when none does.
    /// - Parameters:
    ///   - name: A place name, without qualifiers such as a country.
    ///   - countryCode: An ISO 3166-1 alpha-2 code the places must be in, or `nil` for anywhere.
    ///   - limit: The most places to return, at most ``maximumResults``.
    /// - Throws: ``ForecastError`` when the service fails.
    func places(named name: String, countryCode: String?, limit: Int) async throws -> [Place]
}
