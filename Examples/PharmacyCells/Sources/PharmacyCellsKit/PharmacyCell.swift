import BindingsMarkup

/// One row of the pharmacy list: `PharmacyCell.xml` applied to the cell itself.
///
/// Everything it shows comes from bindings to ``content``: assigning a row dictionary updates every
/// label, and a row without a field clears that label, so a reused cell never shows stale text.
final class PharmacyCell: TableViewCell {
    /// The pharmacy this cell shows: a row of `PharmacyListViewModel.results`.
    @Observed var content: [String: Any]? = nil
    /// The row's place in the list, from 1: shown before the name, as `12. Green Cross Pharmacy`.
    @Observed var number = 0

    /// The markup failure of the first cell, if any; later cells would fail the same way.
    static var loadError: (any Error)?

    /// Builds the cell's views from its markup.
    required init() {
        super.init()
        do {
            try AppResources.loader.view(named: "PharmacyCell", owner: self, root: self)
        } catch {
            // The document ships with the app and is tested; keep the empty cell and let the app report it.
            Self.loadError = error
        }
    }
}
