extension View {
    /// Whether this class is `type` or a subclass of it. Markup holds element types as metatype
    /// values, where `is` cannot be written.
    nonisolated static func isKind(of type: View.Type) -> Bool {
        var current: AnyClass? = self
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }
}
