extension FormatOffer where Offering: StatusBarDocument {
    /// `--format waybar`: the block as one JSON object on one line.
    static var waybar: Self {
        Self(format: .waybar) { document, context in document.statusBar(text: context.template, on: context.page).waybar.compact + "\n" }
    }

    /// `--format i3blocks`: the block's three lines, urgent (exit 33) while a severe or extreme warning is in force.
    static var i3blocks: Self {
        Self(format: .i3blocks, write: { document, context in document.statusBar(text: context.template, on: context.page).i3blocks }, isUrgent: { $0.isUrgent })
    }
}
