#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import CGtk
import Dispatch

/// A color of MarkupKit's collection view example: the cell document binds to these.
final class ColorCell: CollectionViewCell {
    @Observed var index: String? = nil
    @Observed var color: Color? = nil
    @Observed var value: String? = nil
}

/// MarkupKit's collection view example in its dialect: a grid of sixteen colors, each cell from a
/// `<root>` document bound to the cell's own keys; the delegate prints what the user selects.
@MainActor
final class ColorGrid: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    static let palette = [
        "#ffffff", "#c0c0c0", "#808080", "#000000", "#ff0000", "#800000", "#ffff00", "#808000",
        "#00ff00", "#008000", "#00ffff", "#008080", "#0000ff", "#000080", "#ff00ff", "#800080",
    ]

    static let cellTemplate: MarkupTemplate? = try? MarkupLoader(bundles: []).template(source: """
        <root layoutMarginTop="0" layoutMarginBottom="0">
            <LMColumnView>
                <UILabel text="$index" textAlignment="center" font="System 16"/>
                <UIView weight="1" backgroundColor="$color" layer.borderWidth="0.5"/>
                <UILabel text="$value" textAlignment="center" font="System 12"/>
            </LMColumnView>
        </root>
        """, file: "ColorCell.xml")

    /// The colors shown, changed by the scenario.
    var colors = palette

    init() {
        super.init(loader: MarkupLoader(bundles: []))
    }

    override func loadView() throws(MarkupDiagnostics) -> View {
        let view = try loader.template(source: """
            <LMCollectionView style="flowLayoutCollectionView"
                collectionViewLayout.itemWidth="80" collectionViewLayout.itemHeight="80"
                collectionViewLayout.sectionInsetLeft="8" collectionViewLayout.sectionInsetRight="8"
                collectionViewLayout.minimumLineSpacing="20"/>
            """, file: "ColorGrid.xml").instantiate(owner: self)
        guard let grid = view as? CollectionView else { return view }
        grid.register(forCellWithReuseIdentifier: "color") {
            let cell = ColorCell()
            _ = try? Self.cellTemplate?.instantiate(owner: cell, root: cell)
            return cell
        }
        grid.dataSource = self
        grid.delegate = self
        return grid
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "color", for: indexPath) as? ColorCell ?? ColorCell()
        cell.index = String(indexPath.item)
        cell.color = try? Color(parsing: colors[indexPath.item])
        cell.value = colors[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: TableIndexPath) {
        print("delegate: selected \(indexPath) \(colors[indexPath.item])")
    }
}

/// A long grid of `ListItem`s, each cell a content cell bound to its item's title; the collection
/// view makes the cell let go of its item when the item stops showing.
@MainActor
final class ItemGrid: ViewController, CollectionViewDataSource {
    let items: [ListItem]

    static let cellTemplate: MarkupTemplate? = try? MarkupLoader(bundles: []).template(source: """
        <root layoutMargins="0"><UILabel font="System 14" text="$content.title"/></root>
        """, file: "ItemCell.xml")

    init(count: Int) {
        items = (0..<count).map { ListItem(title: "Item \($0 + 1)") }
        super.init(loader: MarkupLoader(bundles: []))
    }

    override func loadView() throws(MarkupDiagnostics) -> View {
        let grid = CollectionView()
        grid.collectionViewLayout.itemSize = Size(width: 100, height: 40)
        grid.register(forCellWithReuseIdentifier: "item") {
            let cell = CollectionViewContentCell()
            _ = try? Self.cellTemplate?.instantiate(owner: cell, root: cell)
            return cell
        }
        grid.dataSource = self
        return grid
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: TableIndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath) as? CollectionViewContentCell
            ?? CollectionViewContentCell()
        cell.content = items[indexPath.item]
        return cell
    }
}

