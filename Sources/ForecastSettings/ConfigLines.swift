/// Where keys are in a configuration file's text, so that a message can name the line: TOML parsers give the
/// values, not where they were.
struct ConfigLines: Sendable {
    /// Each line's table (`nil` before the first header) and key (`nil` for headers, comments, blank lines).
    private let entries: [(section: String?, key: String?)]

    /// Reads where keys are; the tables of an array (`[[watch]]`) are named by their place in it: `watch[1]`, `watch[2]`.
    init(text: String) {
        var section: String?
        var arrayCounts: [String: Int] = [:]
        entries = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            let line = raw.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("[[") {
                let name = Self.unquoted(line.dropFirst(2).prefix { $0 != "]" })
                arrayCounts[name, default: 0] += 1
                section = "\(name)[\(arrayCounts[name] ?? 1)]"
                return (section, nil)
            }
            if line.hasPrefix("[") {
                section = Self.unquoted(line.dropFirst().prefix { $0 != "]" })
                return (section, nil)
            }
            guard let equals = line.firstIndex(of: "="), !line.hasPrefix("#") else { return (section, nil) }
            return (section, Self.unquoted(line[..<equals]))
        }
    }

    /// The 1-based line `key` is set on in `section` (`nil`: the top level), or where the table `key` starts, or
    /// `nil` when neither is found.
    func line(of key: String, in section: String?) -> Int? {
        let assignment = entries.firstIndex { $0.section == section && $0.key == key }
        let table = section == nil ? entries.firstIndex { $0.section == key && $0.key == nil } : nil
        return (assignment ?? table).map { $0 + 1 }
    }

    /// The 1-based line the table `name` (`watch[2]`) starts on, or `nil`.
    func line(ofTable name: String) -> Int? {
        entries.firstIndex { $0.section == name && $0.key == nil }.map { $0 + 1 }
    }

    private static func unquoted(_ text: Substring) -> String {
        var text = text.trimmingBlanks
        if text.count >= 2, let first = text.first, first == "\"" || first == "'", text.last == first {
            text = String(text.dropFirst().dropLast())
        }
        return text
    }
}
