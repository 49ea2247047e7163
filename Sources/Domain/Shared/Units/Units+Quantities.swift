extension Units {
    /// Every quantity whose unit is chosen, by its unit type, in the order settings list them: a quantity is
    /// registered by one line here.
    public static let quantities: [any QuantityUnit.Type] = [
        TemperatureUnit.self,
        WindSpeedUnit.self,
        PrecipitationUnit.self,
        HeightUnit.self,
    ]
}
