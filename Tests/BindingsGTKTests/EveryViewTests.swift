#if GTK
import Testing

/// Every class the kit registers shows in a window with a presenter of its own kind and the GTK
/// widget the README's table names, made by element name as markup makes it; a class added to the
/// kit without a presenter would show here as a plain box.
@Suite struct EveryViewTests {
    @Test func everyViewOfTheKitHasItsWidget() throws {
        let run = try ScenarioRun("every-view")
        #expect(run.errors == "")
        #expect(run.status == 0)
        #expect(run.lines == [
            "View: ContainerPresenter GtkBox",
            "Control: ContainerPresenter GtkBox",
            "Label: LabelPresenter GtkLabel",
            "ImageView: ImageViewPresenter GtkPicture",
            "TextField: TextFieldPresenter GtkEntry",
            "Button: ButtonPresenter GtkButton",
            "TextView: TextViewPresenter GtkScrolledWindow",
            "Switch: SwitchPresenter GtkSwitch",
            "Slider: SliderPresenter GtkScale",
            "Stepper: StepperPresenter GtkSpinButton",
            "ProgressView: ProgressViewPresenter GtkProgressBar",
            "ActivityIndicatorView: ActivityIndicatorPresenter GtkSpinner",
            "RefreshControl: RefreshControlPresenter GtkSpinner",
            "SegmentedControl: SegmentedControlPresenter GtkBox",
            "DatePicker: DatePickerPresenter GtkBox",
            "PickerView: PickerViewPresenter GtkBox",
            "TabBar: TabBarPresenter GtkBox",
            "PageControl: PageControlPresenter GtkBox",
            "SearchBar: SearchBarPresenter GtkSearchEntry",
            "MapView: MapViewPresenter GtkLabel",
            "WebView: WebViewPresenter GtkLabel",
            "Spacer: ContainerPresenter GtkBox",
            "ColumnView: ContainerPresenter GtkBox",
            "RowView: ContainerPresenter GtkBox",
            "AxisStackView: ContainerPresenter GtkBox",
            "ScrollView: ScrollViewPresenter GtkOverlay",
            "PageView: ContainerPresenter GtkBox",
            "AnchorView: ContainerPresenter GtkBox",
            "LayerView: ContainerPresenter GtkBox",
            "RootView: ContainerPresenter GtkBox",
            "VisualEffectView: ContainerPresenter GtkBox",
            "TableView: TablePresenter GtkOverlay",
            "TableViewCell: CellPresenter GtkBox",
            "TableViewHeaderFooterView: ContainerPresenter GtkBox",
            "CollectionView: CollectionPresenter GtkOverlay",
            "CollectionViewCell: CollectionCellPresenter GtkBox",
        ])
    }
}
#endif
