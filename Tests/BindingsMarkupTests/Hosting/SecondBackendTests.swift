@_spi(Backend) import BindingsMarkup
import Bindings
import BindingsTestSupport
import Dispatch
import Testing

/// A view model for the line backend's screen, changed from any thread as apps do.
final class LineModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var name: String? = "Ann"
    @Observed var subscribed = false
}

/// A backend other than GTK adopts the kit's hosting half, `ObservingPresenter`,
/// `PresenterRegistry` and `PresenterTree`, from outside the module: the line backend in
/// `LineBackend.swift` shows real markup bound to a real view model with nothing but them.
@MainActor @Suite(.checksLiveObjects) struct SecondBackendTests {
    static let screen = """
        <LMColumnView>
            <UILabel text="$name" accessibilityLabel="Name"/>
            <LMRowView>
                <UISwitch on="$subscribed"/>
                <UILabel text="Subscribed"/>
            </LMRowView>
            <UIScrollView><UILabel text="Inside"/></UIScrollView>
        </LMColumnView>
        """

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @MainActor @Sendable () -> View
        /// The presenter class the registry makes.
        let presented: String
        var testDescription: String { name }
    }

    nonisolated static let rows: [Row] = [
        Row(name: "a plain view", make: { View() }, presented: "LinePresenter"),
        Row(name: "a label", make: { Label() }, presented: "LabelLinePresenter"),
        Row(name: "an app's label subclass", make: { CaptionLabel() }, presented: "LabelLinePresenter"),
        Row(name: "a switch", make: { Switch() }, presented: "SwitchLinePresenter"),
        Row(name: "a button, which the backend does not know", make: { Button() }, presented: "LinePresenter"),
        Row(name: "a collection view, a scroll view", make: { CollectionView() }, presented: "ScrollLinePresenter"),
    ]

    @Test(arguments: rows)
    func theRegistryGivesEachViewThePresenterOfItsNearestRegisteredClass(_ row: Row) {
        let registry = lineRegistry(LineLog())
        let view = row.make()
        let presenter = registry.presenter(for: view)
        #expect("\(type(of: presenter))" == row.presented)
        #expect(view.presenter === presenter)
    }

    @Test func aLaterRegistrationReplacesTheEarlierAndReachesSubclasses() {
        let log = LineLog()
        let registry = lineRegistry(log)
        #expect(registry.presenter(for: CaptionLabel()) is LabelLinePresenter)
        registry.register(CaptionLabel.self) { LinePresenter(view: $0, log: log) }
        registry.register(Label.self) { ClickTakingPresenter(view: $0, log: log) }
        #expect("\(type(of: registry.presenter(for: CaptionLabel())))" == "LinePresenter")
        #expect("\(type(of: registry.presenter(for: Label())))" == "ClickTakingPresenter")
        registry.register(View.self) { ScrollLinePresenter(view: $0, log: log) }
        #expect("\(type(of: registry.presenter(for: Button())))" == "ScrollLinePresenter")
    }

    @Test func aPresenterFollowsTheKeysItShowsAndNoOthers() async throws {
        let log = LineLog()
        let model = LineModel()
        let root = try MarkupLoader().template(source: Self.screen, file: "Lines.xml").instantiate(owner: model)
        let registry = lineRegistry(log)
        let tree = PresenterTree<LinePresenter>()
        let shown = tree.show(root)
        #expect(shown)
        _ = tree.update(making: registry.presenter(for:)) { _, _ in }
        #expect(tree.presenters.map(\.line) == [
            "ColumnView", "Label \"Ann\"", "RowView", "Switch off", "Label \"Subscribed\"", "ScrollView",
        ])
        #expect(log.entries == ["Label accessibility nil/nil -> Name/nil", "ScrollView tree changed"])
        log.entries = []

        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                model.name = "Bea"
                model.subscribed = true
                continuation.resume()
            }
        }
        await drainMainQueue()
        let label = try #require(root.subviews.first as? Label)
        label.accessibilityHint = "Who subscribes"
        label.tag = 7
        let toggle = try #require(root.subviews[1].subviews.first as? Switch)
        toggle.isEnabled = false
        #expect(log.entries == [
            "Label text changed, applying",
            "Switch isOn changed, applying",
            "Label accessibilityHint changed, applying",
            "Label accessibility Name/nil -> Name/Who subscribes",
            "Switch isEnabled changed, applying",
        ])
        #expect(tree.presenters.map(\.line) == [
            "ColumnView", "Label \"Bea\"", "RowView", "Switch on disabled", "Label \"Subscribed\"", "ScrollView",
        ])
    }

    @Test func theTreeKeepsItsPresentersInStepWithTheViews() throws {
        let log = LineLog()
        let root = try MarkupLoader().template(source: Self.screen, file: "Lines.xml").instantiate(owner: LineModel())
        let registry = lineRegistry(log)
        let tree = PresenterTree<LinePresenter>()
        let shown = tree.show(root), shownAgain = tree.show(root)
        #expect(shown && !shownAgain)
        var visited = 0
        let first = tree.update(making: registry.presenter(for:)) { _, _ in visited += 1 }
        #expect(first?.count == 0 && visited == 6)
        let unchanged = tree.update(making: registry.presenter(for:)) { _, _ in visited += 1 }
        #expect(unchanged == nil && visited == 6)

        let row = root.subviews[1]
        let kept = tree.presenters
        let added = Label()
        added.text = "Added"
        root.insertSubview(added, at: 1)
        let afterInsert = tree.update(making: registry.presenter(for:)) { _, _ in }
        #expect(afterInsert?.count == 0)
        #expect(tree.presenters.map(\.line) == [
            "ColumnView", "Label \"Ann\"", "Label \"Added\"", "RowView", "Switch off", "Label \"Subscribed\"", "ScrollView",
        ])
        #expect(tree.presenters.filter { presenter in kept.contains { $0 === presenter } }.count == 6)
        #expect(tree.presenter(of: added)?.line == "Label \"Added\"")

        row.removeFromSuperview()
        let removed = try #require(tree.update(making: registry.presenter(for:)) { _, _ in })
        #expect(Set(removed.map(\.line)) == ["RowView", "Switch off", "Label \"Subscribed\""])
        #expect(removed.count == 3)
        #expect(tree.presenters.map(\.line) == ["ColumnView", "Label \"Ann\"", "Label \"Added\"", "ScrollView"])
        #expect(tree.presenter(of: row) == nil)
        #expect(log.entries == ["Label accessibility nil/nil -> Name/nil", "ScrollView tree changed", "ScrollView tree changed", "ScrollView tree changed"])
    }

    @Test func clicksOnAButtonsContentGoToTheButton() throws {
        let log = LineLog()
        let registry = lineRegistry(log)
        registry.register(Button.self) { ClickTakingPresenter(view: $0, log: log) }
        let root = View()
        let button = Button()
        let inside = Label()
        button.addSubview(inside)
        root.addSubview(button)
        root.addSubview(Label())
        let tree = PresenterTree<LinePresenter>()
        _ = tree.show(root)
        var visited: [String] = []
        _ = tree.update(making: registry.presenter(for:)) { presenter, inert in visited.append("\(type(of: presenter.view))\(inert ? " inert" : "")") }
        #expect(visited == ["View", "Button", "Label inert", "Label"])
    }

    @Test func placingGivesFramesInTheHostsCoordinatesOpacityAndHidesWhatIsOutOfSight() {
        let log = LineLog()
        let registry = lineRegistry(log)
        let root = View()
        root.frame = Rect(x: 5, y: 5, width: 200, height: 100)
        let panel = View()
        panel.frame = Rect(x: 10, y: 20, width: 100, height: 50)
        panel.alpha = 0.5
        panel.clipsToBounds = true
        let inside = Label()
        inside.frame = Rect(x: 4, y: 6, width: 40, height: 20)
        inside.alpha = 0.5
        let outside = Label()
        outside.frame = Rect(x: 120, y: 0, width: 40, height: 20)
        let hidden = View()
        hidden.frame = Rect(x: 0, y: 80, width: 10, height: 10)
        hidden.isHidden = true
        let underHidden = Switch()
        underHidden.frame = Rect(x: 1, y: 1, width: 5, height: 5)
        let scroll = ScrollView()
        scroll.frame = Rect(x: 0, y: 0, width: 50, height: 10)
        panel.addSubview(inside)
        panel.addSubview(outside)
        hidden.addSubview(underHidden)
        root.addSubview(panel)
        root.addSubview(hidden)
        root.addSubview(scroll)
        let tree = PresenterTree<LinePresenter>()
        _ = tree.show(root)
        _ = tree.update(making: registry.presenter(for:)) { _, _ in }
        log.entries = []
        var placed: [String] = []
        tree.place(at: Point(x: 1, y: 2)) { presenter, placement in
            switch placement {
            case .hidden:
                placed.append("\(presenter.line) hidden")
            case .shown(let frame, let opacity):
                placed.append("\(presenter.line) @\(frame.minX),\(frame.minY) \(frame.width)x\(frame.height) opacity \(opacity)")
            }
        }
        #expect(placed == [
            "View @1.0,2.0 200.0x100.0 opacity 1.0",
            "View @11.0,22.0 100.0x50.0 opacity 0.5",
            "Label \"\" @15.0,28.0 40.0x20.0 opacity 0.25",
            "Label \"\" hidden",
            "View hidden",
            "Switch off hidden",
            "ScrollView @1.0,2.0 50.0x10.0 opacity 1.0",
        ])
        #expect(log.entries == ["ScrollView will place at 1.0,2.0"])
    }

    @Test func aPresenterLetGoOfHearsNothingMore() {
        let log = LineLog()
        let registry = lineRegistry(log)
        let label = Label()
        var presenter: LinePresenter? = registry.presenter(for: label)
        label.text = "Seen"
        #expect(presenter?.line == "Label \"Seen\"")
        presenter = nil
        #expect(label.presenter == nil)
        label.text = "Unseen"
        #expect(log.entries == ["Label text changed, applying"])
    }
}

