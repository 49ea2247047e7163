/// A front door refused what it was asked before any work began: an option it cannot take, a value out of range
/// (exit 64). The message names the option and what is allowed, in one line.
package struct UsageError: Error, Hashable {
    /// What is wrong, without the hint that follows every usage error.
    package let message: String

    /// A usage error saying `message`.
    package init(message: String) {
        self.message = message
    }
}
