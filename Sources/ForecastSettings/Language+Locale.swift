import Application

extension Language {
    /// The variable that sets the locale of messages, and its value: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set, as the C library reads them.
    static func localeVariable(in environment: [String: String]) -> (name: String, value: String)? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return (name, value) }
        }
        return nil
    }
}
