/// A whole picture: an SVG of one panel a place, stacked, each ``Picture/width`` by ``Picture/panelHeight``; its
/// `<title>` and `<desc>` for screen readers, and one stylesheet. Self-contained: no script, no link, no font or image
/// from elsewhere.
enum Picture {
    /// A panel's width: readable at this size, and scalable (the picture has a `viewBox`).
    static let width = 800.0
    /// A panel's height.
    static let panelHeight = 400.0

    /// The class of the picture's root, which every rule of its stylesheet is under.
    static let scope = "forecast-meteogram"

    /// The rules every theme shares: the fonts (any sans-serif; the renderer's fallback finds each script's), and the
    /// text sizes.
    private static let typography = ["text{font-family:Noto Sans,sans-serif;font-size:11px}", ".title{font-size:16px;font-weight:bold}", ".small{font-size:10px}",
                                     ".end{text-anchor:end}", ".middle{text-anchor:middle}"].map { ".\(scope) \($0)" }.joined()

    /// The SVG document of `panels`, each drawn in a ``Picture/width`` × ``Picture/panelHeight`` box from (0, 0),
    /// placed one under another as a group of the classes `meteogram` and `kind` ("hourly", "daily"); `title` and
    /// `description` are what a screen reader says of it; `extraClasses` are those the extras drawn in it fill with.
    static func document(
        kind: String, panels: [SVGMarkup], title: String, description: String, theme: PictureTheme, extraClasses: [PictureClass], isolatesRightToLeft: Bool
    ) -> String {
        let height = panelHeight * Double(max(panels.count, 1))
        var markup = SVGMarkup(isolatesRightToLeft: isolatesRightToLeft, reservingCapacity: panels.reduce(4096) { $0 + $1.text.utf8.count })
        // Ids of its own, so that two pictures in one web page do not share a title.
        let id = "\(scope)-\(Self.fingerprint(title + description))"
        markup.element("svg", [
            "xmlns": "http://www.w3.org/2000/svg", "class": .word(scope), "width": .number(width), "height": .number(height),
            "viewBox": .word("0 0 \(SVGNumber.written(width)) \(SVGNumber.written(height))"), "role": "img", "aria-labelledby": .word("\(id)-title \(id)-desc"),
        ]) { svg in
            svg.element("title", ["id": .word(id + "-title")], text: title)
            svg.element("desc", ["id": .word(id + "-desc")], text: description)
            svg.element("style", [:], text: typography + theme.stylesheet(scope: "." + scope, extraClasses: extraClasses))
            svg.element("rect", ["class": "bg", "width": .number(width), "height": .number(height)])
            for (index, panel) in panels.enumerated() {
                svg.element("g", ["class": .word("meteogram " + kind), "transform": .word("translate(0,\(SVGNumber.written(Double(index) * panelHeight)))")]) { $0.append(panel) }
            }
        }
        return markup.text + "\n"
    }

    /// Eight hex digits from `text` (FNV-1a): the same for the same picture, another for another.
    private static func fingerprint(_ text: String) -> String {
        let hash = text.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
