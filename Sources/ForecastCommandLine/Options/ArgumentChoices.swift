import Application
import ArgumentParser
import Domain

// The core's fixed lists of words, as options take them.
extension UnitSystem: ArgumentChoice {}
extension ColourChoice: ArgumentChoice {}
extension Language: ArgumentChoice {}
extension PictureTheme: ArgumentChoice {}
extension AlertSeverityChoice: ArgumentChoice {}
extension RainIntensityChoice: ArgumentChoice {}
