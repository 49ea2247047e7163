/// A CAP document's text, edited element by element as a person edits the file: the elements named change, every
/// other byte stays as it was. CAP elements carry no attributes and never nest in one of their own name, so an element
/// runs from `<name>` to the first `</name>` after it.
struct CAPText {
    /// The document.
    private(set) var text: String

    /// The document whose UTF-8 bytes are `bytes`.
    init(_ bytes: [UInt8]) {
        text = String(decoding: bytes, as: UTF8.self)
    }

    /// Its UTF-8 bytes.
    var bytes: [UInt8] { Array(text.utf8) }

    /// The text of the first element named `name`, or `nil` when there is none.
    func content(of name: String) -> String? {
        guard let range = elementRanges(named: name).first else { return nil }
        let element = text[range]
        return String(element.dropFirst("<\(name)>".count).dropLast("</\(name)>".count))
    }

    /// Gives the first element named `name` the text `value` (written as it is: escape it first when needed).
    mutating func setContent(of name: String, to value: String) {
        guard let range = elementRanges(named: name).first else { return }
        text.replaceSubrange(range, with: "<\(name)>\(value)</\(name)>")
    }

    /// Removes every element named `name` for which `isRemoved` holds (given the element's text, tags included), with
    /// its line when it is alone on it.
    mutating func remove(_ name: String, where isRemoved: (Substring) -> Bool = { _ in true }) {
        text = cutting(elementRanges(named: name).filter { isRemoved(text[$0]) }.map(lineRange(around:)))
    }

    /// Puts `replacement` (written as it is) where the first element named `name` is, and removes the others.
    mutating func replaceAll(_ name: String, with replacement: String) {
        let ranges = elementRanges(named: name)
        guard let first = ranges.first else { return }
        text = cutting([first] + ranges.dropFirst().map(lineRange(around:)), firstReplacedBy: replacement)
    }

    /// The text with `ranges` (in order, apart) cut out, the first replaced by `replacement` when there is one.
    private func cutting(_ ranges: [Range<String.Index>], firstReplacedBy replacement: String? = nil) -> String {
        var result = ""
        var kept = text.startIndex
        for (index, range) in ranges.enumerated() {
            result += text[kept..<range.lowerBound]
            if index == 0, let replacement { result += replacement }
            kept = range.upperBound
        }
        return result + text[kept...]
    }

    /// Where each element named `name` is, tags included, in the document's order.
    private func elementRanges(named name: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var from = text.startIndex
        while let open = text[from...].firstRange(of: "<\(name)>"), let close = text[open.upperBound...].firstRange(of: "</\(name)>") {
            ranges.append(open.lowerBound..<close.upperBound)
            from = close.upperBound
        }
        return ranges
    }

    /// `range` widened to its whole line when nothing but spaces and tabs share the line with it.
    private func lineRange(around range: Range<String.Index>) -> Range<String.Index> {
        let before = text[..<range.lowerBound].reversed().prefix { $0 == " " || $0 == "\t" }
        let lineStart = text.index(range.lowerBound, offsetBy: -before.count)
        guard lineStart == text.startIndex || text[text.index(before: lineStart)] == "\n",
              range.upperBound < text.endIndex, text[range.upperBound] == "\n" else { return range }
        return lineStart..<text.index(after: range.upperBound)
    }
}
