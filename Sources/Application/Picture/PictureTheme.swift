/// The `--theme` values: which colours a picture is drawn in.
package enum PictureTheme: String, CaseIterable, Sendable {
    /// Light, and dark where the viewer prefers dark (`prefers-color-scheme` inside the picture).
    case auto
    /// Light, whatever the viewer prefers: for a renderer that cannot ask (`rsvg-convert`, an e-mail).
    case light
    /// Dark, whatever the viewer prefers.
    case dark

    /// The picture's stylesheet, every rule under `scope` (so that a picture put in a web page styles only itself):
    /// the palette's classes and `extraClasses` for `light` and `dark`; for `auto`, light with the dark palette under
    /// `@media (prefers-color-scheme: dark)`.
    func stylesheet(scope: String, extraClasses: [PictureClass]) -> String {
        let light = PicturePalette.light.rules(scope: scope, adding: extraClasses), dark = PicturePalette.dark.rules(scope: scope, adding: extraClasses)
        return switch self {
        case .light: light
        case .dark: dark
        case .auto: light + "@media (prefers-color-scheme: dark){" + dark + "}"
        }
    }
}

/// The colours of a picture, each used by one class. The checks read the pixels by these colours
/// (`Tests/Oracles/oracles/render.py`): keep the two in step.
struct PicturePalette {
    /// The page and the plot.
    let background: String
    /// Titles, labels and numbers.
    let ink: String
    /// Secondary words: the subtitle, the credits, the axes' units.
    let muted: String
    /// The lines of the grid.
    let grid: String
    /// The hours between sunset and sunrise, and the observed days above a forecast's.
    let night: String
    /// The temperature's curve.
    let temperature: String
    /// The ensemble's band around it.
    let band: String
    /// Precipitation's bars.
    let precipitation: String
    /// A day's range from its low to its high.
    let range: String
    /// The Sun in the condition symbols, and the sunrise and sunset marks.
    let sun: String
    /// Clouds in the condition symbols.
    let cloud: String
    /// The line at now.
    let now: String
    /// Whether it is the dark palette, whose colour of an extra's class it takes.
    let isDark: Bool

    /// On white.
    static let light = PicturePalette(
        background: "#ffffff", ink: "#212529", muted: "#5c636a", grid: "#dee2e6", night: "#e6ebf2", temperature: "#d9480f",
        band: "#ffd8a8", precipitation: "#1971c2", range: "#f76707", sun: "#f59f00", cloud: "#868e96", now: "#495057", isDark: false
    )

    /// On near-black.
    static let dark = PicturePalette(
        background: "#16191d", ink: "#e9ecef", muted: "#adb5bd", grid: "#343a40", night: "#262c36", temperature: "#ff8a4c",
        band: "#5c3d24", precipitation: "#4dabf7", range: "#ffa94d", sun: "#fcc419", cloud: "#ced4da", now: "#ced4da", isDark: true
    )

    /// The classes' rules, each under `scope`: `.bg` fills with the background, `.ink` fills text, `.temperature`
    /// strokes the curve …, and then each of `extraClasses` fills with its colour on this palette.
    func rules(scope: String, adding extraClasses: [PictureClass]) -> String {
        let rules = [
            ("bg", "fill:\(background)"), ("ink", "fill:\(ink)"), ("muted", "fill:\(muted)"), ("grid", "stroke:\(grid);stroke-width:1"),
            ("night", "fill:\(night)"), ("observed", "fill:\(night)"), ("temperature", "fill:none;stroke:\(temperature);stroke-width:2.5;stroke-linejoin:round;stroke-linecap:round"),
            ("band", "fill:\(band)"), ("precipitation", "fill:\(precipitation)"), ("range", "fill:\(range)"), ("sun", "fill:\(sun)"),
            ("sun-ray", "stroke:\(sun);stroke-width:1.5;stroke-linecap:round"), ("cloud", "fill:\(cloud)"), ("drop", "fill:\(precipitation)"),
            ("streak", "stroke:\(precipitation);stroke-width:1.6;stroke-linecap:round"), ("flake", "stroke:\(precipitation);stroke-width:1.2;stroke-linecap:round"),
            ("bolt", "fill:\(sun)"), ("haze", "stroke:\(cloud);stroke-width:1.5;stroke-linecap:round"),
            ("now", "stroke:\(now);stroke-width:1.5;stroke-dasharray:4 3"), ("now-label", "fill:\(now)"), ("wind", "fill:\(ink)"), ("rain-baseline", "stroke:\(grid);stroke-width:1"),
            ("normal", "stroke:\(muted);stroke-width:1.5;stroke-dasharray:3 2"),
        ] + extraClasses.map { ($0.name, "fill:" + (isDark ? $0.dark : $0.light)) }
        return rules.map { "\(scope) .\($0.0){\($0.1)}" }.joined()
    }
}
