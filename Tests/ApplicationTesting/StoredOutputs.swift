package import Foundation
package import Testing

/// Expected output stored beside a test target's tests, so a change to what users see shows up as a diff.
///
/// `FORECAST_RECORD_EXPECTED=1 swift test --filter <target>` writes the current output into the target's
/// `Expected/` folder instead of comparing; review the diff before committing it.
package struct StoredOutputs: Sendable {
    /// The bundle the stored files are copied into.
    let bundle: Bundle
    /// The folder they are recorded into.
    let folder: URL

    /// The stored outputs of the test target whose resource bundle is `bundle`, recorded into the `Expected` folder
    /// beside `file` (a file at the target's root: pass `#filePath`).
    package init(bundle: Bundle, besides file: String) {
        self.bundle = bundle
        folder = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("Expected")
    }

    /// The stored file `name`.
    package func text(_ name: String) throws -> String {
        let url = try #require(bundle.url(forResource: name, withExtension: nil, subdirectory: "Expected"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// Checks `actual` against the stored file `name`, or records it when asked to.
    package func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["FORECAST_RECORD_EXPECTED"] == "1" {
            try actual.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            return
        }
        #expect(actual == (try text(name)), "differs from Expected/\(name)", sourceLocation: sourceLocation)
    }
}
