/// The two air quality indices and their categories, from the published tables (upper bounds inclusive): the
/// European Environment Agency's European AQI (Open-Meteo documents the same bands) and the US EPA's AQI.
public enum AirQualityIndex: String, Sendable, Hashable, CaseIterable {
    /// The European AQI: Good 0–20, Fair 21–40, Moderate 41–60, Poor 61–80, Very poor 81–100, Extremely poor above.
    case european
    /// The US AQI: Good 0–50, Moderate 51–100, Unhealthy for sensitive groups 101–150, Unhealthy 151–200, Very
    /// unhealthy 201–300, Hazardous above.
    case us

    /// Each category's upper bound, inclusive, in order; the last category has none.
    private var bands: [(upperBound: Double, category: AirQualityCategory)] {
        switch self {
        case .european: [(20, .good), (40, .fair), (60, .moderate), (80, .poor), (100, .veryPoor)]
        case .us: [(50, .good), (100, .moderate), (150, .unhealthyForSensitiveGroups), (200, .unhealthy), (300, .veryUnhealthy)]
        }
    }

    /// The category of `value` on this index (a value between two whole bounds, such as 20.5, is in the upper band).
    public func category(of value: Double) -> AirQualityCategory {
        bands.first { value <= $0.upperBound }?.category ?? (self == .european ? .extremelyPoor : .hazardous)
    }

    /// Where the index's "bad air" starts, for a yes/no check: the European index's "Poor" (61), the US index's
    /// "Unhealthy for sensitive groups" (101).
    public var defaultCheckThreshold: Double {
        switch self {
        case .european: 61
        case .us: 101
        }
    }

    /// The index people at `place` know: the European one in Europe (by country, or for a bare coordinate inside
    /// Copernicus's European domain), the US one elsewhere.
    public static func standard(for place: Place) -> AirQualityIndex {
        if let country = place.countryCode { return europeanCountries.contains(country.uppercased()) ? .european : .us }
        return europeanDomain.contains(place.coordinate) ? .european : .us
    }

    /// The countries of Europe (ISO 3166-1 alpha-2), Russia and Türkiye included.
    static let europeanCountries: Set<String> = [
        "AD", "AL", "AT", "AX", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FO", "FR", "GB",
        "GG", "GI", "GR", "HR", "HU", "IE", "IM", "IS", "IT", "JE", "LI", "LT", "LU", "LV", "MC", "MD", "ME", "MK", "MT",
        "NL", "NO", "PL", "PT", "RO", "RS", "RU", "SE", "SI", "SJ", "SK", "SM", "TR", "UA", "VA", "XK",
    ]

    /// Copernicus's European air quality domain (CAMS Europe): 30–72° N, 25° W–45° E.
    static let europeanDomain = CoordinateBox(latitudes: 30...72, longitudes: -25...45)
}

/// A band of an air quality index, from the best air to the worst.
public enum AirQualityCategory: String, Sendable, Hashable, CaseIterable {
    /// Both indices' best band.
    case good
    /// European: 21–40.
    case fair
    /// European 41–60; US 51–100.
    case moderate
    /// European: 61–80.
    case poor
    /// European: 81–100.
    case veryPoor = "very_poor"
    /// European: above 100.
    case extremelyPoor = "extremely_poor"
    /// US: 101–150.
    case unhealthyForSensitiveGroups = "unhealthy_for_sensitive_groups"
    /// US: 151–200.
    case unhealthy
    /// US: 201–300.
    case veryUnhealthy = "very_unhealthy"
    /// US: above 300.
    case hazardous
}
