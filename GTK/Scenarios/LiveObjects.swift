#if GTK
@_spi(Testing) import BindingsGTK
@_spi(Testing) import BindingsMarkup
@_spi(Testing) import Bindings
import CGtk

/// The live objects of the kit and the backend: a window closed frees its views, bindings,
/// observations, presenters, hosts and controllers, and GTK its windows and their widgets.
@MainActor
struct LiveObjects {
    let counts: [(name: String, value: Int)]

    init() {
        let windows = Self.toplevels
        counts = [
            ("views", View.liveCount),
            ("bindings", LiveCounters.bindings.value),
            ("observations", LiveCounters.observations.value),
            ("presenters", PresenterCounts.live),
            ("hosts", HostCounts.live),
            ("controllers", ViewController.liveCount),
            ("windows", windows.count),
            ("widgets", windows.reduce(0) { $0 + Self.widgetCount(in: $1) }),
        ]
    }

    /// Each count's change since `baseline`, such as `views +0, bindings +0, …`.
    func difference(from baseline: LiveObjects) -> String {
        zip(counts, baseline.counts).map { now, before in
            let change = now.value - before.value
            return "\(now.name) \(change >= 0 ? "+" : "")\(change)"
        }.joined(separator: ", ")
    }

    /// The GTK windows that exist (`gtk_window_get_toplevels`), shown or not.
    static var toplevels: [WidgetPointer] {
        guard let list = gtk_window_get_toplevels() else { return [] }
        return (0..<g_list_model_get_n_items(list)).compactMap { index in
            guard let item = g_list_model_get_item(list, index) else { return nil }
            // The model gives a reference; the window lives on in GTK's list.
            defer { g_object_unref(item) }
            return item.assumingMemoryBound(to: GtkWidget.self)
        }
    }

    /// The widgets in `widget`'s tree, itself included.
    static func widgetCount(in widget: WidgetPointer) -> Int {
        var count = 1
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            count += widgetCount(in: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return count
    }
}
#endif
