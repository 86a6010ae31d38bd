import Bindings

/// The tab of a controller in a ``TabBarController``: `UITabBarItem`, its title, image and badge.
///
/// Every ``ViewController`` has one (``ViewController/tabBarItem``). Its properties are observable
/// and bindable (markup's `<tabBarItem badgeValue="$viewModel.unread"/>`): the tab follows them.
@MainActor
public final class TabBarItem: KeyValueCoding, MainActorBindingTarget {
    /// The title, or `nil` for the system item's or the controller's ``ViewController/title``.
    @Observed public var title: String? = nil
    /// The name of the tab's image, or `nil` for none.
    @Observed public var image: String? = nil
    /// The text of the badge over the tab (a count), or `nil` for none.
    @Observed public var badgeValue: String? = nil
    /// The system item UIKit titles and draws, or `nil`.
    @Observed public var systemItem: TabBarSystemItem? = nil
    /// A number the app may use to tell tabs apart.
    @Observed public var tag = 0

    /// An item titled `title` with the image named `image`.
    public init(title: String? = nil, image: String? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A system item.
    public init(tabBarSystemItem: TabBarSystemItem, tag: Int = 0) {
        systemItem = tabBarSystemItem
        self.tag = tag
    }

    /// Whether the item says nothing of its own: no title, image, badge or system item.
    var isEmpty: Bool {
        title == nil && image == nil && badgeValue == nil && systemItem == nil
    }
}

extension ViewController {
    /// The tab this controller has in a ``TabBarController``.
    public var tabBarItem: TabBarItem {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = TabBarItem()
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }

    /// The title the tab shows for this controller: its tab bar item's, else its system item's,
    /// else its own title.
    public var displayedTabTitle: String {
        let shown = tabItemSource
        let item = shown.tabBarItem
        return item.title ?? item.systemItem?.title ?? shown.title ?? ""
    }

    /// The controller whose tab bar item and title a tab shows for this one: itself, or for a
    /// navigation controller whose own item says nothing, its root's (an app sets the item of the
    /// screen it puts in the stack).
    public var tabItemSource: ViewController {
        guard let navigation = self as? NavigationController, let root = navigation.viewControllers.first,
              navigation.tabBarItem.isEmpty, navigation.title == nil else { return self }
        return root.tabItemSource
    }

    /// The nearest tab bar controller among the controller's containers, or `nil`.
    public var tabBarController: TabBarController? {
        nearestContainer(TabBarController.self)
    }
}