/// Collection views in GtkGridView: the grid shows the items in order at the flow layout's item
/// size and columns, selecting an item reaches the delegate, item widgets stay bounded however far
/// a long grid scrolls with each bound item observed once, and closing frees everything.
@MainActor
enum CollectionScenarios {
    static func colors(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        try showColors()
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    static func recycling(_ arguments: [String]) throws {
        let baseline = LiveObjects()
        try scrollItems(count: Int(arguments.first ?? "") ?? 10_000, width: arguments.count > 1 ? Int(arguments[1]) ?? 320 : 320)
        GTK.iterate(for: 0.2)
        print("after closing: \(LiveObjects().difference(from: baseline))")
    }

    private static func showColors() throws {
        let controller = ColorGrid()
        let window = Window(title: "Colors", controller: controller, width: 320, height: 400)
        window.present()
        guard window.settle(), let grid = controller.view as? CollectionView else { throw ScenarioError("the window did not settle") }
        print(window.describeWidgets().first ?? "no widgets")
        print("frames: " + window.itemFrames(of: grid).prefix(4).joined(separator: ", ")
            + "; in the kit: " + (0..<4).compactMap { grid.frameOfItem(at: TableIndexPath(item: $0, section: 0))?.description }.joined(separator: ", "))
        print("items: " + ScenarioWidgets.items(of: grid, in: window).joined(separator: ", "))
        gtk_widget_activate_action_variant(try ScenarioWidgets.listWidget(of: grid), "list.activate-item", g_variant_new_uint32(4))
        try Scenario.settle(window)
        print("selected: \(grid.indexPathsForSelectedItems); items: " + ScenarioWidgets.items(of: grid, in: window).prefix(6).joined(separator: ", "))
        // Items change by index: the grid's model reports the splices, and the other items keep their cells.
        let before = cellsByValue(grid)
        controller.colors.remove(at: 1)
        controller.colors.insert("#123456", at: 0)
        grid.performBatchUpdates {
            grid.deleteItems(at: [TableIndexPath(item: 1, section: 0)])
            grid.insertItems(at: [TableIndexPath(item: 0, section: 0)])
        }
        try Scenario.settle(window)
        let after = cellsByValue(grid)
        let kept = before.filter { after[$0.key] === $0.value }.count
        print("changed: selected \(grid.indexPathsForSelectedItems); \(kept) of \(before.count - 1) cells kept; items: "
            + ScenarioWidgets.items(of: grid, in: window).prefix(6).joined(separator: ", "))
        let end = try ScenarioWidgets.maximumOffset(of: grid)
        _ = try ScenarioWidgets.scroll(grid, to: end, in: window)
        print("scrolled to the end: " + ScenarioWidgets.items(of: grid, in: window).joined(separator: ", "))
        // Scrolling sideways, the grid's lines are columns, as many items tall as fit the height.
        grid.collectionViewLayout.scrollDirection = .horizontal
        try Scenario.settle(window)
        print(window.describeWidgets().first ?? "no widgets")
        let tops = window.itemFrames(of: grid).prefix(5).map { $0.split(separator: ",").dropFirst().joined(separator: ",") }
        print("sideways, items' tops and sizes: " + tops.joined(separator: ", "))
        window.close()
    }

    /// The cells the grid shows, by the color they show.
    private static func cellsByValue(_ grid: CollectionView) -> [String: CollectionViewCell] {
        Dictionary(grid.visibleCells.compactMap { cell in (cell as? ColorCell)?.value.map { ($0, cell) } }) { first, _ in first }
    }

    private static func scrollItems(count: Int, width: Int) throws {
        let controller = ItemGrid(count: count)
        let window = Window(title: "Items", controller: controller, width: width, height: 600)
        window.present()
        guard window.settle(), let grid = controller.view as? CollectionView else { throw ScenarioError("the window did not settle") }
        print(window.describeWidgets(frames: false).first ?? "no widgets")
        print("first items: " + ScenarioWidgets.items(of: grid, in: window).prefix(6).joined(separator: ", "))
        let end = try ScenarioWidgets.maximumOffset(of: grid)
        var offset = 0.0, checkpoint = 0, shown = 0
        while offset < end {
            offset = try ScenarioWidgets.scroll(grid, to: offset + 560, in: window)
            let items = ScenarioWidgets.items(of: grid, in: window)
            shown = max(shown, Int(items.last?.dropFirst("Item ".count) ?? "") ?? 0)
            if shown >= checkpoint + count / 5 || offset >= end {
                checkpoint = shown
                report(controller, grid, window, reached: shown)
            }
        }
        // A change made on another thread reaches the item showing it.
        let last = controller.items[count - 1]
        let changed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            last.title = "Item \(count), renamed"
            changed.signal()
        }
        changed.wait()
        try Scenario.settle(window)
        print("last item: \(ScenarioWidgets.items(of: grid, in: window).last ?? "none")")
        window.close()
    }

    /// The item widgets made and alive, which items are bound (GtkGridView keeps a run of items
    /// around its anchor, and the first item too), and whether each
    /// bound item is observed once, by its cell's binding, and no other item at all.
    private static func report(_ controller: ItemGrid, _ grid: CollectionView, _ window: Window, reached: Int) {
        let counts = window.recycling
        let bound = grid.indexPathsForVisibleItems.map(\.item).sorted()
        let run = bound.drop { $0 == 0 && bound.count > 1 && bound[1] != 1 }
        let isRun = run.last.map { $0 - (run.first ?? 0) + 1 == run.count } ?? false
        let observed = controller.items.indices.filter { controller.items[$0].observerCount(forKey: "title") > 0 }
        let exact = observed.allSatisfy { bound.contains($0) && controller.items[$0].observerCount(forKey: "title") == 1 }
            && observed.count == bound.count
        print("through item \(reached): item widgets made \(counts.made), alive \(counts.alive); bound "
            + (run.count < bound.count ? "item 1 and " : "") + "\(run.count) items" + (isRun ? " in a row" : " NOT in a row")
            + "; items observed \(observed.count == bound.count ? "= bound" : "\(observed.count) ≠ \(bound.count) bound")"
            + (exact ? ", once each" : ", NOT once each"))
    }
}
#endif
