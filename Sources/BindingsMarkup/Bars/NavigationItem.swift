import Bindings

/// What a navigation bar shows while its controller is on top: `UINavigationItem`, the title and
/// the bar button items of one screen, and the back button's title for the screen above it.
///
/// Every ``ViewController`` has one (``ViewController/navigationItem``). Its properties are
/// observable and bindable: markup's `<navigationItem title="$viewModel.title">` keeps the bar's
/// title on the view model's.
@MainActor
public final class NavigationItem: KeyValueCoding, MainActorBindingTarget {
    /// The title, or `nil` for the controller's ``ViewController/title``.
    @Observed public var title: String? = nil
    /// The title of the back button that returns to this screen from the one pushed over it, or
    /// `nil` for this screen's title (UIKit's, which says "Back" when there is none).
    @Observed public var backButtonTitle: String? = nil
    /// Whether the bar leaves out the back button while this screen is on top.
    @Observed public var hidesBackButton = false
    /// The items at the bar's leading edge, after the back button, leading first.
    @Observed public var leftBarButtonItems: [BarButtonItem] = []
    /// The items at the bar's trailing edge, trailing first, as UIKit orders them.
    @Observed public var rightBarButtonItems: [BarButtonItem] = []

    /// The controller whose item this is, whose title stands in for a missing one.
    weak var controller: ViewController?

    /// An item titled `title`.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The title a bar shows: ``title``, else its controller's title, else nothing.
    public var displayedTitle: String {
        title ?? controller?.title ?? ""
    }

    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The first of ``rightBarButtonItems``; setting it replaces them all.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// Every bar button item, leading ones first.
    public var allBarButtonItems: [BarButtonItem] {
        leftBarButtonItems + rightBarButtonItems
    }
}

extension ViewController {
    /// The item a navigation bar shows while this controller is on top of a
    /// ``NavigationController``: its title, bar button items and back button's title.
    public var navigationItem: NavigationItem {
        if let navigationItemStorage { return navigationItemStorage }
        let item = NavigationItem()
        item.controller = self
        navigationItemStorage = item
        return item
    }

    /// The nearest navigation controller among the controller's containers, or `nil`.
    public var navigationController: NavigationController? {
        nearestContainer(NavigationController.self)
    }
}
