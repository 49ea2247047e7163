/// Every time a CAP document writes in `sent`, `onset`, `effective`, `expires` (in any `info` block) and `references`
/// (the third part of each `sender,identifier,sent` triple), found in one pass over its bytes, so that they can be
/// moved together by text edits that leave every other byte as it was.
struct CAPTimes {
    /// One time in the document: the element it is in, where it starts, and the time.
    struct Found {
        /// The element's name, e.g. "expires".
        let element: String
        /// The offset of its first byte in the document.
        let start: Int
        /// The time.
        let time: CAPTimeText
    }

    /// The elements whose times move.
    static let elements = ["sent", "onset", "effective", "expires", "references"]

    /// The times, in the document's order.
    let found: [Found]

    /// Finds the times in `document`: in the text of each element named in ``elements``, a time that starts the text,
    /// or follows a space or a comma.
    init(in document: [UInt8]) {
        let openings = Self.elements.map { (name: $0, tag: Array("<\($0)>".utf8)) }
        var found: [Found] = []
        var index = 0
        while let open = document[index...].firstIndex(of: UInt8(ascii: "<")) {
            index = open + 1
            guard let element = openings.first(where: { document[open...].starts(with: $0.tag) }) else { continue }
            let textStart = open + element.tag.count
            let textEnd = document[textStart...].firstIndex(of: UInt8(ascii: "<")) ?? document.count
            var position = textStart
            while position < textEnd {
                let startsAWord = position == textStart || [UInt8(ascii: ","), UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t")]
                    .contains(document[position - 1])
                if startsAWord, let time = CAPTimeText(document, at: position), position + time.length <= textEnd {
                    found.append(Found(element: element.name, start: position, time: time))
                    position += time.length
                } else {
                    position += 1
                }
            }
            index = textEnd
        }
        self.found = found
    }

    /// The moments written in these elements, in seconds since 1970.
    func seconds(in elements: Set<String>) -> [Int] {
        found.filter { elements.contains($0.element) }.map(\.time.secondsSince1970)
    }

    /// `document` with every time found moved by `seconds`, each on its own offset; every other byte as it was.
    func moved(_ document: [UInt8], by seconds: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(document.count)
        var copied = 0
        for time in found {
            result += document[copied..<time.start]
            result += time.time.moved(by: seconds)
            copied = time.start + time.time.length
        }
        return result + document[copied...]
    }
}
