import Bindings

/// The bar at the top of a ``NavigationController``'s screen: `UINavigationBar`, showing the top
/// item's title and bar button items, and a back button titled after the item below it.
///
/// The bar holds a stack of ``NavigationItem``s, one per controller of its navigation controller,
/// and follows every change of the top two items and of the items' buttons. Each
/// ``BarButtonItem`` it shows is a ``Button`` among its subviews (``button(for:)``); the back
/// button is ``backButton``, and tapping it pops the navigation controller.
///
/// It is ``barHeight`` points tall: its title on the first line of the text picture, a rule on the
/// second.
open class NavigationBar: View {
    /// The items, one per screen, the top one last.
    public private(set) var items: [NavigationItem] = []
    /// The button that goes back to the screen below; hidden at the root or when the top item
    /// hides it.
    public let backButton = Button()
    /// The top item's title.
    public let titleLabel = Label()
    /// The buttons of the top item's bar button items, and the items.
    private var itemButtons: [(item: BarButtonItem, button: Button, leading: Bool)] = []
    /// What the bar follows: the top two items, and the buttons' items.
    private var watches = KeyWatches()
    /// Called when the back button is tapped.
    var backAction: (@MainActor () -> Void)?

    /// UIKit's height of a navigation bar.
    nonisolated public static let barHeight = 44.0
    /// The space between the bar's edge and its first button, and between buttons.
    nonisolated static let padding = 8.0

    /// An empty bar: no items, no back button.
    public required init() {
        super.init()
        titleLabel.font = Font.system(weight: .bold)
        titleLabel.textAlignment = .center
        backButton.addAction { [weak self] in self?.backAction?() }
        addSubview(backButton)
        addSubview(titleLabel)
        update()
    }

    /// The item on top, whose title and buttons the bar shows.
    public var topItem: NavigationItem? { items.last }

    /// The item below the top one, which the back button goes back to.
    public var backItem: NavigationItem? { items.count > 1 ? items[items.count - 2] : nil }

    /// Shows `items`, the top one last.
    public func setItems(_ items: [NavigationItem]) {
        guard items.map(ObjectIdentifier.init) != self.items.map(ObjectIdentifier.init) else { return }
        self.items = items
        observeItems()
        update()
    }

    /// The button the bar shows for `item`, or `nil` when `item` is not on the top item.
    public func button(for item: BarButtonItem) -> Button? {
        itemButtons.first { $0.item === item }?.button
    }

    /// The title the back button shows: the back item's back button title, else its title, else
    /// "Back".
    public var backButtonTitle: String {
        guard let backItem else { return "" }
        let title = backItem.backButtonTitle ?? backItem.displayedTitle
        return title.isEmpty ? "Back" : title
    }

    /// Whether the back button is shown.
    public var showsBackButton: Bool {
        backItem != nil && topItem?.hidesBackButton != true
    }

    private func observeItems() {
        watches.removeAll()
        let topKeys = ["title", "hidesBackButton", "leftBarButtonItems", "rightBarButtonItems"]
        let update: @MainActor () -> Void = { [weak self] in self?.update() }
        for (item, keys) in [(topItem, topKeys), (backItem, ["title", "backButtonTitle"])] {
            guard let item else { continue }
            watches.watch(item, keys, update)
            if let controller = item.controller { watches.watch(controller, ["title"], update) }
        }
    }

    /// Shows the top item as it is now.
    private func update() {
        backButton.title = "‹ " + backButtonTitle
        backButton.isHidden = !showsBackButton
        titleLabel.text = topItem?.displayedTitle
        let leading = topItem?.leftBarButtonItems ?? [], trailing = topItem?.rightBarButtonItems ?? []
        let wanted = leading.map { ($0, true) } + trailing.map { ($0, false) }
        if wanted.map({ ObjectIdentifier($0.0) }) != itemButtons.map({ ObjectIdentifier($0.item) }) {
            for entry in itemButtons { entry.button.removeFromSuperview() }
            itemButtons = wanted.map { item, isLeading in (item, makeButton(for: item), isLeading) }
            for entry in itemButtons { addSubview(entry.button) }
            observeButtons()
        }
        for entry in itemButtons { show(entry.item, in: entry.button) }
        setNeedsLayout()
    }

    private func makeButton(for item: BarButtonItem) -> Button {
        let button = Button()
        button.addAction { [weak item] in item?.userDidTap() }
        return button
    }

    private func observeButtons() {
        observeItems()
        for entry in itemButtons {
            watches.watch(entry.item, ["title", "image", "isEnabled", "style", "systemItem"]) { [weak self] in self?.update() }
        }
    }

    private func show(_ item: BarButtonItem, in button: Button) {
        button.title = item.displayedTitle
        button.isEnabled = item.isEnabled
        button.font = Font.system(weight: item.style == .done ? .bold : .regular)
    }

    // MARK: Layout

    /// The proposed width, ``barHeight`` tall.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : 320, height: Self.barHeight)
    }

    /// The back button and leading items from the leading edge, the trailing items from the
    /// trailing edge, the title centred in the bar when it fits between them, else in the room
    /// between them.
    open override func layoutSubviews() {
        let height = frame.height
        var leadingEdge = Self.padding, trailingEdge = frame.width - Self.padding
        func place(_ view: View, fromLeading: Bool) {
            let size = view.fittingSize(for: Size(width: .infinity, height: height))
            let x = fromLeading ? leadingEdge : trailingEdge - size.width
            view.frame = Rect(x: x, y: ((height - size.height) / 2).rounded(.down), width: size.width, height: size.height)
            if fromLeading { leadingEdge += size.width + Self.padding } else { trailingEdge -= size.width + Self.padding }
        }
        if !backButton.isHidden { place(backButton, fromLeading: true) }
        for entry in itemButtons where entry.leading { place(entry.button, fromLeading: true) }
        for entry in itemButtons where !entry.leading { place(entry.button, fromLeading: false) }
        let title = titleLabel.fittingSize(for: Size(width: .infinity, height: height))
        let room = max(0, trailingEdge - leadingEdge)
        let centred = (frame.width - title.width) / 2
        let x = centred >= leadingEdge && centred + title.width <= trailingEdge ? centred : leadingEdge
        titleLabel.frame = Rect(x: x.rounded(.down), y: ((height - title.height) / 2).rounded(.down),
                                width: min(title.width, room), height: title.height)
    }
}

// A rule under the bar's buttons, on its last line.
extension NavigationBar: TextBarDrawing, SVGDrawing {
    /// Draws `─` across the bar's last row.
    public func draw(in canvas: inout TextCanvas) {
        guard canvas.rows > 1 else { return }
        canvas.write(String(repeating: "─", count: canvas.columns), row: canvas.rows - 1)
    }

    /// Draws a line along the bar's bottom edge.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(Rect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1), fill: Color(red: 0.8, green: 0.8, blue: 0.8))
    }
}
