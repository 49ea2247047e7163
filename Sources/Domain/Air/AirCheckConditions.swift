extension CheckCondition {
    /// The air quality index at or above the threshold, now or within the window: by default where the index's bad air
    /// starts (``AirQualityIndex/defaultCheckThreshold``), on the place's own index or the one asked for.
    public static let air = CheckCondition(
        name: "air",
        summary: """
            the air quality index at or above the threshold, default 61 on the European index, the start of "Poor", and 101 on the US \
            index, "Unhealthy for sensitive groups"; the place's own index or --index
            """,
        threshold: CheckThreshold(.airQualityIndex, meaning: { _ in "air quality index" }, allowed: { _ in AirQualityIndex.values })
    )

    /// Any pollen at or above the threshold, in grains/m³ (default ``Pollen/defaultCheckThreshold``).
    public static let pollen = CheckCondition(
        name: "pollen", summary: "any pollen at or above the threshold, default 50 grains/m³; counted in Europe only",
        threshold: CheckThreshold(
            .pollenCount, meaning: { _ in "pollen count (grains/m³)" }, allowed: { _ in Pollen.countValues }, unit: { _ in "grains/m³" },
            defaultValue: { _ in Pollen.defaultCheckThreshold }
        )
    )
}

extension Pollen {
    /// The highest pollen count that counts as "yes" when no threshold is given: 50 grains/m³, where grass pollen is
    /// "high" on the European Aeroallergen Network's scale.
    public static let defaultCheckThreshold = 50.0
}
