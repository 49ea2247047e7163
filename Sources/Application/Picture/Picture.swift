/// A whole picture: an SVG of one panel a place, stacked, each ``Picture/width`` by ``Picture/panelHeight``; its
/// `<title>` and `<desc>` for screen readers, and one stylesheet. Self-contained: no script, no link, no font or image
/// from elsewhere.
enum Picture {
    /// A panel's width: readable at this size, and scalable (the picture has a `viewBox`).
    static let width = 800.0
    /// A panel's height.
    static let panelHeight = 400.0

    /// The rules every theme shares: the fonts (any sans-serif; the renderer's fallback finds each script's), and the
    /// text sizes.
    private static let typography = "text{font-family:'Noto Sans',sans-serif;font-size:11px}.title{font-size:16px;font-weight:bold}"
        + ".small{font-size:10px}.end{text-anchor:end}.middle{text-anchor:middle}"

    /// The SVG document of `panels`, each drawn in a ``Picture/width`` × ``Picture/panelHeight`` box from (0, 0),
    /// placed one under another as a group of the classes `meteogram` and `kind` ("hourly", "daily"); `title` and
    /// `description` are what a screen reader says of it.
    static func document(kind: String, panels: [SVGMarkup], title: String, description: String, theme: PictureTheme, isolatesRightToLeft: Bool) -> String {
        let height = panelHeight * Double(max(panels.count, 1))
        var markup = SVGMarkup(isolatesRightToLeft: isolatesRightToLeft, reservingCapacity: panels.reduce(4096) { $0 + $1.text.utf8.count })
        markup.element("svg", [
            "xmlns": "http://www.w3.org/2000/svg", "width": .number(width), "height": .number(height),
            "viewBox": .word("0 0 \(SVGNumber.written(width)) \(SVGNumber.written(height))"), "role": "img", "aria-labelledby": "title desc",
        ]) { svg in
            svg.element("title", ["id": "title"], text: title)
            svg.element("desc", ["id": "desc"], text: description)
            svg.element("style", [:], text: typography + theme.stylesheet)
            svg.element("rect", ["class": "bg", "width": .number(width), "height": .number(height)])
            for (index, panel) in panels.enumerated() {
                svg.element("g", ["class": .word("meteogram " + kind), "transform": .word("translate(0,\(SVGNumber.written(Double(index) * panelHeight)))")]) { $0.append(panel) }
            }
        }
        return markup.text + "\n"
    }
}
