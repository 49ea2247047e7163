/// The wind drawn as an arrow the way it blows: a meteorological direction is where the wind comes from, so a north
/// wind's arrow points down the page.
enum WindArrow {
    /// The arrow pointing down, about its middle: a shaft and a head, 16 pixels long.
    private static let shape = "-1.3,-8 1.3,-8 1.3,1.5 4.6,1.5 0,8 -4.6,1.5 -1.3,1.5"

    /// Draws the arrow of a wind from `degrees` (clockwise from north) centred on (`x`, `y`).
    static func draw(x: Double, y: Double, blowingFrom degrees: Double, into markup: inout SVGMarkup) {
        let transform = "translate(\(SVGNumber.written(x)),\(SVGNumber.written(y))) rotate(\(SVGNumber.written(degrees.truncatingRemainder(dividingBy: 360))))"
        markup.element("polygon", ["class": "wind", "points": .word(shape), "transform": .word(transform)])
    }
}
