/// The title of the return key, as `UIReturnKeyType`.
public enum ReturnKeyType: String, NamedEnumeration {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency Call.
    case emergencyCall
    /// Continue.
    case `continue`
}
