import Bindings

// The text shadow's offset by component, as MarkupKit's `UILabel` category gives it to markup
// (`shadowOffsetWidth="1"`): XML has no sizes.
extension Label {
    /// ``shadowOffset``'s width alone.
    nonisolated public var shadowOffsetWidth: Double {
        get { MainActor.assumeIsolated { shadowOffset.width } }
        set { MainActor.assumeIsolated { shadowOffset.width = newValue } }
    }

    /// ``shadowOffset``'s height alone.
    nonisolated public var shadowOffsetHeight: Double {
        get { MainActor.assumeIsolated { shadowOffset.height } }
        set { MainActor.assumeIsolated { shadowOffset.height = newValue } }
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated static let labelComputedKeys = View.viewComputedKeys.merging([
        "shadowOffsetWidth": ComputedKey(\Label.shadowOffsetWidth, dependsOn: "shadowOffset"),
        "shadowOffsetHeight": ComputedKey(\Label.shadowOffsetHeight, dependsOn: "shadowOffset"),
    ]) { _, own in own }
}
