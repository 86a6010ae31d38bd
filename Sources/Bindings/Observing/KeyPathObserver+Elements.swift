import Foundation

// Reporting the changes of a path through an array (`items.done`), whose value is one value per
// element: the array's own changes keep their kind and indexes, an element's change is a
// replacement at its index. Through a collection operator (`items.@sum.price`) the value is one
// value, and every change is a setting of it.
extension KeyPathObserver {
    /// The property holding an array whose elements are observed from the next level changed.
    func arrayChanged(at level: Int, _ event: PropertyEvent, elements: ElementObservers) {
        if !event.isPrior { elements.apply(event) }
        guard isElementPath(from: level + 1) else {
            wholeValueChanged(isPrior: event.isPrior, serial: event.serial)
            return
        }
        if event.isPrior, !requirements.prior { return }
        let old = requirements.old ? elementValues(event.oldValue, from: level + 1) : nil
        let new = requirements.new && !event.isPrior ? elementValues(event.newValue, from: level + 1) : nil
        onEvent(PathEvent(kind: event.kind, isPrior: event.isPrior, oldValue: old, newValue: new,
                          indexes: event.indexes, serial: event.serial))
    }

    /// The element at `index` of the array reached at `level` changed along the rest of the path.
    func elementChanged(at level: Int, index: Int, element: AnyObject?, _ event: PathEvent) {
        guard isElementPath(from: level) else {
            wholeValueChanged(isPrior: event.isPrior, serial: event.serial)
            return
        }
        if event.isPrior, !requirements.prior { return }
        var old: Any?
        var new: Any?
        if event.kind == .setting {
            old = requirements.old ? Self.single(event.oldValue) : nil
            new = requirements.new && !event.isPrior ? Self.single(event.newValue) : nil
        } else if requirements.new, !event.isPrior {
            // The element's value is itself an array that changed in part: report it whole, as it is now.
            new = Self.single(element.flatMap { try? KeyPathWalker.value(in: $0, components: components[level...], keyPath: keyPath) })
        }
        onEvent(PathEvent(kind: .replacement, isPrior: event.isPrior, oldValue: old, newValue: new,
                          indexes: IndexSet(integer: index), serial: event.serial))
    }

    /// The path's values for the elements in `array` (inserted, removed or replaced ones, or all),
    /// as the path's value lists them: the rest of the path read from each, `nil`s left out.
    private func elementValues(_ array: Any?, from level: Int) -> [Any]? {
        guard let elements = (array as? any KeyValueArray)?.elementsAsAny else { return nil }
        return elements.compactMap { flatten(try? KeyPathWalker.value(in: $0, components: components[level...], keyPath: keyPath)) }
    }

    /// One element's value as the path's values at its index: `[value]`, or `[]` for `nil`.
    private static func single(_ value: Any?) -> [Any] {
        flatten(value).map { [$0] } ?? []
    }
}
