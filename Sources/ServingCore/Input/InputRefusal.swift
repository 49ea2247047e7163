/// What a client asked that cannot be used, in one line a person or an agent can act on ("days must be a whole number
/// from 1 to 16"); each door answers it its own way (400, a tool error).
package struct InputRefusal: Error, Sendable, Equatable {
    /// Why, in one line.
    package let reason: String

    /// A refusal for `reason`.
    package init(_ reason: String) {
        self.reason = reason
    }
}
