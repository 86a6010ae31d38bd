#if GTK
@_spi(Backend) import BindingsMarkup

/// Which presenter shows which class of view: the one registry of the GTK backend's widgets.
///
/// Every class of the kit has a presenter (the README's table lists their widgets). A view gets
/// the presenter registered for its class or its nearest superclass, so an app's `Card: View`
/// shows as a plain container and its `Gauge: Slider` as a scale, until the app registers its own:
///
/// ```swift
/// WidgetPresenters.register(Gauge.self) { GaugePresenter(gauge: $0) }
/// ```
@MainActor
public enum WidgetPresenters {
    private struct Entry {
        let type: View.Type
        /// Whether a class is this entry's class or a subclass of it.
        let covers: (View.Type) -> Bool
        let make: @MainActor (View) -> WidgetPresenter?
    }

    private static var entries: [Entry] = builtIns
    private static var chosen: [ObjectIdentifier: Int] = [:]

    /// Makes views of `type` and its subclasses show with the presenter `make` returns (unless a
    /// subclass has one of its own); a later registration for the same class replaces the earlier.
    public static func register<V: View>(_ type: V.Type, _ make: @escaping @MainActor (V) -> WidgetPresenter) {
        entries.removeAll { $0.type == type }
        entries.append(entry(type, make))
        chosen.removeAll()
    }

    /// A presenter for `view`, showing its current state.
    static func make(for view: View) -> WidgetPresenter {
        let presenter = entry(for: Swift.type(of: view)).make(view) ?? ContainerPresenter(view: view)
        presenter.apply()
        return presenter
    }

    /// The entry of the most derived class `type` is or inherits from.
    private static func entry(for type: View.Type) -> Entry {
        let id = ObjectIdentifier(type)
        if let index = chosen[id] { return entries[index] }
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.covers(type) {
            if let current = best, !entries[current].covers(entry.type) { continue }
            best = index
        }
        // View's own entry covers every view: there is always one.
        let index = best ?? 0
        chosen[id] = index
        return entries[index]
    }

    private static func entry<V: View>(_ type: V.Type, _ make: @escaping @MainActor (V) -> WidgetPresenter) -> Entry {
        Entry(type: type, covers: { $0 is V.Type }, make: { view in (view as? V).map(make) })
    }

    private static let builtIns: [Entry] = [
        entry(View.self) { ContainerPresenter(view: $0) },
        entry(TableView.self) { TablePresenter(table: $0) },
        entry(TableViewCell.self) { CellPresenter(cell: $0) },
        entry(CollectionView.self) { CollectionPresenter(collectionView: $0) },
        entry(CollectionViewCell.self) { CollectionCellPresenter(cell: $0) },
        entry(Label.self) { LabelPresenter(label: $0) },
        entry(Button.self) { ButtonPresenter(button: $0) },
        entry(TextField.self) { TextFieldPresenter(field: $0) },
        entry(Switch.self) { SwitchPresenter(control: $0) },
        entry(Slider.self) { SliderPresenter(slider: $0) },
        entry(Stepper.self) { StepperPresenter(stepper: $0) },
        entry(ProgressView.self) { ProgressViewPresenter(progressView: $0) },
        entry(ActivityIndicatorView.self) { ActivityIndicatorPresenter(indicator: $0) },
        entry(RefreshControl.self) { RefreshControlPresenter(control: $0) },
        entry(SegmentedControl.self) { SegmentedControlPresenter(control: $0) },
        entry(TabBar.self) { TabBarPresenter(tabBar: $0) },
        entry(PageControl.self) { PageControlPresenter(control: $0) },
        entry(PickerView.self) { PickerViewPresenter(picker: $0) },
        entry(TextView.self) { TextViewPresenter(textView: $0) },
        entry(SearchBar.self) { SearchBarPresenter(searchBar: $0) },
        entry(DatePicker.self) { DatePickerPresenter(picker: $0) },
        entry(ImageView.self) { ImageViewPresenter(imageView: $0) },
        entry(ScrollView.self) { ScrollViewPresenter(scrollView: $0) },
        entry(MapView.self) { MapViewPresenter(view: $0) },
        entry(WebView.self) { WebViewPresenter(view: $0) },
    ]
}
#endif
