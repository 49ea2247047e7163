import Application
import TOMLKit

/// Reads typed values out of a parsed configuration file, blaming the line a bad value is on, and remembers which
/// keys were read so that the rest can be reported as unknown.
struct ConfigReader {
    let table: TOMLTable
    let lines: ConfigLines
    let path: String
    /// The name of the table of an array read as the top level (`watch[2]`), for messages and lines; `nil`: the file.
    let scope: String?
    private var known: Set<String> = []

    /// Reads `table`: the file's, or (`scope` naming it) one table of an array of tables.
    init(table: TOMLTable, lines: ConfigLines, path: String, scope: String? = nil) {
        self.table = table
        self.lines = lines
        self.path = path
        self.scope = scope
    }

    /// A decimal number, written as an integer or with a fraction.
    mutating func decimal(_ key: String, in section: String? = nil) throws(ConfigurationError) -> Double? {
        guard let value = value(key, in: section) else { return nil }
        guard let number = value.number, number.isFinite else { throw wrong(key, in: section, "must be a number") }
        return number
    }

    /// Each table of the array of tables `key` (`[[watch]]`), with a reader of its own; it is read at the top level only.
    mutating func tables(_ key: String) throws(ConfigurationError) -> [ConfigReader] {
        guard let value = value(key, in: nil) else { return [] }
        guard let array = value.array else { throw wrong(key, in: nil, "must be tables, each written [[\(key)]]") }
        var readers: [ConfigReader] = []
        for (index, element) in array.enumerated() {
            guard let inner = element.table else { throw wrong(key, in: nil, "must be tables, each written [[\(key)]]") }
            readers.append(ConfigReader(table: inner, lines: lines, path: path, scope: "\(key)[\(index + 1)]"))
        }
        return readers
    }

    /// Says `problem` of `key`, naming the file and the line it is on.
    func refusal(_ key: String, _ problem: String) -> ConfigurationError { wrong(key, in: nil, problem) }

    /// Where `key` is, by the file, the line and its name: "config.toml line 4: watch[2].place" (the table's line,
    /// or the file alone, when the key is not written).
    func naming(_ key: String) -> String {
        "\(place(of: key, in: nil)): \(scope.map { "\($0).\(key)" } ?? key)"
    }

    /// A text value.
    mutating func string(_ key: String, in section: String? = nil) throws(ConfigurationError) -> String? {
        guard let value = value(key, in: section) else { return nil }
        guard let text = value.string else { throw wrong(key, in: section, "must be text in quotes") }
        return text
    }

    /// A whole number within `range`.
    mutating func integer(_ key: String, in range: ClosedRange<Int>, table section: String? = nil) throws(ConfigurationError) -> Int? {
        guard let value = value(key, in: section) else { return nil }
        guard let number = value.int, range.contains(number) else {
            throw wrong(key, in: section, "must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A list of text values.
    mutating func strings(_ key: String, in section: String? = nil) throws(ConfigurationError) -> [String]? {
        guard let value = value(key, in: section) else { return nil }
        let texts = value.array?.compactMap(\.string)
        guard let texts, texts.count == value.array?.count else { throw wrong(key, in: section, "must be a list of texts in quotes, [\"…\", \"…\"]") }
        return texts
    }

    /// `true` or `false`.
    mutating func boolean(_ key: String, in section: String? = nil) throws(ConfigurationError) -> Bool? {
        guard let value = value(key, in: section) else { return nil }
        guard let flag = value.bool else { throw wrong(key, in: section, "must be true or false (no quotes)") }
        return flag
    }

    /// One of a list of words.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, in section: String? = nil) throws(ConfigurationError) -> Choice?
    where Choice.RawValue == String {
        try word(key, in: section, among: Choice.allCases.map(\.rawValue)).flatMap(Choice.init(rawValue:))
    }

    /// One of `providers`, by its id.
    mutating func provider(_ key: String, among providers: [ProviderDescription]) throws(ConfigurationError) -> ProviderChoice? {
        try word(key, in: nil, among: providers.map(\.id)).flatMap { ProviderChoice(id: $0, among: providers) }
    }

    /// One of `words`, as written.
    private mutating func word(_ key: String, in section: String?, among words: [String]) throws(ConfigurationError) -> String? {
        guard let value = value(key, in: section) else { return nil }
        guard let word = value.string, words.contains(word) else {
            throw wrong(key, in: section, "must be one of " + words.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        return word
    }

    /// Whether `key` holds a table.
    func isTable(_ key: String) -> Bool { table[key]?.table != nil }

    /// The aliases of a `[places]` table: each a name in quotes or `{ latitude = …, longitude = … }`.
    mutating func aliases(_ section: String) throws(ConfigurationError) -> [String: PlaceAlias] {
        known.insert(section)
        guard let entries = table[section] else { return [:] }
        guard let aliases = entries.table else { throw wrong(section, in: nil, "must be a table of names") }
        var found: [String: PlaceAlias] = [:]
        for key in aliases.keys {
            let entry = aliases[key]
            if let name = entry?.string {
                found[key] = .name(name)
            } else if let point = entry?.table, let latitude = point["latitude"]?.number, let longitude = point["longitude"]?.number,
                      point.keys.count == 2 {
                found[key] = .coordinate(latitude: latitude, longitude: longitude)
            } else {
                throw wrong(key, in: section, "must be a place name in quotes or { latitude = …, longitude = … }")
            }
        }
        return found
    }

    /// Every key that was not read, as a warning line each.
    func unknownKeys() -> [String] {
        var unknown: [String] = []
        for key in table.keys where !known.contains(key) {
            unknown.append(warning(key, in: nil))
        }
        for section in table.keys where known.contains(section) {
            guard let inner = table[section]?.table, section != "places" else { continue }
            for key in inner.keys where !known.contains(section + "." + key) {
                unknown.append(warning(key, in: section))
            }
        }
        return unknown
    }

    private mutating func value(_ key: String, in section: String?) -> (any TOMLValueConvertible)? {
        guard let section else {
            known.insert(key)
            return table[key]
        }
        known.insert(section)
        known.insert(section + "." + key)
        return table[section]?.table?[key]
    }

    private func wrong(_ key: String, in section: String?, _ problem: String) -> ConfigurationError {
        let name = (section ?? scope).map { "\($0).\(key)" } ?? key
        return ConfigurationError(reason: "\(place(of: key, in: section)): \(name) \(problem)")
    }

    private func warning(_ key: String, in section: String?) -> String {
        "\(place(of: key, in: section)): unknown key \((section ?? scope).map { "\($0).\(key)" } ?? key) (ignored)"
    }

    /// "PATH line N", or just the path when the key's line cannot be found; for a table of an array, its header's line
    /// when the key is not in it.
    private func place(of key: String, in section: String?) -> String {
        let line = lines.line(of: key, in: section ?? scope) ?? (section == nil ? scope.flatMap { lines.line(ofTable: $0) } : nil)
        return line.map { "\(path) line \($0)" } ?? path
    }
}

private extension TOMLValueConvertible {
    /// A number written as an integer or with a fraction.
    var number: Double? { double ?? int.map(Double.init) }
}
