@testable import Application

/// Reads a line's isolates as the Unicode bidirectional algorithm does (UAX #9: an isolate takes the direction of
/// its first strong letter outside the isolates nested in it) and tells what would reorder: a right-to-left letter
/// outside every isolate (the line would turn right to left), a digit whose innermost isolate is right to left (its
/// number could change places with its neighbours), an isolate left open or closed twice.
enum IsolateAudit {
    static func problems(in line: String) -> [String] {
        let scalars = Array(line.unicodeScalars)
        var problems: [String] = [], stack: [Bool] = []
        for (index, scalar) in scalars.enumerated() {
            switch scalar {
            case "\u{2068}": stack.append(isRightToLeft(isolateAt: index, in: scalars))
            case "\u{2069}":
                guard stack.popLast() != nil else { return problems + ["a PDI without its isolate"] }
            default:
                if stack.isEmpty, BidiIsolation.isRightToLeft(scalar) { problems.append("right-to-left \(scalar) outside an isolate") }
                if ("0"..."9").contains(scalar), stack.last == true { problems.append("digit \(scalar) in a right-to-left isolate") }
            }
        }
        return stack.isEmpty ? problems : problems + ["an isolate left open"]
    }

    /// Whether the isolate opened at `start` is right to left: its first strong letter outside nested isolates.
    private static func isRightToLeft(isolateAt start: Int, in scalars: [Unicode.Scalar]) -> Bool {
        var depth = 0
        for scalar in scalars[(start + 1)...] {
            if scalar == "\u{2068}" { depth += 1; continue }
            if scalar == "\u{2069}" { if depth == 0 { return false }; depth -= 1; continue }
            guard depth == 0 else { continue }
            if BidiIsolation.isRightToLeft(scalar) { return true }
            if scalar.properties.isAlphabetic { return false }
        }
        return false
    }
}
