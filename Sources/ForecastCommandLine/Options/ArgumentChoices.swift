import Application
import ArgumentParser
import Domain

// The core's fixed lists of words, as options take them.
extension UnitSystem: ArgumentChoice {}
extension TemperatureUnit: ArgumentChoice {}
extension WindSpeedUnit: ArgumentChoice {}
extension PrecipitationUnit: ArgumentChoice {}
extension ColourChoice: ArgumentChoice {}
extension Language: ArgumentChoice {}
extension PictureTheme: ArgumentChoice {}
extension CheckCondition: ArgumentChoice {}
extension AlertSeverityChoice: ArgumentChoice {}
extension RainIntensityChoice: ArgumentChoice {}
