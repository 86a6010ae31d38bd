import Bindings

/// A button in a navigation bar: `UIBarButtonItem`, with its title or image, style and action.
///
/// Its action is a target and a method, held weakly as UIKit holds its target, or a closure:
///
/// ```swift
/// navigationItem.rightBarButtonItems = [BarButtonItem(title: "Sort", target: self, action: ListController.showSortOptions)]
/// navigationItem.leftBarButtonItems = [BarButtonItem(barButtonSystemItem: .add) { _ in model.add() }]
/// ```
///
/// Markup declares one inside `<navigationItem>` as `<rightBarButtonItem title="Sort"
/// onPrimaryActionTriggered="showSortOptions"/>`. Its properties are observable, and bindable
/// (`enabled="$viewModel.canSave"`): the bar that shows the item follows them.
/// ``userDidTap()`` stands for a click on the button a bar shows for it.
@MainActor
public final class BarButtonItem: KeyValueCoding, MainActorBindingTarget {
    /// How an item is drawn: plainly, or as the bar's one suggested action.
    public enum Style: String, NamedEnumeration {
        /// A plain button.
        case plain
        /// The screen's main action, drawn emphasized (UIKit's bold Done).
        case done

        /// The type's own names plus UIKit's `UIBarButtonItemStyle` and `UIBarButtonItem.Style`.
        public static var caseNamePrefixes: [String] { ["Style", "BarButtonItemStyle", "UIBarButtonItemStyle"] }
    }

    /// The title, or `nil` for the system item's or none.
    @Observed public var title: String? = nil
    /// The name of the image shown instead of the title, or `nil` for none.
    @Observed public var image: String? = nil
    /// How the item is drawn.
    @Observed public var style = Style.plain
    /// Whether the item responds to clicks. Markup may spell it `enabled`.
    @Observed public var isEnabled = true
    /// The system item UIKit titles and draws, or `nil`; markup's `systemItem="add"`.
    @Observed public var systemItem: BarButtonSystemItem? = nil
    /// A number the app may use to tell items apart.
    @Observed public var tag = 0

    private var actions: [@MainActor (BarButtonItem) -> Void] = []

    /// An item with no title and no action, to configure by property (as markup does).
    public init() {}

    /// An item titled `title`, calling `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(title: String?, style: Style = .plain, target: Target,
                                               action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        addAction(target: target, action: action)
    }

    /// An item showing the image named `image`, calling `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(image: String?, style: Style = .plain, target: Target,
                                               action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void) {
        self.init()
        self.image = image
        self.style = style
        addAction(target: target, action: action)
    }

    /// A system item, calling `action` on `target` when clicked.
    public convenience init<Target: AnyObject>(barButtonSystemItem systemItem: BarButtonSystemItem, target: Target,
                                               action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void) {
        self.init()
        self.systemItem = systemItem
        addAction(target: target, action: action)
    }

    /// A system item calling `primaryAction` when clicked.
    public convenience init(barButtonSystemItem systemItem: BarButtonSystemItem,
                            primaryAction: (@MainActor (BarButtonItem) -> Void)? = nil) {
        self.init()
        self.systemItem = systemItem
        if let primaryAction { addAction(primaryAction) }
    }

    /// An item with a title or an image, calling `primaryAction` when clicked.
    public convenience init(title: String? = nil, image: String? = nil, style: Style = .plain,
                            primaryAction: (@MainActor (BarButtonItem) -> Void)? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.style = style
        if let primaryAction { addAction(primaryAction) }
    }

    /// Adds `action`, called with the item on each click after those added before.
    public func addAction(_ action: @escaping @MainActor (BarButtonItem) -> Void) {
        actions.append(action)
    }

    /// Adds `action` on `target`, which the item holds weakly: once the target is gone the action
    /// does nothing.
    public func addAction<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> (BarButtonItem) -> Void) {
        actions.append { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    /// How many actions the item calls.
    public var actionCount: Int { actions.count }

    /// A click on the item: calls its actions in order, unless it is disabled.
    public func userDidTap() {
        guard isEnabled else { return }
        sendActions()
    }

    /// Calls the item's actions in order, enabled or not, as code may.
    public func sendActions() {
        // An action may add more; the click goes to those added when it came.
        for action in actions { action(self) }
    }

    /// What a bar shows as the item's text: its title, else its system item's title, else its
    /// image's name.
    public var displayedTitle: String {
        title ?? systemItem?.title ?? image ?? ""
    }

    /// ``isEnabled`` under UIKit's markup name.
    nonisolated public var enabled: Bool {
        get { MainActor.assumeIsolated { isEnabled } }
        set { MainActor.assumeIsolated { isEnabled = newValue } }
    }

    /// `enabled`, for markup.
    nonisolated public static var computedKeys: [String: ComputedKey] { itemComputedKeys }

    nonisolated private static let itemComputedKeys: [String: ComputedKey] = [
        "enabled": ComputedKey(\BarButtonItem.enabled, dependsOn: "isEnabled"),
    ]
}
