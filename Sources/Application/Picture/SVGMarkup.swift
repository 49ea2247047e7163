import TerminalSafety

/// SVG text built by appending: elements with their attributes, every attribute value and every text escaped, every
/// number written in plain decimals. Nothing a service or a person typed can end an element, open a new one or add an
/// attribute: text is made terminal-safe (no controls, no bidi overrides of its own) and its `<`, `>`, `&`, `"` and
/// `'` become entities. In a language written right to left, each text is then isolated as a table's cells are
/// (``BidiIsolation/phrase(_:)``), so that numbers, units and times keep their order.
struct SVGMarkup {
    /// The markup so far.
    private(set) var text = ""
    /// Whether texts are isolated as phrases of a right-to-left language.
    let isolatesRightToLeft: Bool

    /// Makes empty markup, with room for `capacity` bytes.
    init(isolatesRightToLeft: Bool, reservingCapacity capacity: Int = 0) {
        self.isolatesRightToLeft = isolatesRightToLeft
        text.reserveCapacity(capacity)
    }

    /// An empty element: `<rect x="1" …/>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, SVGValue>) {
        open(name, attributes)
        text += "/>"
    }

    /// An element holding text: `<text x="1" …>words</text>`.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, SVGValue>, text content: String) {
        open(name, attributes)
        text += ">"
        let safe = content.terminalSafe
        text += MarkupEscaping.escaped(isolatesRightToLeft ? BidiIsolation.phrase(safe) : safe)
        text += "</\(name)>"
    }

    /// An element holding other elements, which `content` appends.
    mutating func element(_ name: String, _ attributes: KeyValuePairs<String, SVGValue>, content: (inout SVGMarkup) -> Void) {
        open(name, attributes)
        text += ">"
        content(&self)
        text += "</\(name)>"
    }

    /// Markup made elsewhere, appended as it is (a panel, a stylesheet built here).
    mutating func append(_ markup: SVGMarkup) {
        text += markup.text
    }

    private mutating func open(_ name: String, _ attributes: KeyValuePairs<String, SVGValue>) {
        text += "<" + name
        for (key, value) in attributes {
            guard let written = value.written else { continue }
            text += " \(key)=\"\(written)\""
        }
    }
}

/// An attribute's value: a number written with at most one decimal, or a word of this program's own. No text from a
/// service or a person is ever an attribute's value: such text is only ever an element's content.
enum SVGValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A coordinate or a length; not written when not finite.
    case number(Double)
    /// A value this program wrote (a class, a path, a colour), made only of characters that need no escaping.
    case word(String)

    /// A word: `"plot"`.
    init(stringLiteral value: String) { self = .word(value) }
    /// A number: `2.5`.
    init(floatLiteral value: Double) { self = .number(value) }
    /// A number: `16`.
    init(integerLiteral value: Int) { self = .number(Double(value)) }

    /// The value as it is written between quotes; `nil` when the attribute is left out.
    var written: String? {
        switch self {
        case .number(let value): value.isFinite ? SVGNumber.written(value) : nil
        case .word(let word): word
        }
    }
}

/// Numbers as SVG writes them: at most one decimal, no exponent, no "-0", within ±10⁹ (a picture's coordinates are
/// far smaller; an absurd value cannot overflow).
enum SVGNumber {
    /// `value` rounded to tenths: "12", "12.5", "-3.1"; "0" for what is not finite.
    static func written(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((min(max(value, -1e9), 1e9) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10, tenth = abs(tenths) % 10
        return sign + String(whole) + (tenth == 0 ? "" : "." + String(tenth))
    }

    /// A polyline's or path's points: "x,y x,y …".
    static func points(_ points: [(x: Double, y: Double)]) -> String {
        points.map { written($0.x) + "," + written($0.y) }.joined(separator: " ")
    }
}
