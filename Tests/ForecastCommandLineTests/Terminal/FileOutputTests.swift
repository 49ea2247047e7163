@testable import Application
import ApplicationTesting
@testable import ForecastCommandLine
@testable import ForecastSettings
import Foundation
import Testing

@Suite("--output FILE: the file replaced whole and at once")
struct FileOutputTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("forecast-file-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    @Test("a result is the whole file; the next replaces it; nothing else is left in the folder")
    func replaces() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("week.svg").path
        try FileOutput(path: path, errors: RecordingOutput()).writeResult("<svg>first</svg>\n")
        try FileOutput(path: path, errors: RecordingOutput()).writeResult("<svg/>\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg/>\n")
        #expect(try contents() == ["week.svg"])
        // As a new file is made: 0666 less the umask (not 0600, as a temporary file would be).
        let mask = umask(0o022)
        umask(mask)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == Int(0o666 & ~mask))
    }

    @Test("warnings go where errors go, never into the file")
    func warnings() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("week.svg").path, errors = RecordingOutput()
        let output = FileOutput(path: path, errors: errors)
        try output.writeResult("<svg/>\n")
        output.writeError("forecast: warning: the service could not be reached\n")
        #expect(errors.errors == ["forecast: warning: the service could not be reached\n"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg/>\n")
    }

    @Test("a folder that is not there: the system's reason with the path; no file, no temporary left")
    func failure() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("missing/week.svg").path
        #expect(throws: OutputFailure(reason: "\(path): No such file or directory")) { try FileOutput(path: path, errors: RecordingOutput()).writeResult("<svg/>") }
        #expect(try contents() == [])
    }

    @Test("a path that is a folder: refused; the folder and what it holds stay as they were")
    func folderInTheWay() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let inTheWay = folder.appendingPathComponent("week.svg")
        try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: true)
        #expect(throws: OutputFailure.self) { try FileOutput(path: inTheWay.path, errors: RecordingOutput()).writeResult("<svg/>") }
        #expect(try contents() == ["week.svg"])
    }

    @Test("the directory a path is in", arguments: [("week.svg", "."), ("/week.svg", "/"), ("out/week.svg", "out"), ("/a/b/c.svg", "/a/b")])
    func directory(path: String, directory: String) {
        #expect(FileOutput.directory(of: path) == directory)
    }
}
