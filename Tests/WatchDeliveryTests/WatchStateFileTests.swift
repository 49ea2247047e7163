import Application
import Domain
import Foundation
import Synchronization
import Testing
@testable import WatchDelivery

@Suite("The state file: written whole or not at all, a file that is not the state moved aside and said")
struct WatchStateFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forecast-state-\(UUID().uuidString)").path

    final class Warnings: Sendable {
        let said = Mutex<[String]>([])
        func warn(_ line: String) { said.withLock { $0.append(line) } }
    }

    @Test("no file is an empty state; a saved state reads back as it was, private to the user, with no file left beside it")
    func roundTrip() throws {
        let file = WatchStateFile(path: folder + "/forecast/watch.json") { _ in }
        #expect(try file.load() == WatchState())
        var state = WatchState()
        var record = WatchRecord()
        record.memory.rainSpellTold = true
        record.desktopIDs = ["urn:1": 7]
        state.records["umbrella"] = record
        try file.save(state)
        #expect(try file.load() == state)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/forecast") == ["watch.json"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test("a file that is not the state is moved aside, said once, and the state starts afresh", arguments: ["garbage", "{\"records\":{\"x\":{}}}", ""])
    func unreadable(text: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try text.write(toFile: folder + "/watch.json", atomically: true, encoding: .utf8)
        let warnings = Warnings()
        let file = WatchStateFile(path: folder + "/watch.json", warn: warnings.warn)
        #expect(try file.load() == WatchState())
        #expect(try String(contentsOfFile: folder + "/watch.json.unreadable", encoding: .utf8) == text)
        #expect(warnings.said.withLock { $0 } == ["\(folder)/watch.json was not forecast watch's state; moved to \(folder)/watch.json.unreadable, and started afresh (what it told may be told again)"])
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test("a state that cannot be written leaves the old one, and says why")
    func unwritable() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "not a folder".write(toFile: folder + "/forecast", atomically: true, encoding: .utf8)
        let file = WatchStateFile(path: folder + "/forecast/watch.json") { _ in }
        #expect(throws: WatchStateError(reason: "\(folder)/forecast/watch.json: Not a directory")) { try file.save(WatchState()) }
        #expect(try String(contentsOfFile: folder + "/forecast", encoding: .utf8) == "not a folder")
        try? FileManager.default.removeItem(atPath: folder)
    }
}
