#if GTK
import CGtk
import CGtkSupport
import Foundation
import PharmacyCellsKit

/// The hand-written variant's searchable, sortable rows, as a GTK developer writes them: a
/// GListStore of one GObject per pharmacy (its index in the file as object data), filtered by a
/// GtkCustomFilter in a GtkFilterListModel and ordered by a GtkCustomSorter in a GtkSortListModel,
/// both incremental, so GTK filters and sorts a slice per frame. The filter matches as the view
/// model does, through the same `PharmacySearchIndex`: the name, street, city or ZIP code
/// containing the text, ignoring case.
@MainActor
final class HandWrittenEdits {
    /// The model the list shows: sorted, filtered pharmacies.
    let sortModel: OpaquePointer
    private let filterModel: OpaquePointer
    private let filter: OpaquePointer
    private let sorter: OpaquePointer
    private let criteria: Criteria
    private static let indexKey = g_quark_from_static_string("index")

    /// The rows of `pharmacies` (in file order), nearest first.
    init(pharmacies: [[String: Any]]) {
        criteria = Criteria(pharmacies: pharmacies)
        let store = g_list_store_new(bindings_object_type())!
        var items: [gpointer?] = pharmacies.indices.map { index in
            let item = g_object_new_with_properties(bindings_object_type(), 0, nil, nil)
            // Stored plus one: a null pointer would read as no data.
            g_object_set_qdata(item, Self.indexKey, UnsafeMutableRawPointer(bitPattern: index + 1))
            return gpointer(item)
        }
        items.withUnsafeMutableBufferPointer { buffer in
            g_list_store_splice(store, 0, 0, buffer.baseAddress, guint(buffer.count))
        }
        for item in items { g_object_unref(item) }
        let match: @convention(c) (gpointer?, gpointer?) -> gboolean = { item, data in
            guard let item, let data else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<Criteria>.fromOpaque(data).takeUnretainedValue().matches(HandWrittenEdits.index(of: item)) ? 1 : 0
            }
        }
        let compare: @convention(c) (gconstpointer?, gconstpointer?, gpointer?) -> Int32 = { left, right, data in
            guard let left, let right, let data else { return 0 }
            return MainActor.assumeIsolated {
                Unmanaged<Criteria>.fromOpaque(data).takeUnretainedValue().compare(HandWrittenEdits.index(of: left), HandWrittenEdits.index(of: right))
            }
        }
        // The models live as long as the benchmark: the variant outlives its window.
        let this = Unmanaged.passUnretained(criteria).toOpaque()
        filter = gtk_custom_filter_new(match, this, nil)
        sorter = gtk_custom_sorter_new(compare, this, nil)
        g_object_ref(UnsafeMutableRawPointer(filter))
        g_object_ref(UnsafeMutableRawPointer(sorter))
        filterModel = gtk_filter_list_model_new(store, UnsafeMutableRawPointer(filter).assumingMemoryBound(to: GtkFilter.self))
        gtk_filter_list_model_set_incremental(filterModel, 1)
        g_object_ref(UnsafeMutableRawPointer(filterModel))
        sortModel = gtk_sort_list_model_new(filterModel, UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GtkSorter.self))
        gtk_sort_list_model_set_incremental(sortModel, 1)
    }

    private static func index(of item: UnsafeRawPointer) -> Int {
        Int(bitPattern: g_object_get_qdata(UnsafeMutableRawPointer(mutating: item).assumingMemoryBound(to: GObject.self), indexKey)) - 1
    }

    /// Shows the pharmacies matching `text`.
    func search(_ text: String) {
        criteria.query = PharmacySearchIndex.Query(text)
        gtk_filter_changed(UnsafeMutableRawPointer(filter).assumingMemoryBound(to: GtkFilter.self), GTK_FILTER_CHANGE_DIFFERENT)
    }

    /// Orders the pharmacies by name, or by distance.
    func sort(byName: Bool) {
        criteria.byName = byName
        gtk_sorter_changed(UnsafeMutableRawPointer(sorter).assumingMemoryBound(to: GtkSorter.self), GTK_SORTER_CHANGE_DIFFERENT)
    }

    /// The row at `position` of the list, numbered from 1.
    func row(at position: Int) -> [String: Any] {
        guard let item = g_list_model_get_item(sortModel, guint(position)) else { return [:] }
        defer { g_object_unref(item) }
        var row = criteria.pharmacies[Self.index(of: item)]
        row["number"] = position + 1
        return row
    }

    /// The rows listed, once filtering and sorting are done.
    var settledRowCount: Int? {
        guard gtk_filter_list_model_get_pending(filterModel) == 0, gtk_sort_list_model_get_pending(sortModel) == 0 else { return nil }
        return Int(g_list_model_get_n_items(sortModel))
    }

}

/// What the filter and the sorter read: the rows' search index and distances, the search text
/// and the order.
@MainActor
private final class Criteria {
    let pharmacies: [[String: Any]]
    let index: PharmacySearchIndex
    let distances: [Double]
    var query = PharmacySearchIndex.Query("")
    var byName = false

    init(pharmacies: [[String: Any]]) {
        self.pharmacies = pharmacies
        index = PharmacySearchIndex(pharmacies: pharmacies)
        distances = pharmacies.map { $0["distance"] as? Double ?? 0 }
    }

    func matches(_ row: Int) -> Bool {
        index.matches(row, query)
    }

    /// The view model's order: by name then distance, or by distance; ties in file order.
    func compare(_ left: Int, _ right: Int) -> Int32 {
        if byName, let nameFirst = index.nameOrder(left, right) { return nameFirst ? -1 : 1 }
        let leftDistance = distances[left], rightDistance = distances[right]
        if leftDistance != rightDistance { return leftDistance < rightDistance ? -1 : 1 }
        return left < right ? -1 : (left > right ? 1 : 0)
    }
}
#endif
