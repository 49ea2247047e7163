import ArgumentParser

/// The languages forecast speaks in tables and lines: each has a catalogue of words in `Catalogues/`.
enum Language: String, ArgumentChoice, Sendable {
    case en, it, de, fr, es

    /// The catalogue's text, as compiled into the binary.
    var catalogueText: [UInt8] {
        switch self {
        case .en: PackageResources.en_txt
        case .it: PackageResources.it_txt
        case .de: PackageResources.de_txt
        case .fr: PackageResources.fr_txt
        case .es: PackageResources.es_txt
        }
    }

    /// The language a locale names (`it_IT.UTF-8`, `de`, `fr_CA`), when forecast speaks it; `nil` for `C`, `POSIX`
    /// and the others.
    init?(locale: String) {
        let code = locale.prefix { $0.isLetter }.lowercased()
        self.init(rawValue: code)
    }

    /// The variable that sets the locale of messages, and its value: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
    /// that is set, as the C library reads them.
    static func localeVariable(in environment: [String: String]) -> (name: String, value: String)? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return (name, value) }
        }
        return nil
    }
}
