/// The environment or the configuration file asks for something that cannot be: exit 78.
package struct ConfigurationError: Error, Hashable {
    /// What is wrong, naming the setting.
    package let reason: String

    /// A configuration error saying `reason`.
    package init(reason: String) {
        self.reason = reason
    }
}
