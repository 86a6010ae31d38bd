#if GTK
@_spi(Backend) import BindingsMarkup

/// Which presenter shows which class of view: the GTK backend's one `PresenterRegistry`.
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
    private static let registry = builtIns()

    /// Makes views of `type` and its subclasses show with the presenter `make` returns (unless a
    /// subclass has one of its own); a later registration for the same class replaces the earlier.
    public static func register<V: View>(_ type: V.Type, _ make: @escaping @MainActor (V) -> WidgetPresenter) {
        registry.register(type, make)
    }

    /// A presenter for `view`, showing its current state.
    static func make(for view: View) -> WidgetPresenter {
        registry.presenter(for: view)
    }

    private static func builtIns() -> PresenterRegistry<WidgetPresenter> {
        let registry = PresenterRegistry<WidgetPresenter> { ContainerPresenter(view: $0) }
        registry.register(TableView.self) { TablePresenter(table: $0) }
        registry.register(TableViewCell.self) { CellPresenter(cell: $0) }
        registry.register(CollectionView.self) { CollectionPresenter(collectionView: $0) }
        registry.register(CollectionViewCell.self) { CollectionCellPresenter(cell: $0) }
        registry.register(Label.self) { LabelPresenter(label: $0) }
        registry.register(Button.self) { ButtonPresenter(button: $0) }
        registry.register(TextField.self) { TextFieldPresenter(field: $0) }
        registry.register(Switch.self) { SwitchPresenter(control: $0) }
        registry.register(Slider.self) { SliderPresenter(slider: $0) }
        registry.register(Stepper.self) { StepperPresenter(stepper: $0) }
        registry.register(ProgressView.self) { ProgressViewPresenter(progressView: $0) }
        registry.register(ActivityIndicatorView.self) { ActivityIndicatorPresenter(indicator: $0) }
        registry.register(RefreshControl.self) { RefreshControlPresenter(control: $0) }
        registry.register(SegmentedControl.self) { SegmentedControlPresenter(control: $0) }
        registry.register(TabBar.self) { TabBarPresenter(tabBar: $0) }
        registry.register(PageControl.self) { PageControlPresenter(control: $0) }
        registry.register(PickerView.self) { PickerViewPresenter(picker: $0) }
        registry.register(TextView.self) { TextViewPresenter(textView: $0) }
        registry.register(SearchBar.self) { SearchBarPresenter(searchBar: $0) }
        registry.register(DatePicker.self) { DatePickerPresenter(picker: $0) }
        registry.register(ImageView.self) { ImageViewPresenter(imageView: $0) }
        registry.register(ScrollView.self) { ScrollViewPresenter(scrollView: $0) }
        registry.register(MapView.self) { MapViewPresenter(view: $0) }
        registry.register(WebView.self) { WebViewPresenter(view: $0) }
        return registry
    }
}
#endif
