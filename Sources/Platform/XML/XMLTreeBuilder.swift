/// Builds an element tree from a stream's events, as they come, refusing a tree deeper than
/// ``XMLDocumentReader/maximumDepth`` or larger than ``XMLDocumentReader/maximumElements``.
struct XMLTreeBuilder {
    /// The elements started and not yet ended, outermost first.
    private var open: [XMLElement] = []
    /// How many elements have started.
    private var started = 0
    /// The root element, once it has ended.
    private(set) var root: XMLElement?

    /// Takes the next event.
    /// - Throws: ``XMLReadError/tooDeep`` or ``XMLReadError/tooManyElements`` at the element that breaks a limit.
    mutating func take(_ event: XMLStreamEvent) throws(XMLReadError) {
        switch event {
        case .start(let name, let namespace, let isEmpty):
            guard open.count < XMLDocumentReader.maximumDepth else { throw .tooDeep }
            started += 1
            guard started <= XMLDocumentReader.maximumElements else { throw .tooManyElements }
            open.append(XMLElement(name: name, namespace: namespace))
            if isEmpty { closeInnermost() }
        case .end:
            closeInnermost()
        case .text(let text):
            if !open.isEmpty { open[open.count - 1].text += text }
        }
    }

    /// Ends the innermost open element: it becomes its parent's last child, or the root.
    private mutating func closeInnermost() {
        guard let element = open.popLast() else { return }
        if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
    }
}
