import Foundation

/// One `import` line of a source file.
struct SourceImport: Hashable, CustomStringConvertible {
    /// The file, relative to the package root.
    let file: String
    let line: Int
    /// The imported module.
    let module: String
    /// The access modifier written before `import`, if any: "public", "package", "internal"…
    let modifier: String?
    /// The attribute written before it, if any: "@_exported", "@testable"…
    let attribute: String?

    var description: String {
        "\(file):\(line): \([attribute, modifier].compactMap { $0 }.map { $0 + " " }.joined())import \(module)"
    }
}

/// The package's sources, read as text.
enum PackageSources {
    /// The package root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every import in the Swift files under `Sources/<target>`.
    static func imports(ofTarget target: String) throws -> [SourceImport] {
        var found: [SourceImport] = []
        for (relative, text) in try swiftFiles(ofTarget: target) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let pattern = /\s*(@\w+\s+)?(?:(public|package|internal|fileprivate|private)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+).*/
                if let match = line.wholeMatch(of: pattern) {
                    found.append(SourceImport(
                        file: relative, line: index + 1, module: String(match.3),
                        modifier: match.2.map(String.init), attribute: match.1.map { String($0.filter { !$0.isWhitespace }) }
                    ))
                }
            }
        }
        return found
    }

    /// Every Swift file under `Sources/<target>`, by its path from the package root, with its text.
    static func swiftFiles(ofTarget target: String) throws -> [(file: String, text: String)] {
        let directory = root.appendingPathComponent("Sources/\(target)")
        guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        var found: [(file: String, text: String)] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            found.append((String(url.path.dropFirst(root.path.count + 1)), try String(contentsOf: url, encoding: .utf8)))
        }
        return found.sorted { $0.file < $1.file }
    }

    /// The names of the targets under `Sources/`.
    static func targets() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path).sorted()
    }
}
