import Bindings

/// How rows of a table section are checked when selected, as MarkupKit's `sectionSelectionMode`.
public enum TableSelectionMode: String, NamedEnumeration {
    /// Selecting a row checks nothing.
    case `default`
    /// Exactly one row is checked once one is selected: checking a row unchecks the others.
    case singleCheckmark
    /// Selecting a row toggles its checkmark; any number may be checked.
    case multipleCheckmarks

    /// The type's name, alone and after `LMTableView`, plus `SelectionMode`.
    public static var caseNamePrefixes: [String] {
        ["TableSelectionMode", "LMTableViewSelectionMode", "SelectionMode"]
    }
}
