extension Place {
    /// What to type to find this place again: its name narrowed by its region's abbreviation where there is a
    /// standard one ("London, KY"), else by its region or country ("Bergen, Vestland", "Paris, FR").
    public var queryText: String {
        let abbreviation = countryCode.flatMap { code in
            ISO3166Tables.regionsByAbbreviation[code.uppercased()]?.first { $0.value.lowercased() == region?.lowercased() }?.key
        }
        guard let qualifier = abbreviation ?? region ?? countryCode else { return name }
        return "\(name), \(qualifier)"
    }
}
