import Domain
import Foundation
@testable import Platform
import Testing

@Suite("Answers stored on disk")
struct CacheStoreTests {
    let directory = NSTemporaryDirectory() + "forecast-store-test-" + UUID().uuidString
    let now = Instant(secondsSince1970: Date().timeIntervalSince1970)

    func entry(_ body: String) -> CacheEntry {
        CacheEntry(storedAt: now, expiresAt: now, etag: "\"x\"", lastModified: nil, contentType: "application/json", body: Data(body.utf8))
    }

    @Test("an entry reads back as written, in a directory created with its parents")
    func roundTrip() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = CacheStore(directory: directory + "/a/b")
        #expect(store.save(entry("{\"x\":1}"), forKey: "k", now: now))
        #expect(store.entry(forKey: "k") == entry("{\"x\":1}"))
        #expect(store.entry(forKey: "missing") == nil)
    }

    @Test("a truncated, emptied or foreign file is no entry, and is replaced by the next save")
    func corruptEntries() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let store = CacheStore(directory: directory)
        store.save(entry("a body long enough"), forKey: "k", now: now)
        let path = directory + "/k"
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        for broken in [whole.dropLast(3), Data(), Data("forecast-cache 1\nstored x\n\n".utf8), Data([0xFF, 0x00, 0x0A, 0x0A])] {
            try Data(broken).write(to: URL(fileURLWithPath: path))
            #expect(store.entry(forKey: "k") == nil)
        }
        store.save(entry("new"), forKey: "k", now: now)
        #expect(store.entry(forKey: "k")?.body == Data("new".utf8))
    }

    @Test("an entry whose header values the cache would never write (control characters, non-ASCII) is no entry")
    func foreignHeaderValues() {
        // Found by the cache-entry fuzz target (Fuzz/Regressions/cache-entry): such an entry changed when written out
        // again, since the writer drops values it cannot keep.
        let text = "forecast-cache 1\nstored 1795339500.5\nexpires 1795340100.5\netag \u{0}\u{1A}x\nlength 2\n\n{}"
        #expect(CacheEntry(decoding: Data(text.utf8)) == nil)
        let accented = "forecast-cache 1\nstored 1\nexpires 2\ncontent-type caf\u{E9}\nlength 2\n\n{}"
        #expect(CacheEntry(decoding: Data(accented.utf8)) == nil)
        let plain = "forecast-cache 1\nstored 1\nexpires 2\netag \"v1\"\nlength 2\n\n{}"
        #expect(CacheEntry(decoding: Data(plain.utf8))?.etag == "\"v1\"")
    }

    @Test("pruning removes the least recently written entries beyond the size bound, and old temporary files")
    func pruning() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var store = CacheStore(directory: directory)
        store.sizeLimit = 1000
        for index in 0..<10 {
            store.save(entry(String(repeating: "x", count: 150)), forKey: "k\(index)", now: now)
            let written = Date(timeIntervalSince1970: now.secondsSince1970 - Double(100 - index))
            try FileManager.default.setAttributes([.modificationDate: written], ofItemAtPath: directory + "/k\(index)")
        }
        try Data("partial".utf8).write(to: URL(fileURLWithPath: directory + "/.tmp-1-2"))
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: directory + "/.tmp-1-2")
        store.prune(now: now)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        let sizes = try left.map { try FileManager.default.attributesOfItem(atPath: directory + "/" + $0)[.size] as? Int ?? 0 }
        #expect(sizes.reduce(0, +) <= 750 && !left.isEmpty)
        #expect(left.contains("k9") && !left.contains("k0") && !left.contains(".tmp-1-2"), "newest kept, oldest and leftovers gone")
    }

    @Test("cache file names show nothing of the request: no place, no key")
    func keys() {
        let key = CacheKey.of(HTTPRequest(url: "https://api.example/data?q=London&appid=secret123"))
        #expect(key.count == 32 && key.allSatisfy(\.isHexDigit))
        #expect(key != CacheKey.of(HTTPRequest(url: "https://api.example/data?q=London&appid=secret124")))
    }

    @Test("a POST's form is part of its key: another form, or a GET of the same URL, is another answer")
    func formKeys() {
        let url = "https://api.example/feeds"
        let germany = CacheKey.of(HTTPRequest(method: .postForm([QueryItem("country_codes", "de")]), url: url))
        #expect(germany != CacheKey.of(HTTPRequest(method: .postForm([QueryItem("country_codes", "fr")]), url: url)))
        #expect(germany != CacheKey.of(HTTPRequest(url: url)))
        #expect(germany == CacheKey.of(HTTPRequest(method: .postForm([QueryItem("country_codes", "de")]), url: url)))
    }
}
