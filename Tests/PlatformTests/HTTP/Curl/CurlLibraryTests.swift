import CCurl
@testable import Platform
import Testing

@Suite("libcurl, opened at run time")
struct CurlLibraryTests {
    /// What `ccurl_check_library` says of the library `fileName`: its status and its one-line reason.
    func check(_ fileName: String) -> (status: ccurl_load_status, reason: String) {
        var reason = [CChar](repeating: 0, count: 256)
        let status = ccurl_check_library(fileName, &reason, reason.count)
        return (status, String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    @Test("the system's libcurl.so.4 opens and has every function the shim calls")
    func systemLibraryIsComplete() {
        let result = check(CCURL_LIBRARY_NAME)
        #expect(result.status == CCURL_LOADED)
        #expect(result.reason.isEmpty)
    }

    @Test("a library that is not installed is reported with the loader's reason")
    func missingLibrary() {
        let result = check("libforecast-no-such-library.so.4")
        #expect(result.status == CCURL_LIBRARY_MISSING)
        #expect(result.reason.contains("libforecast-no-such-library.so.4"))
    }

    @Test("a library without libcurl's functions is reported, naming the first one missing")
    func libraryWithoutCurl() {
        let result = check("libm.so.6")
        #expect(result.status == CCURL_FUNCTION_MISSING)
        #expect(result.reason == "libm.so.6 has no function curl_global_init")
    }

    @Test("a load started in the background is waited for, and leaves libcurl ready")
    func backgroundLoad() throws {
        CurlLibrary.startLoadingInBackground()
        CurlLibrary.waitForBackgroundLoad()
        try CurlLibrary.ensureLoaded()
        #expect(ccurl_load() == CCURL_LOADED)
        #expect(String(cString: ccurl_load_failure()).isEmpty)
    }

    @Test("a missing libcurl tells the person what to install; a failed set-up says so", arguments: [
        (CCURL_LIBRARY_MISSING, "libcurl could not be loaded (libcurl.so.4: cannot open shared object file); install it (Debian and Ubuntu: the libcurl4 package)"),
        (CCURL_FUNCTION_MISSING, "libcurl could not be loaded (libcurl.so.4: cannot open shared object file); install it (Debian and Ubuntu: the libcurl4 package)"),
        (CCURL_INIT_FAILED, "libcurl could not be initialised (libcurl.so.4: cannot open shared object file)"),
    ])
    func failureDetail(status: ccurl_load_status, expected: String) {
        #expect(CurlLibrary.failureDetail(status: status, reason: "libcurl.so.4: cannot open shared object file") == expected)
    }
}
