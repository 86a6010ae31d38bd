/// The fast path of a binding whose key paths all start at one `@Observed` property of its owner
/// and go no further than that property's value (`$title`, `$content.name`, a template over
/// `content`): it observes that property itself, is handed each new value in the notification, and
/// evaluates from it, with no path observer in between and no read of the owner by name.
struct DirectSource {
    /// The owner's property every key path starts at.
    let key: String
    let entry: PropertyTable.Entry
    let confined: Bool

    /// The direct source of `expression` on `owner`, or `nil` when a key path reaches further
    /// (through an object the property holds, whose own changes must be observed), uses a
    /// collection operator on the owner, or starts at a computed key.
    init?(_ expression: BindingExpression, owner: some KeyValueCoding) {
        guard let first = expression.dependencies.first?.components.first, !first.hasPrefix("@"),
              expression.dependencies.allSatisfy({ $0.components.first == first }) else { return nil }
        let table = owner.propertyTable
        guard let entry = table.entries[first] else { return nil }
        let reachesFurther = expression.dependencies.contains { $0.components.count > 1 }
        if reachesFurther, TypeKind.mayHoldObject(entry.storage.valueType) { return nil }
        key = first
        self.entry = entry
        confined = table.confined
    }
}
