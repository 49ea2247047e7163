/// A sunrise's or a sunset's mark: half a sun on the horizon, with an arrow up or down beside it.
enum SunMark {
    /// Draws the mark centred on (`x`, `y`): the horizon at `y`.
    static func draw(x: Double, y: Double, rising: Bool, into markup: inout SVGMarkup) {
        let radius = 5.0
        markup.element("path", ["class": "sun", "d": .word("M\(SVGNumber.points([(x - radius, y)]))A5,5 0 0 1 \(SVGNumber.points([(x + radius, y)]))Z")])
        markup.element("line", ["class": "sun-ray", "x1": .number(x - 8), "y1": .number(y + 1.5), "x2": .number(x + 8), "y2": .number(y + 1.5)])
        let tip = rising ? y - 7 : y + 1, base = rising ? y - 2 : y - 4
        markup.element("polygon", ["class": "sun", "points": .word(SVGNumber.points([(x + 9, base), (x + 15, base), (x + 12, tip)]))])
    }
}
