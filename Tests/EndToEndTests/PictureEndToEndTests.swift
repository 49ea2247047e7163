import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import StubServer
import Testing

@Suite("--format svg, end to end against the loopback stand-in")
struct PictureEndToEndTests: StubbedHomeSuite {
    let home: TemporaryDirectory
    let stub: WeatherStubServer

    init() throws {
        (home, stub) = try Self.started()
    }

    /// Whether `svg` is well-formed XML.
    static func wellFormed(_ svg: String) -> Bool {
        XMLParser(data: Data(svg.utf8)).parse()
    }

    @Test("hourly and daily: one self-contained SVG on standard output, nothing on standard error")
    func standardOutput() async throws {
        defer { cleanUp() }
        for arguments in [["hourly", "London", "--format", "svg", "--hours", "72"], ["daily", "London", "--format", "svg", "--theme", "dark", "--lang", "ja"]] {
            let run = try await run(arguments)
            #expect(run.status == 0 && run.standardError.isEmpty, "\(arguments): \(run.standardError)")
            #expect(run.standardOutput.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && Self.wellFormed(run.standardOutput))
        }
        let hourly = try await run(["hourly", "London", "--format", "svg"]).standardOutput
        #expect(hourly.contains("class=\"night\"") && hourly.contains("class=\"now\"") && hourly.contains("Europe/London"))
    }

    @Test("--output FILE: the picture in the file, nothing on standard output, nothing else left beside it")
    func outputFile() async throws {
        defer { cleanUp() }
        let folder = URL(fileURLWithPath: home.path).appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("week.svg").path
        for _ in 0..<2 {
            let run = try await run(["daily", "London", "--format", "svg", "--output", path])
            #expect(run.status == 0 && run.standardOutput.isEmpty && run.standardError.isEmpty)
        }
        #expect(Self.wellFormed(try String(contentsOfFile: path, encoding: .utf8)))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["week.svg"])
    }

    @Test("--output where it cannot be written: exit 74, one line naming the file, nothing written")
    func unwritable() async throws {
        defer { cleanUp() }
        let path = home.path + "/missing/week.svg"
        let run = try await run(["hourly", "London", "--format", "svg", "--output", path])
        #expect(run.status == 74 && run.standardOutput.isEmpty)
        #expect(run.standardError == "forecast: cannot write the output: \(path): No such file or directory\n")
    }

    @Test("svg where a command has no picture, and --theme or --output without it: exit 64, nothing on standard output")
    func usage() async throws {
        defer { cleanUp() }
        for arguments in [
            ["sun", "London", "--format", "svg"], ["current", "London", "--format", "svg"], ["check", "rain", "London", "--format", "svg"],
            ["providers", "--format", "svg"], ["hourly", "London", "--theme", "dark"], ["daily", "London", "--output", "x.svg"],
            ["hourly", "London", "--format", "svg", "--template", "{place}"], ["daily", "London", "--format", "svg", "--theme", "sepia"],
            ["daily", "London", "--format", "svg", "--output", ""],
        ] {
            let run = try await run(arguments)
            #expect(run.status == 64 && run.standardOutput.isEmpty && run.standardError.split(separator: "\n").count == 1, "\(arguments): \(run.standardError)")
        }
    }
}
