/// The view classes of the kit by element name: the one registry of the names markup may use.
///
/// Each class is listed once, under its own name (`Label`) and the names MarkupKit documents use for
/// it (`UILabel`, `LMColumnView`), so documents written for MarkupKit load unchanged. Adding a view to
/// the kit is one line here. Every class has a `required init()`: `ViewKit.viewTypes["UILabel"]?.init()`
/// creates a ``Label``. Apps add their own classes per loader (``MarkupElementTypes/register(_:as:)``).
public enum ViewKit {
    /// One class of the kit and the element names that create it.
    public struct Element: Sendable {
        /// The class.
        public let type: View.Type
        /// The kit's name for it.
        public let name: String
        /// The names MarkupKit documents use for it.
        public let markupKitNames: [String]

        init(_ type: View.Type, _ name: String, markupKit markupKitNames: String...) {
            self.type = type
            self.name = name
            self.markupKitNames = markupKitNames
        }
    }

    /// Every class of the kit, in the order the documentation lists them.
    public static let elements: [Element] = [
        Element(View.self, "View", markupKit: "UIView"),
        Element(Control.self, "Control", markupKit: "UIControl"),
        Element(Label.self, "Label", markupKit: "UILabel"),
        Element(ImageView.self, "ImageView", markupKit: "UIImageView"),
        Element(TextField.self, "TextField", markupKit: "UITextField"),
        Element(Button.self, "Button", markupKit: "UIButton"),
        Element(TextView.self, "TextView", markupKit: "UITextView"),
        Element(Switch.self, "Switch", markupKit: "UISwitch"),
        Element(Slider.self, "Slider", markupKit: "UISlider"),
        Element(Stepper.self, "Stepper", markupKit: "UIStepper"),
        Element(ProgressView.self, "ProgressView", markupKit: "UIProgressView"),
        Element(ActivityIndicatorView.self, "ActivityIndicatorView", markupKit: "UIActivityIndicatorView"),
        Element(RefreshControl.self, "RefreshControl", markupKit: "UIRefreshControl"),
        Element(SegmentedControl.self, "SegmentedControl", markupKit: "UISegmentedControl", "LMSegmentedControl"),
        Element(DatePicker.self, "DatePicker", markupKit: "UIDatePicker"),
        Element(PickerView.self, "PickerView", markupKit: "LMPickerView", "UIPickerView"),
        Element(TabBar.self, "TabBar", markupKit: "UITabBar"),
        Element(PageControl.self, "PageControl", markupKit: "UIPageControl"),
        Element(SearchBar.self, "SearchBar", markupKit: "UISearchBar"),
        Element(MapView.self, "MapView", markupKit: "MKMapView"),
        Element(WebView.self, "WebView", markupKit: "WKWebView"),
        Element(Spacer.self, "Spacer", markupKit: "LMSpacer"),
        Element(ColumnView.self, "ColumnView", markupKit: "LMColumnView"),
        Element(RowView.self, "RowView", markupKit: "LMRowView"),
        Element(AxisStackView.self, "AxisStackView", markupKit: "UIStackView"),
        Element(ScrollView.self, "ScrollView", markupKit: "LMScrollView", "UIScrollView"),
        Element(PageView.self, "PageView", markupKit: "LMPageView"),
        Element(AnchorView.self, "AnchorView", markupKit: "LMAnchorView"),
        Element(LayerView.self, "LayerView", markupKit: "LMLayerView"),
        Element(RootView.self, "RootView", markupKit: "LMRootView"),
        Element(VisualEffectView.self, "VisualEffectView", markupKit: "UIVisualEffectView"),
        Element(TableView.self, "TableView", markupKit: "UITableView", "LMTableView"),
        Element(TableViewCell.self, "TableViewCell", markupKit: "UITableViewCell", "LMTableViewCell"),
        Element(TableViewHeaderFooterView.self, "TableViewHeaderFooterView",
                markupKit: "UITableViewHeaderFooterView", "LMTableViewHeaderFooterView"),
        Element(CollectionView.self, "CollectionView", markupKit: "UICollectionView", "LMCollectionView"),
        Element(CollectionViewCell.self, "CollectionViewCell", markupKit: "UICollectionViewCell", "LMCollectionViewCell"),
    ]

    /// Every element name the kit understands: its own names and MarkupKit's.
    public static let viewTypes: [String: View.Type] = Dictionary(
        uniqueKeysWithValues: elements.flatMap { element in ([element.name] + element.markupKitNames).map { ($0, element.type) } })
}
