internal import CCurl

/// An owned libcurl easy handle with typed setters: one transfer's configuration and state.
///
/// Not `Sendable`: a handle is used by one thread at a time, as libcurl requires (``CurlTransfer`` hands it from the
/// caller's thread to the engine's).
final class CurlEasyHandle {
    private let handle: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var headerList: UnsafeMutablePointer<curl_slist>?

    /// Makes a handle with an error buffer attached, so failures come with libcurl's own detail.
    init() throws(TransportError) {
        try CurlLibrary.ensureLoaded()
        guard let handle = ccurl_easy_init() else {
            throw .other(code: Int(CURLE_FAILED_INIT.rawValue), detail: "libcurl could not make a handle")
        }
        self.handle = handle
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        try check(ccurl_set_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
    }

    deinit {
        ccurl_easy_cleanup(handle)
        ccurl_slist_free_all(headerList)
        errorBuffer.deallocate()
    }

    /// Sets a numeric option.
    func set(_ option: CURLoption, _ value: Int) throws(TransportError) {
        try check(ccurl_set_long(handle, option, value))
    }

    /// Sets a 64-bit size option.
    func set(_ option: CURLoption, size value: Int) throws(TransportError) {
        try check(ccurl_set_offset(handle, option, curl_off_t(value)))
    }

    /// Sets a text option; libcurl keeps its own copy.
    func set(_ option: CURLoption, _ value: String) throws(TransportError) {
        try check(ccurl_set_string(handle, option, value))
    }

    /// Sets a pointer option, such as a callback's userdata; the caller keeps the pointee alive.
    func set(_ option: CURLoption, pointer value: UnsafeMutableRawPointer?) throws(TransportError) {
        try check(ccurl_set_pointer(handle, option, value))
    }

    /// Sets a body or header callback.
    func set(_ option: CURLoption, callback: ccurl_data_callback) throws(TransportError) {
        try check(ccurl_set_data_callback(handle, option, callback))
    }

    /// Sets the progress callback, which libcurl calls at least once a second and which aborts by returning non-zero.
    func setProgressCallback(_ callback: ccurl_progress_callback) throws(TransportError) {
        try check(ccurl_set_progress_callback(handle, callback))
        try set(CURLOPT_NOPROGRESS, 0)
    }

    /// Sets the request headers, each `Name: value`.
    func setHeaders(_ lines: [String]) throws(TransportError) {
        ccurl_slist_free_all(headerList)
        headerList = nil
        for line in lines {
            headerList = ccurl_slist_append(headerList, line)
        }
        try check(ccurl_set_list(handle, CURLOPT_HTTPHEADER, headerList))
    }

    /// The libcurl handle, for the multi handle that runs it.
    var pointer: UnsafeMutableRawPointer { handle }

    /// The last response's HTTP status code.
    var responseCode: Int {
        var code = 0
        _ = ccurl_get_long(handle, CURLINFO_RESPONSE_CODE, &code)
        return code
    }

    /// libcurl's detail about the last failure, or its generic text for `code` when it gave none.
    func failureDetail(for code: CURLcode) -> String {
        let detail = String(cString: errorBuffer)
        return detail.isEmpty ? String(cString: ccurl_easy_strerror(code)) : detail
    }

    private func check(_ code: CURLcode) throws(TransportError) {
        guard code == CURLE_OK else {
            throw .other(code: Int(code.rawValue), detail: String(cString: ccurl_easy_strerror(code)))
        }
    }
}
