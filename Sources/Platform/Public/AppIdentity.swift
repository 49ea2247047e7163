public import Domain

/// How an app built on this library introduces itself to the services it calls, as their terms ask (MET Norway
/// blocks requests that do not name the application and a way to reach its makers).
public struct AppIdentity: Sendable, Hashable {
    /// The app's name, a User-Agent product token: letters, digits and `.-_+`, e.g. "tripweather".
    public let name: String
    /// The app's version, in the same characters, e.g. "1.2".
    public let version: String
    /// How its makers are reached: an e-mail address or a web address, printable ASCII without parentheses.
    public let contact: String

    /// Makes an identity.
    /// - Throws: `ForecastError.invalidInput(reason:)` when a part is empty or has a character a User-Agent
    ///   header cannot carry as it is.
    public init(name: String, version: String, contact: String) throws(ForecastError) {
        let token: (Unicode.Scalar) -> Bool = { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ".-_+".unicodeScalars.contains($0)) }
        let comment: (Unicode.Scalar) -> Bool = { (0x21...0x7E).contains($0.value) && $0 != "(" && $0 != ")" && $0 != "\\" }
        guard !name.isEmpty, name.unicodeScalars.allSatisfy(token), !version.isEmpty, version.unicodeScalars.allSatisfy(token) else {
            throw .invalidInput(reason: "an app's name and version must be letters, digits and . - _ +")
        }
        guard !contact.isEmpty, contact.unicodeScalars.allSatisfy(comment) else {
            throw .invalidInput(reason: "an app's contact must be an e-mail or web address without spaces or parentheses")
        }
        self.name = name
        self.version = version
        self.contact = contact
    }

    /// The identity as a User-Agent product: `tripweather/1.2 (ops@example.com)`.
    var product: String { "\(name)/\(version) (\(contact))" }
}
