/// One element of an XML document, with everything inside it: what a CAP alert is read from.
///
/// Names are local names (`alert` for `<cap:alert>`); the lookups below match on them alone, whatever the
/// namespace. Attributes are not kept: CAP puts everything in elements.
package struct XMLElement: Sendable, Hashable {
    /// Its local name: "polygon".
    package let name: String
    /// Its namespace name ("urn:oasis:names:tc:emergency:cap:1.2"), or `nil` when it is in none.
    package let namespace: String?
    /// The text and CDATA directly inside it (not inside its children), concatenated as they come, untrimmed.
    package var text: String
    /// The elements directly inside it, in document order.
    package var children: [XMLElement]

    /// An element named `name` in `namespace`, holding `text` and `children`.
    package init(name: String, namespace: String? = nil, text: String = "", children: [XMLElement] = []) {
        self.name = name
        self.namespace = namespace
        self.text = text
        self.children = children
    }

    /// The first child named `name`, or `nil` when there is none.
    package func first(_ name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// Every child named `name`, in document order.
    package func all(_ name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The text of the first child named `name`, without white space at either end; `nil` when there is no such
    /// child or its text is only white space (`<expires/>`, `<headline> </headline>`). XML's white space (space, tab,
    /// carriage return, line feed) is HTTP's, so HTTP's trimming serves.
    package func text(of name: String) -> String? {
        first(name)?.trimmedText
    }

    /// Its own text without white space at either end; `nil` when that leaves nothing.
    package var trimmedText: String? {
        let trimmed = text.trimmedForHTTP
        return trimmed.isEmpty ? nil : trimmed
    }
}
