import BindingsMarkup
import Testing

extension Views {
    @Suite("View kit registry") @MainActor
    struct ViewKitTests {
        @Test func everyNameMapsToItsClass() {
            let names = ViewKit.viewTypes.mapValues { String(describing: $0) }
            #expect(names == [
                "View": "View", "Control": "Control", "UIControl": "Control", "Label": "Label", "ImageView": "ImageView", "TextField": "TextField",
                "Button": "Button", "Switch": "Switch", "Slider": "Slider", "Stepper": "Stepper",
                "ProgressView": "ProgressView", "ActivityIndicatorView": "ActivityIndicatorView",
                "RefreshControl": "RefreshControl", "UIRefreshControl": "RefreshControl",
                "Spacer": "Spacer", "ColumnView": "ColumnView", "TextView": "TextView", "DatePicker": "DatePicker",
                "PickerView": "PickerView", "SegmentedControl": "SegmentedControl", "TabBar": "TabBar",
                "UITextView": "TextView", "UIDatePicker": "DatePicker", "LMPickerView": "PickerView", "UIPickerView": "PickerView",
                "UISegmentedControl": "SegmentedControl", "LMSegmentedControl": "SegmentedControl", "UITabBar": "TabBar",
                "PageControl": "PageControl", "UIPageControl": "PageControl", "PageView": "PageView", "LMPageView": "PageView",
                "SearchBar": "SearchBar", "UISearchBar": "SearchBar", "MapView": "MapView", "MKMapView": "MapView",
                "WebView": "WebView", "WKWebView": "WebView", "ScrollView": "ScrollView", "LMScrollView": "ScrollView",
                "UIScrollView": "ScrollView", "AnchorView": "AnchorView", "LMAnchorView": "AnchorView",
                "LayerView": "LayerView", "LMLayerView": "LayerView", "RootView": "RootView", "LMRootView": "RootView",
                "VisualEffectView": "VisualEffectView", "UIVisualEffectView": "VisualEffectView",
                "RowView": "RowView", "AxisStackView": "AxisStackView", "UIStackView": "AxisStackView", "TableView": "TableView", "TableViewCell": "TableViewCell",
                "UIView": "View", "UILabel": "Label", "UIImageView": "ImageView", "UITextField": "TextField",
                "UIButton": "Button", "UISwitch": "Switch", "UISlider": "Slider", "UIStepper": "Stepper",
                "UIProgressView": "ProgressView", "UIActivityIndicatorView": "ActivityIndicatorView",
                "LMSpacer": "Spacer", "LMColumnView": "ColumnView",
                "LMRowView": "RowView", "UITableView": "TableView", "LMTableView": "TableView",
                "UITableViewCell": "TableViewCell", "LMTableViewCell": "TableViewCell",
                "TableViewHeaderFooterView": "TableViewHeaderFooterView", "UITableViewHeaderFooterView": "TableViewHeaderFooterView",
                "LMTableViewHeaderFooterView": "TableViewHeaderFooterView",
                "CollectionView": "CollectionView", "UICollectionView": "CollectionView", "LMCollectionView": "CollectionView",
                "CollectionViewCell": "CollectionViewCell", "UICollectionViewCell": "CollectionViewCell",
                "LMCollectionViewCell": "CollectionViewCell",
            ])
        }

        @Test(arguments: ["UILabel", "LMColumnView", "LMTableViewCell", "Spacer", "View"])
        func typesInstantiateByName(name: String) throws {
            let type = try #require(ViewKit.viewTypes[name])
            let view = type.init()
            #expect(ObjectIdentifier(Swift.type(of: view)) == ObjectIdentifier(type))
        }
    }
}
