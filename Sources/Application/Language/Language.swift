/// The languages forecast speaks in tables and lines: each has a catalogue of words in `Catalogues/`, its plural
/// rule (``PluralCategory``) and its direction.
package enum Language: String, CaseIterable, Sendable {
    case en, de, fr, es, it, pt, nl, pl, ru, uk, sv, nb, tr, ar, fa, he, hi, zh, ja, ko

    /// The catalogue's text, as compiled into the binary.
    var catalogueText: [UInt8] {
        switch self {
        case .en: PackageResources.en_txt
        case .de: PackageResources.de_txt
        case .fr: PackageResources.fr_txt
        case .es: PackageResources.es_txt
        case .it: PackageResources.it_txt
        case .pt: PackageResources.pt_txt
        case .nl: PackageResources.nl_txt
        case .pl: PackageResources.pl_txt
        case .ru: PackageResources.ru_txt
        case .uk: PackageResources.uk_txt
        case .sv: PackageResources.sv_txt
        case .nb: PackageResources.nb_txt
        case .tr: PackageResources.tr_txt
        case .ar: PackageResources.ar_txt
        case .fa: PackageResources.fa_txt
        case .he: PackageResources.he_txt
        case .hi: PackageResources.hi_txt
        case .zh: PackageResources.zh_txt
        case .ja: PackageResources.ja_txt
        case .ko: PackageResources.ko_txt
        }
    }

    /// Whether the language is written right to left (Arabic, Persian, Hebrew): its runs are isolated in every line
    /// (``BidiIsolation``).
    package var isRightToLeft: Bool { self == .ar || self == .fa || self == .he }

    /// The language a locale names (`it_IT.UTF-8`, `de`, `pt_BR`, `zh_CN`), when forecast speaks it; `nil` for `C`,
    /// `POSIX` and the others. Norwegian in any form (`nb`, `no`, `nn`) is Bokmål; Chinese is simplified Chinese
    /// only where it is written so (`zh_CN`, `zh_SG`, `zh_Hans…`): Taiwan, Hong Kong and Macau write traditional
    /// characters, which forecast has no catalogue of yet, so they get English rather than the wrong script.
    package init?(locale: String) {
        let language = locale.prefix { $0.isLetter }.lowercased()
        switch language {
        case "no", "nn": self = .nb
        case "zh":
            let rest = locale.dropFirst(language.count).prefix { $0 != "." && $0 != "@" }.lowercased()
            let traditional = ["_tw", "_hk", "_mo", "-tw", "-hk", "-mo", "_hant", "-hant"].contains { rest.hasPrefix($0) }
            guard !traditional else { return nil }
            self = .zh
        default:
            self.init(rawValue: language)
        }
    }
}
