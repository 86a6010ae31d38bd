import Foundation

extension Observed.Projection {
    /// Appends an element and reports an insertion at the new last index.
    public func append<Element>(_ element: Element) where Value == [Element] {
        performBatchUpdates { $0.append(element) }
    }

    /// Inserts an element and reports an insertion at `index`.
    public func insert<Element>(_ element: Element, at index: Int) where Value == [Element] {
        performBatchUpdates { $0.insert(element, at: index) }
    }

    /// Inserts elements and reports one insertion at their indexes.
    public func insert<Element>(contentsOf elements: [Element], at index: Int) where Value == [Element] {
        performBatchUpdates { edit in
            for (offset, element) in elements.enumerated() { edit.insert(element, at: index + offset) }
        }
    }

    /// Removes the element at `index` and reports a removal.
    public func remove<Element>(at index: Int) where Value == [Element] {
        performBatchUpdates { $0.remove(at: index) }
    }

    /// Removes every element and reports one removal of all their indexes.
    public func removeAll<Element>() where Value == [Element] {
        performBatchUpdates { edit in
            while !edit.elements.isEmpty { edit.remove(at: edit.elements.count - 1) }
        }
    }

    /// Replaces the element at `index` and reports a replacement.
    public func replace<Element>(at index: Int, with element: Element) where Value == [Element] {
        performBatchUpdates { $0.replace(at: index, with: element) }
    }

    /// Applies several mutations and reports them as one change.
    ///
    /// Only insertions: one insertion at the final indexes of the new elements. Only removals: one
    /// removal at the original indexes. Only replacements: one replacement. A mix: one setting,
    /// with the whole old and new arrays. Observers are not called while `updates` runs.
    ///
    /// Atomic: `updates` edits the array as it is when the call starts, and the edit is stored only
    /// if no other write came in the meantime; otherwise it is discarded and `updates` runs again on
    /// the new array. So `updates` may run more than once and should only edit. Observers of prior
    /// notifications get one before each attempt to store, so one for each time the edit is redone.
    public func performBatchUpdates<Element>(_ updates: (inout ArrayEdit<Element>) -> Void) where Value == [Element] {
        while true {
            let (current, seen) = ObservedAccess.valueForEdit(field, Value.self, of: object)
            var edit = ArrayEdit(current)
            updates(&edit)
            guard let change = edit.change else { return }
            let original = edit.original
            let final = edit.elements
            if ObservedAccess.commit(final, over: seen, to: field, of: object, kind: change.kind, indexes: change.indexes,
                               old: { change.oldElements(original) }, new: { change.newElements(final) }) {
                return
            }
        }
    }
}

/// A record of mutations to an observed array, applied as one change by
/// ``Observed/Projection/performBatchUpdates(_:)``.
public struct ArrayEdit<Element> {
    /// The elements as they are after the mutations so far.
    public private(set) var elements: [Element]
    let original: [Element]
    private var kinds: Set<KeyValueChange.Kind> = []
    private var inserted = IndexSet()         // in final coordinates
    private var removed = IndexSet()          // in original coordinates
    private var replaced = IndexSet()
    // Each element's index in `original`, -1 for an inserted one. Only removals need it, so it is
    // built at the first one: an append does not pay for a table the size of the array.
    private var originalIndexes: [Int]?

    init(_ elements: [Element]) {
        self.elements = elements
        original = elements
    }

    /// Appends an element.
    public mutating func append(_ element: Element) {
        insert(element, at: elements.count)
    }

    /// Inserts an element at `index`, which must be within `0...elements.count`.
    public mutating func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= elements.count, Misuse.indexOutOfRange(index, count: elements.count))
        elements.insert(element, at: index)
        kinds.insert(.insertion)
        inserted.shift(startingAt: index, by: 1)
        inserted.insert(index)
        originalIndexes?.insert(-1, at: index)
    }

    /// Removes the element at `index`, which must be a valid index.
    public mutating func remove(at index: Int) {
        precondition(elements.indices.contains(index), Misuse.indexOutOfRange(index, count: elements.count))
        if originalIndexes == nil { originalIndexes = Self.originalIndexes(count: elements.count, inserted: inserted) }
        elements.remove(at: index)
        kinds.insert(.removal)
        let originalIndex = originalIndexes?.remove(at: index) ?? -1
        if originalIndex >= 0 { removed.insert(originalIndex) }
    }

    /// The original index of each of `count` elements, -1 for those at `inserted`, while the edit
    /// has only inserted and replaced. A `while` loop: unspecialized code, as in debug builds, looks
    /// up `Range` metadata at every step of a `for` over a range.
    private static func originalIndexes(count: Int, inserted: IndexSet) -> [Int] {
        var indexes: [Int] = []
        indexes.reserveCapacity(count)
        var original = 0
        var position = 0
        while position < count {
            if inserted.contains(position) {
                indexes.append(-1)
            } else {
                indexes.append(original)
                original += 1
            }
            position += 1
        }
        return indexes
    }

    /// Replaces the element at `index`, which must be a valid index.
    public mutating func replace(at index: Int, with element: Element) {
        precondition(elements.indices.contains(index), Misuse.indexOutOfRange(index, count: elements.count))
        elements[index] = element
        kinds.insert(.replacement)
        replaced.insert(index)
    }

    /// The one change that describes all the mutations, or `nil` when there were none.
    var change: ArrayChange? {
        guard let kind = kinds.first else { return nil }
        guard kinds.count == 1 else { return ArrayChange(kind: .setting, indexes: nil) }
        switch kind {
        case .insertion: return ArrayChange(kind: .insertion, indexes: inserted)
        case .removal: return ArrayChange(kind: .removal, indexes: removed)
        case .replacement: return ArrayChange(kind: .replacement, indexes: replaced)
        case .setting: return ArrayChange(kind: .setting, indexes: nil)
        }
    }
}

/// The kind and indexes of a batch of array mutations, and the values Foundation reports for them.
struct ArrayChange {
    var kind: KeyValueChange.Kind
    var indexes: IndexSet?

    /// Foundation reports the removed or replaced elements as the old value, the whole array for a setting.
    func oldElements<Element>(_ original: [Element]) -> Any? {
        switch kind {
        case .setting: return original
        case .insertion: return nil
        case .removal, .replacement: return (indexes ?? []).map { original[$0] }
        }
    }

    /// Foundation reports the inserted or replacing elements as the new value, the whole array for a setting.
    func newElements<Element>(_ final: [Element]) -> Any? {
        switch kind {
        case .setting: return final
        case .removal: return nil
        case .insertion, .replacement: return (indexes ?? []).map { final[$0] }
        }
    }
}
