import Application

/// The small self-contained pages for browsers: the forecast's table as the terminal shows it, its pictures and the
/// credits (in the table), and a refusal's one line. No script and no external resource: one request gives the whole
/// page, which a text browser reads as well.
enum HTMLPage {
    /// The page's style: the table in a monospace block, pictures scaled to the window, dark when the system is.
    private static let style = """
        body{font-family:system-ui,sans-serif;margin:1rem auto;max-width:70rem;padding:0 1rem;color:#1b1b1b;background:#fff}\
        pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9rem;overflow-x:auto;line-height:1.25}\
        figure{margin:1rem 0}svg{max-width:100%;height:auto}footer{font-size:.8rem;color:#555}\
        @media (prefers-color-scheme:dark){body{color:#e6e6e6;background:#121212}footer{color:#aaa}}
        """

    /// The page of a forecast: `title`, the `table` text, the SVG `pictures`, in `language`.
    static func forecast(title: String, table: String, pictures: [String], language: Language) -> String {
        let figures = pictures.map { "<figure>\(inlineSVG($0))</figure>\n" }.joined()
        return document(
            title: title, language: language,
            body: "<h1>\(escaped(title))</h1>\n<pre>\(escaped(table))</pre>\n\(figures)<footer>forecast serve</footer>\n"
        )
    }

    /// The page of a refusal or a failure: its status and one line.
    static func refusal(_ reason: String, status: Int) -> String {
        document(title: "\(status)", language: .en, body: "<h1>\(status)</h1>\n<p>\(escaped(reason))</p>\n")
    }

    /// A whole HTML document.
    static func document(title: String, language: Language, body: String) -> String {
        let direction = language.isRightToLeft ? " dir=\"rtl\"" : ""
        return """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)"\(direction)>
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escaped(title))</title>
            <style>\(style)</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// `text` safe in HTML text and attribute values: the markup characters escaped, controls but line breaks and tabs
    /// dropped.
    static func escaped(_ text: String) -> String {
        MarkupEscaping.escaped(String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            scalar == "\n" || scalar == "\t" || scalar.properties.generalCategory != .control
        })))
    }

    /// An SVG document as an element of the page: without its XML declaration.
    private static func inlineSVG(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.firstRange(of: "?>") else { return svg }
        return String(svg[end.upperBound...])
    }
}