/// Takes the clicks on its view's subviews, as a button takes those on its custom content.
@MainActor final class ClickTakingPresenter: LinePresenter {
    override var takesClicksOnSubviews: Bool { true }
}

/// The line backend's list recycles a table's rows by `RecycledTableRow`'s rules.
@MainActor @Suite(.checksLiveObjects) struct SecondBackendListTests {
    @Test func rowWidgetsKeepTheirCellsAsTheyScroll() throws {
        let rows = NumberedRows(count: 5)
        rows.headers = [0: "Numbers"]
        let table = TableView()
        table.register(NumberedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        let list = LineList(table: table, registry: lineRegistry(LineLog()), rowWidgets: 3)
        // Each row widget made its own cell; setting the host reloaded the table.
        #expect(table.cellsCreated == 3)
        #expect(list.reloads == 1)
        #expect(list.lines == ["SectionTitleLabel \"Numbers\" inset 8.0", "CellTextLabel \"Row 0\", CellTextLabel \"\"",
                               "CellTextLabel \"Row 1\", CellTextLabel \"\""])
        let cells = list.ownCells.compactMap { $0 }
        #expect(cells.count == 3)

        list.scroll(to: 2)
        #expect(list.lines == ["CellTextLabel \"Row 1\", CellTextLabel \"\"", "CellTextLabel \"Row 2\", CellTextLabel \"\"",
                               "CellTextLabel \"Row 3\", CellTextLabel \"\""])
        #expect(list.shownRows.map(\.indexPath.row) == [1, 2, 3])
        #expect(list.shownRows.map { ObjectIdentifier($0.cell) } == cells.map(ObjectIdentifier.init))
        #expect(table.cellsCreated == 3)
        #expect(rows.cellRequests == 5)

        rows.headers = [:]
        table.reloadData()
        #expect(list.reloads == 2)
        #expect(list.lines == ["CellTextLabel \"Row 2\", CellTextLabel \"\"", "CellTextLabel \"Row 3\", CellTextLabel \"\"",
                               "CellTextLabel \"Row 4\", CellTextLabel \"\""])
        #expect(table.cellsCreated == 3)
        #expect(rows.cellRequests == 8)
    }

    /// A data source may ask the table for its visible cells while it makes one, as UIKit code
    /// does; the host's rows are not mid-change then, so the host answers.
    @Test func aDataSourceMayAskForTheVisibleCellsWhileTheHostBindsARow() {
        let rows = PeekingRows()
        let table = TableView()
        table.register(NumberedCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        let list = LineList(table: table, registry: lineRegistry(LineLog()), rowWidgets: 3)
        #expect(rows.visibleWhileMaking == [0, 1, 2])
        list.scroll(to: 1)
        #expect(rows.visibleWhileMaking == [0, 1, 2, 2, 2])
        #expect(list.lines == ["CellTextLabel \"Row 1\", CellTextLabel \"\"", "CellTextLabel \"Row 2\", CellTextLabel \"\"", ""])
    }
}

/// Three rows, recording how many cells the table says are visible while it makes each.
@MainActor final class PeekingRows: TableViewDataSource {
    var visibleWhileMaking: [Int] = []

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        visibleWhileMaking.append(tableView.visibleCells.count)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell()
        cell.textLabel.text = "Row \(indexPath.row)"
        return cell
    }
}
