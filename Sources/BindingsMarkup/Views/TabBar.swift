import Bindings

/// A bar of items, one of them selected: `UITabBar` in MarkupKit documents.
///
/// Markup gives the items as `<item type="featured" name="featured"/>` (a system item, titled by
/// UIKit) or `<item title="Pets" image="pets" name="pets"/>`. ``selectedItem`` is `nil` until one is
/// selected; `value` (a computed key, two-way bindable) is the selected item's name.
/// ``userDidSelectItem(at:)`` stands for a tap: it selects the item, then sends `ValueChanged`.
/// Its content size is UIKit's 49 points tall, 64 points an item wide.
open class TabBar: Control {
    /// One item: a system item or a title and image, and the name the app knows it by.
    public struct Item: Sendable, Equatable {
        /// The system item, or `nil` for one with its own title.
        public var systemItem: TabBarSystemItem?
        /// The title shown: the system item's, or the item's own.
        public var title: String
        /// The name of the item's image, or `nil`.
        public var image: String?
        /// The name the app finds the item by (MarkupKit's `name`), or `nil`.
        public var name: String?

        /// An item titled by UIKit's `systemItem`.
        public init(systemItem: TabBarSystemItem, name: String? = nil) {
            self.systemItem = systemItem
            self.title = systemItem.title
            self.name = name
        }

        /// An item with its own `title` and `image`.
        public init(title: String, image: String? = nil, name: String? = nil) {
            self.title = title
            self.image = image
            self.name = name
        }
    }

    /// The items, left to right.
    @Observed public var items: [Item] = []
    /// The selected item, or `nil` for none.
    @Observed public var selectedItem: Item? = nil

    /// UIKit's height of a tab bar.
    nonisolated public static let barHeight = 49.0
    /// The width each item asks for.
    nonisolated public static let itemWidth = 64.0

    /// Adds `items`.
    nonisolated open override class var layoutKeys: [String] {
        super.layoutKeys + ["items"]
    }

    /// The control keys plus `value`.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        tabBarComputedKeys
    }

    nonisolated private static let tabBarComputedKeys = Control.computedKeys.merging([
        "value": ComputedKey(\TabBar.value, dependsOn: "selectedItem"),
    ]) { _, own in own }

    /// The selected item's name; setting it selects the first item with that name, or none.
    nonisolated public var value: String? {
        get { MainActor.assumeIsolated { selectedItem?.name } }
        set {
            MainActor.assumeIsolated {
                selectedItem = items.first { $0.name != nil && $0.name == newValue }
            }
        }
    }

    /// `ValueChanged`, each time the user selects an item.
    nonisolated open override class var markupEvents: [ControlEvent] { [.valueChanged] }

    /// The first item named `name`, or `nil`.
    public func item(named name: String) -> Item? {
        items.first { $0.name == name }
    }

    /// Simulates a tap on the item at `index`: selects it (none for an index out of range), then
    /// sends `ValueChanged`.
    public func userDidSelectItem(at index: Int) {
        guard isEnabled else { return }
        selectedItem = items.indices.contains(index) ? items[index] : nil
        sendActions(for: .valueChanged)
    }

    /// ``itemWidth`` per item, ``barHeight`` tall.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(Self.itemWidth * Double(items.count), proposal.width), height: Self.barHeight)
    }
}

// A tab bar takes `<item>` elements.
extension TabBar: MarkupItemContainer {
    /// `item`, with a system `type` or a `title`, an `image` and a `name`.
    nonisolated public static var markupItemKinds: [MarkupItemKind] {
        [MarkupItemKind("item", attributes: ["type", "title", "image", "name"])]
    }

    /// Appends the item: a system item when it has a `type`, else one with its `title`.
    public func addMarkupItem(_ item: MarkupItem) throws(MarkupItemFailure) {
        if let type = item["type"] {
            do {
                items.append(Item(systemItem: try TabBarSystemItem(parsing: type), name: item["name"]))
            } catch {
                throw MarkupItemFailure(attribute: "type", value: type, error)
            }
        } else if let title = item["title"] {
            items.append(Item(title: title, image: item["image"], name: item["name"]))
        } else {
            throw MarkupItemFailure(attribute: "type", value: "", expected: "a system item type or a title")
        }
    }
}

// The items evenly across the bar, the selected one between brackets (text) or in the accent color.
extension TabBar: TextDrawing, SVGDrawing {
    /// Draws each item's title centered in its share of the columns, on the middle row.
    public func draw(in canvas: inout TextCanvas) {
        guard !items.isEmpty else { return }
        let share = canvas.columns / items.count
        for (index, item) in items.enumerated() {
            let selected = item == selectedItem
            let title = selected ? "[" + item.title.renderable + "]" : item.title.renderable
            let shown = String(title.prefix(max(0, share - 1)))
            canvas.write(shown, column: index * share + max(0, (share - shown.count) / 2), row: canvas.rows / 2,
                         style: TextCanvas.Style(bold: selected, dim: !selected))
        }
    }

    /// Draws the bar's top line and each title centered in its share, the selected one in the accent color.
    public func draw(in canvas: inout SVGCanvas) {
        let frame = canvas.frame
        canvas.rectangle(Rect(x: frame.minX, y: frame.minY, width: abs(frame.width), height: 0.5), fill: SVGRenderer.outline)
        guard !items.isEmpty else { return }
        let share = abs(frame.width) / Double(items.count)
        let font = Font.system(size: 10)
        for (index, item) in items.enumerated() {
            canvas.text(item.title, x: frame.minX + (Double(index) + 0.5) * share, baseline: frame.maxY - 8, font: font,
                        color: item == selectedItem ? SVGRenderer.accent : SVGRenderer.outline, anchor: .middle)
        }
    }
}
