extension String {
    /// The text when it is an http or https address a person may open, else `nil` (never a script or a file).
    var webAddress: String? {
        hasPrefix("https://") || hasPrefix("http://") ? self : nil
    }
}
