/// What ``XMLStream`` reads next from a document: what an element tree is built from.
enum XMLStreamEvent: Equatable {
    /// An element starts: its local name, its namespace name (`nil` when none) and whether it is empty (`<polygon/>`:
    /// no ``end`` follows).
    case start(name: String, namespace: String?, isEmpty: Bool)
    /// The innermost open element that is not empty ends.
    case end
    /// Text, CDATA or white space inside the innermost open element.
    case text(String)
}
