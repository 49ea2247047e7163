import ArgumentParser

/// An option value from a fixed list, written on the command line as its raw value (`--units imperial`).
///
/// Answers ArgumentParser's list requirements with plain code. Its generic defaults build a key path at run time
/// on every call, and a parse calls them a dozen times: about a million instructions of each start-up.
protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentChoice {
    /// Every value, as typed: the raw values, in declaration order.
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }

    /// No separate descriptions: each value's description is its raw value.
    static var allValueDescriptions: [String: String] { [:] }
}
