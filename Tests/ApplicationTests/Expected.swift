import Foundation
import Testing

/// Expected output stored beside the tests, so a change to what users see shows up as a diff.
enum Expected {
    static func text(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Expected"))
        return try String(contentsOf: url, encoding: .utf8)
    }
}
