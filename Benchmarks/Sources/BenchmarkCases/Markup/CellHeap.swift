import BindingsMarkup

/// Pharmacy cells with their nine bound views, made from the cached template as the example app
/// makes them, for measuring the memory one cell keeps alive (`ProfileCase heap`).
public enum CellHeap {
    /// A maker of cells; its first cell is made at once, so first-use caches (class tables,
    /// formatters) are not counted as the cells' own.
    @MainActor
    public static func maker() -> () -> AnyObject {
        let template = PharmacyMarkup.compile(PharmacyMarkup.source())
        var rows = RowCycle(PharmacyRows.numbered)
        let make = { () -> AnyObject in
            let cell = PharmacyCell()
            cell.content = rows.next()
            PharmacyMarkup.instantiate(template, into: cell)
            return cell
        }
        _ = make()
        return make
    }
}

extension CellHeap {
    /// A maker of the same cell's views built in code, without bindings: the views' share.
    @MainActor
    public static func viewsMaker() -> () -> AnyObject {
        let make = { () -> AnyObject in
            let cell = PharmacyCell()
            PharmacyCellViews().attach(to: cell)
            return cell
        }
        _ = make()
        return make
    }
}
