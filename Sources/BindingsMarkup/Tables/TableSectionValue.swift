import Bindings

/// The checked value of one section of a table, as a property a binding can hold both ways: what
/// ``TableView/bindValue(ofSection:to:keyPath:)`` binds to the model.
///
/// In a `singleCheckmark` section ``value`` is the checked row's value (`nil` when none is); in a
/// `multipleCheckmarks` section it is the checked rows' values, top to bottom, as an array. Setting
/// it checks the rows whose values match; the user selecting a row sets it from the checkmarks.
@MainActor
public final class TableSectionValue: KeyValueCoding, MainActorBindingTarget {
    /// The section's checked value or values.
    @Observed public var value: Any? = nil
    /// The section this value stands for.
    public let section: Int
    private weak var table: TableView?
    /// Set while the value follows the checkmarks, so it is not applied back to them.
    private var isReadingCheckmarks = false

    init(table: TableView, section: Int) {
        self.table = table
        self.section = section
        value = currentValue(of: table)
        // The object's own property: the registration lives as long as it, and holds it weakly.
        try? observeOwnProperties(["value"]) { [weak self] in
            MainActor.assumeIsolated { self?.applyToCheckmarks() }
        }
    }

    /// The user changed the checkmarks: the value follows them.
    func checkmarksDidChange() {
        guard let table else { return }
        isReadingCheckmarks = true
        defer { isReadingCheckmarks = false }
        value = currentValue(of: table)
    }

    private func currentValue(of table: TableView) -> Any? {
        table.selectionMode(forSection: section) == .multipleCheckmarks
            ? table.values(forSection: section) : table.value(forSection: section)
    }

    /// Checks the rows matching the model's value.
    func applyToCheckmarks() {
        guard !isReadingCheckmarks, let table else { return }
        if table.selectionMode(forSection: section) == .multipleCheckmarks {
            table.setValues(Self.elements(of: value), forSection: section)
        } else {
            table.setValue(value, forSection: section)
        }
    }

    /// The values of a model's collection, whatever its element type (`[String]`, `Set<Int>`…).
    private static func elements(of value: Any?) -> [Any] {
        guard let value else { return [] }
        if let array = value as? [Any] { return array }
        if let collection = value as? any Collection { return collection.map { $0 as Any } }
        return [value]
    }
}
