/// A file the user named cannot be used: exit 66.
package struct InputFileError: Error, Hashable {
    /// What is wrong, naming the file.
    package let reason: String

    /// An unusable file, `reason` naming it.
    package init(reason: String) {
        self.reason = reason
    }
}
