import Foundation
import Testing

/// Expected output stored beside the tests, so a change to what users see shows up as a diff.
///
/// `FORECAST_RECORD_EXPECTED=1 swift test --filter ApplicationTests` writes the current output into
/// `Tests/ApplicationTests/Expected/` instead of comparing; review the diff before committing it.
enum Expected {
    static func text(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Expected"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Checks `actual` against the stored file `name`, or records it when asked to.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["FORECAST_RECORD_EXPECTED"] == "1" {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
            try actual.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return
        }
        #expect(actual == (try text(name)), "differs from Expected/\(name)", sourceLocation: sourceLocation)
    }
}
