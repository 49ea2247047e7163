/// What the output allows a chart: how many columns, and whether it can show Unicode blocks. The front door measures
/// its own (a terminal's width and locale, a request's parameters) and hands it over.
package struct ChartCanvas: Sendable, Hashable {
    /// The columns a line may take.
    package let columns: Int
    /// Whether to draw with plain ASCII.
    package let ascii: Bool

    /// A canvas of `columns`, drawn in plain ASCII when `ascii`.
    package init(columns: Int, ascii: Bool) {
        self.columns = columns
        self.ascii = ascii
    }
}
