package import Domain

/// What a wttr.in one-line format asks: a place, the format, and the units to write its values in.
package struct WttrLineRequest: Sendable, Hashable {
    /// Where.
    package let location: ForecastLocation
    /// The format the line is written in.
    package let template: WttrTemplate
    /// The units of its values (wttr.in's metric unless `?u`, the wind in metres per second for `?M`); the pressure is
    /// in hectopascals whatever they are.
    package let units: Units

    /// Makes a request: metric unless said otherwise.
    package init(location: ForecastLocation, template: WttrTemplate, units: Units = .metric) {
        self.location = location
        self.template = template
        self.units = units
    }

    /// What is asked beside the conditions now: the air (for `%u`) at the same time as them; the Sun's day and the
    /// Moon's phase once they are had, on the place's clocks. Each only when the format shows it.
    var extras: ExtrasChoice {
        ExtrasChoice(template.needs(.airQuality) ? .wttrUV : nil, template.needs(.sun) ? .wttrSun : nil, template.needs(.moon) ? .wttrMoon : nil)
    }
}
