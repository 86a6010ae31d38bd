/// The fast path of a binding whose key paths all start at one `@Observed` property of its owner
/// and go no further than that property's value (`$title`, `$content.name`, a template over
/// `content`): it observes that property itself, is handed each new value in the notification, and
/// evaluates from it, with no path observer in between and no read of the owner by name.
struct DirectSource {
    /// The owner's property every key path starts at.
    let entry: PropertyTable.Entry

    /// The direct source of `expression` on `owner`, or `nil` when a key path reaches further
    /// (through an object the property holds, whose own changes must be observed), uses a
    /// collection operator on the owner, starts at a computed key, or at a property that other
    /// key paths affect.
    init?(_ expression: BindingExpression, owner: some KeyValueCoding) {
        let table = owner.propertyTable
        guard let first = expression.dependencies.first,
              let entry = table.entry(boundingPath: first.components),
              expression.dependencies.allSatisfy({ table.entry(boundingPath: $0.components)?.offset == entry.offset }),
              // Other key paths affect the property: their changes come through a path observer.
              let key = first.components.first, PropertyTable.affectingKeyPaths(of: type(of: owner))[key] == nil
        else { return nil }
        self.entry = entry
    }
}
