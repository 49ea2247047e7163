import CXML
import Testing

@Suite("libxml2, opened at run time")
struct CXMLLibraryTests {
    /// What `cxml_check_library` says of the library `fileName`: its status and its one-line reason.
    func check(_ fileName: String) -> (status: cxml_load_status, reason: String) {
        var reason = [CChar](repeating: 0, count: 256)
        let status = cxml_check_library(fileName, &reason, reason.count)
        return (status, String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    @Test("the system's libxml2.so.2 opens and has every function the shim calls; the process loads it")
    func systemLibraryIsComplete() {
        let result = check("libxml2.so.2")
        #expect(result.status == CXML_LOADED)
        #expect(result.reason.isEmpty)
        #expect(cxml_load() == CXML_LOADED)
        #expect(String(cString: cxml_load_failure()).isEmpty)
    }

    @Test("a library that is not installed is reported with the loader's reason")
    func missingLibrary() {
        let result = check("libforecast-no-such-library.so.16")
        #expect(result.status == CXML_LIBRARY_MISSING)
        #expect(result.reason.contains("libforecast-no-such-library.so.16"))
    }

    @Test("a library without libxml2's functions is reported, naming the first one missing")
    func libraryWithoutXML() {
        let result = check("libm.so.6")
        #expect(result.status == CXML_FUNCTION_MISSING)
        #expect(result.reason == "libm.so.6 has no function xmlInitParser")
    }
}
