/// The CAP documents one process has read, by the alert's URL, at most ``capacity`` of them (the oldest forgotten
/// first): a document never changes, so a run over many places, or a server answering many requests, reads each once.
actor CAPDocumentMemo {
    /// The most documents kept (each at most 8 MB as read, far less as kept).
    static let capacity = 32

    private var documents: [String: CAPAlertDocument] = [:]
    private var order: [String] = []

    /// The document kept for `key`, if any.
    func document(_ key: String) -> CAPAlertDocument? { documents[key] }

    /// Keeps `document` for `key`.
    func keep(_ document: CAPAlertDocument, as key: String) {
        guard documents.updateValue(document, forKey: key) == nil else { return }
        order.append(key)
        if order.count > Self.capacity { documents[order.removeFirst()] = nil }
    }
}
