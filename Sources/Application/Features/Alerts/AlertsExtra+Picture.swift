import Domain

extension AlertsExtra {
    /// A warning a meteogram draws on its strip, and where across the plot.
    struct Drawn {
        /// The warning.
        let alert: WeatherAlert
        /// Where it runs across the plot.
        let stretch: MeteogramFrame.Stretch
    }

    /// The warnings a meteogram names: in force or coming, not cancelled, at most three.
    static func pictured(in extras: PlaceExtras) -> [WeatherAlert] {
        Array((extras[Self.self]?.alerts ?? []).filter { !$0.isCancellation }.prefix(3))
    }

    /// The warnings a meteogram names, each from its start (or the plot's) to its end (or the plot's) on the place's
    /// clock, left to right; those outside the plot left out.
    static func drawn(in extras: PlaceExtras, columns: PictureColumns, clock: PlaceClock) -> [Drawn] {
        pictured(in: extras).compactMap { alert in
            let start = alert.onset.map { clock.local($0).minutesSinceEpoch } ?? columns.firstMinute
            let end = alert.validUntil.map { clock.local($0).minutesSinceEpoch } ?? columns.endMinute
            let left = columns.position(ofMinute: start), right = columns.position(ofMinute: end)
            return right > left ? Drawn(alert: alert, stretch: MeteogramFrame.Stretch(left: left, right: right)) : nil
        }.sorted { $0.stretch.left < $1.stretch.left }
    }

    /// The warnings' strip along the plot's top.
    static func drawStrip(_ drawn: [Drawn], on frame: MeteogramFrame, into markup: inout SVGMarkup) {
        frame.strip(drawn.map(\.stretch), style: "alert", into: &markup)
    }

    /// The warnings' strip and their names above it, in crimson (pink on dark).
    static let pictureClasses = [PictureClass(name: "alert", light: "#c2255c", dark: "#f783ac"), PictureClass(name: "alert-label", light: "#c2255c", dark: "#f783ac")]
}
