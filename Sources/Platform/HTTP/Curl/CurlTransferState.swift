internal import CCurl
import FoundationEssentials

/// What one transfer's callbacks collect: the body, the final response's headers, and whether to stop.
///
/// libcurl hands it back to the callbacks through their userdata pointer; only the transfer's thread touches it.
final class CurlTransferState {
    private let maximumBodyBytes: Int
    private let maximumHeaderBytes: Int
    private let cancellation: CancellationFlag
    private var headerBytes = 0

    /// The body received so far.
    private(set) var body = Data()
    /// The headers of the latest response in the redirect chain, names lower-cased.
    private(set) var headers: [String: String] = [:]
    /// Whether the body outgrew its cap (and the transfer was stopped for it).
    private(set) var exceededBodyLimit = false
    /// Whether the headers, all responses of the redirect chain together, outgrew their cap.
    private(set) var exceededHeaderLimit = false

    init(maximumBodyBytes: Int, maximumHeaderBytes: Int, cancellation: CancellationFlag) {
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumHeaderBytes = maximumHeaderBytes
        self.cancellation = cancellation
    }

    /// Whether the task that asked for the transfer was cancelled.
    var isCancelled: Bool { cancellation.isCancelled }

    /// Takes a piece of body; returns how many bytes were taken, which libcurl treats as failure when short.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        guard body.count + bytes.count <= maximumBodyBytes else {
            exceededBodyLimit = true
            return 0
        }
        body.append(contentsOf: bytes)
        return bytes.count
    }

    /// Takes one header line; a status line starts a new response (after a redirect or a 100 Continue).
    /// - Returns: Whether to go on: `false` once the headers outgrow their cap.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) -> Bool {
        headerBytes += bytes.count
        guard headerBytes <= maximumHeaderBytes else {
            exceededHeaderLimit = true
            return false
        }
        let line = String(decoding: bytes, as: UTF8.self).trimmedForHTTP
        if line.hasPrefix("HTTP/") {
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmedForHTTP.lowercased()
            headers[name] = line[line.index(after: colon)...].trimmedForHTTP
        }
        return true
    }

    /// The state behind a callback's userdata pointer.
    static func from(_ userdata: UnsafeMutableRawPointer?) -> CurlTransferState? {
        userdata.map { Unmanaged<CurlTransferState>.fromOpaque($0).takeUnretainedValue() }
    }
}

/// libcurl's body callback: hands the bytes to the transfer's state. Captures nothing, as C requires.
let curlBodyCallback: ccurl_data_callback = { data, size, count, userdata in
    guard let state = CurlTransferState.from(userdata) else { return 0 }
    return state.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
}

/// libcurl's header callback: hands each header line to the transfer's state; a short count stops the transfer.
let curlHeaderCallback: ccurl_data_callback = { data, size, count, userdata in
    let length = size * count
    guard let state = CurlTransferState.from(userdata) else { return 0 }
    return state.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: length)) ? length : 0
}

/// libcurl's progress callback: stops the transfer once its task is cancelled.
let curlProgressCallback: ccurl_progress_callback = { userdata, _, _, _, _ in
    CurlTransferState.from(userdata)?.isCancelled == false ? 0 : 1
}
