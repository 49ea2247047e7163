import Application
import ForecastSettings
import FoundationEssentials

/// A file of places, one a line: blank lines and `#` comments are skipped.
struct PlacesFile {
    /// Where it is.
    let path: String

    /// The most places one file may list.
    static let maximumEntries = 1000

    /// Its places, with their line numbers.
    /// - Throws: ``InputFileError`` when the file cannot be read, is not UTF-8 text, or lists too many places.
    func entries() throws(InputFileError) -> [(line: Int, text: String)] {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw InputFileError(reason: "\(path): cannot be read (no such file, or not allowed)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputFileError(reason: "\(path): is not UTF-8 text")
        }
        var entries: [(line: Int, text: String)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.prefix { $0 != "#" }.trimmingBlanks
            guard !line.isEmpty else { continue }
            entries.append((index + 1, line))
        }
        guard entries.count <= Self.maximumEntries else {
            throw InputFileError(reason: "\(path): lists \(entries.count) places; at most \(Self.maximumEntries) at once")
        }
        return entries
    }
}
