/// Finds places by name: the port a geocoding service plugs into.
public protocol GeocodingRepository: Sendable {
    /// Who supplies the places, and the credit its terms ask for.
    var source: DataSource { get }

    /// The places whose name matches `name`, most relevant first; empty when none does.
    /// - Parameters:
    ///   - name: A place name, without qualifiers such as a country.
    ///   - limit: The most places to return.
    /// - Throws: ``ForecastError`` when the service fails.
    func places(named name: String, limit: Int) async throws -> [Place]
}
