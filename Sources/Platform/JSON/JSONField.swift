/// A value at a place in a JSON document, read as the type an endpoint promises: every mismatch throws a
/// ``JSONShapeError`` naming the place ("daily.time[3]: expected text"). A missing key and `null` are both
/// "absent", which the `optional…` readers return as `nil`.
struct JSONField {
    /// The value, or `nil` when the key is missing.
    let value: JSON?
    /// Where it is, e.g. "results[0].name"; empty for the document itself.
    let path: String

    /// The whole document.
    init(document: JSON) {
        self.init(value: document, path: "")
    }

    private init(value: JSON?, path: String) {
        self.value = value
        self.path = path
    }

    /// Whether the key was missing or its value `null`.
    var isAbsent: Bool {
        if case .null = value ?? .null { return true }
        return false
    }

    /// The member named `key`; missing when this is not an object or has no such key.
    subscript(key: String) -> JSONField {
        guard case .object(let members)? = value else { return JSONField(value: nil, path: child(key)) }
        return JSONField(value: members[key], path: child(key))
    }

    /// The text, required.
    func string() throws(JSONShapeError) -> String {
        guard let text = try optionalString() else { throw absent("text") }
        return text
    }

    /// The text, or `nil` when absent.
    func optionalString() throws(JSONShapeError) -> String? {
        try optionalValue(of: "text", \.text)
    }

    /// The number, required.
    func number() throws(JSONShapeError) -> Double {
        guard let number = try optionalNumber() else { throw absent("a number") }
        return number
    }

    /// The number, or `nil` when absent.
    func optionalNumber() throws(JSONShapeError) -> Double? {
        try optionalValue(of: "a number", \.number)
    }

    /// The whole number, or `nil` when absent.
    func optionalInteger() throws(JSONShapeError) -> Int? {
        guard let number = try optionalNumber() else { return nil }
        guard let integer = Int(exactly: number) else { throw mismatch("a whole number") }
        return integer
    }

    /// The Boolean, or `nil` when absent.
    func optionalBool() throws(JSONShapeError) -> Bool? {
        try optionalValue(of: "true or false", \.flag)
    }

    /// The items of a list, or `nil` when absent.
    func optionalArray() throws(JSONShapeError) -> [JSONField]? {
        try optionalItems().map { items in items.enumerated().map { JSONField(value: $1, path: "\(path)[\($0)]") } }
    }

    /// A list's length and its first and last items as texts (`nil` for one that is not), or `nil` when absent: a long
    /// series of dates checked by its ends, without a field or a text per item.
    func optionalListEnds() throws(JSONShapeError) -> (count: Int, first: String?, last: String?)? {
        try optionalItems().map { ($0.count, $0.first?.text, $0.last?.text) }
    }

    /// A list of numbers or nulls, or `nil` when absent; read without a field per item, for long series.
    func optionalNumbers() throws(JSONShapeError) -> [Double?]? {
        try optionalList(of: "a number", \.number)
    }

    /// A list of texts or nulls, or `nil` when absent.
    func optionalStrings() throws(JSONShapeError) -> [String?]? {
        try optionalList(of: "text", \.text)
    }

    /// The value as `read` takes it, or `nil` when absent; a value it refuses is a mismatch.
    private func optionalValue<Value>(of expected: String, _ read: (JSON) -> Value?) throws(JSONShapeError) -> Value? {
        guard let value, value != .null else { return nil }
        guard let result = read(value) else { throw mismatch(expected) }
        return result
    }

    /// A list whose items are each `null` or what `read` takes; an item it refuses names its index.
    private func optionalList<Item>(of expected: String, _ read: (JSON) -> Item?) throws(JSONShapeError) -> [Item?]? {
        try optionalItems().map { items throws(JSONShapeError) in
            var list: [Item?] = []
            list.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                if case .null = item {
                    list.append(nil)
                } else if let value = read(item) {
                    list.append(value)
                } else {
                    throw JSONShapeError(path: "\(path)[\(index)]", problem: "expected \(expected)")
                }
            }
            return list
        }
    }

    /// An object's keys, sorted; none when absent or null.
    func objectKeys() throws(JSONShapeError) -> [String] {
        switch value {
        case nil, .null?: return []
        case .object(let members)?: return members.keys.sorted()
        default: throw mismatch("an object")
        }
    }

    /// An object whose values are all texts, or `nil` when absent.
    func optionalStringMap() throws(JSONShapeError) -> [String: String]? {
        switch value {
        case nil, .null?: return nil
        case .object(let members)?:
            var texts: [String: String] = [:]
            for (key, member) in members {
                guard case .string(let text) = member else { throw JSONShapeError(path: child(key), problem: "expected text") }
                texts[key] = text
            }
            return texts
        default: throw mismatch("an object")
        }
    }

    private func optionalItems() throws(JSONShapeError) -> [JSON]? {
        switch value {
        case nil, .null?: return nil
        case .array(let items)?: return items
        default: throw mismatch("a list")
        }
    }

    private func child(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    private func mismatch(_ expected: String) -> JSONShapeError {
        JSONShapeError(path: path, problem: "expected \(expected)")
    }

    private func absent(_ expected: String) -> JSONShapeError {
        JSONShapeError(path: path, problem: value == nil ? "missing" : "expected \(expected), found null")
    }
}
