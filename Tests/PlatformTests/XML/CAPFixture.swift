import Foundation

/// The recorded CAP documents of the worldwide warnings (`../shared/fixtures/cap/` beside the package), read as bytes.
enum CAPFixture {
    /// The NOAA High Wind Watch with 1.6 MB of polygons, the largest recorded.
    static let largest = "noaa-2.49.0.1.840.0.9b5195e635069329b12a7c697fad5934d144784a.001.1.xml"

    /// The bytes of the recorded document `name`.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The file name of every recorded document.
    static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".xml") }.sorted()
    }

    /// `../shared/fixtures/cap/`, from the package's root.
    private static var folder: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("../shared/fixtures/cap")
    }
}
