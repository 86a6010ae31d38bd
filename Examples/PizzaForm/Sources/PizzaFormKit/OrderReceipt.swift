/// What became of an order that was sent: posted (the server's status), not posted (why), or,
/// with nowhere to post it, its form body, printed.
public struct OrderReceipt: Sendable, Equatable, CustomStringConvertible {
    /// Whether the order reached its destination.
    public let isSent: Bool
    /// What happened, in a line: `Posted to URL: HTTP 201`, `Could not post to URL: …`, or the body.
    public let description: String

    /// A receipt saying `description`.
    public init(isSent: Bool, description: String) {
        self.isSent = isSent
        self.description = description
    }
}
