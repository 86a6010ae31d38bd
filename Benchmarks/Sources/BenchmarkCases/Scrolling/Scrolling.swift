import BindingsMarkup

/// Case 5: a table of 1,000,000 pharmacy rows scrolled one row per step, laid out at each step.
/// One operation is one row; the cells must be reused (as many as fit on screen, plus one) and
/// memory must stay flat.
enum Scrolling {
    /// The rows of the table.
    static let rowCount = 1_000_000
    /// The table's frame: a phone screen, about four cells tall.
    static let viewport = Rect(x: 0, y: 0, width: 320, height: 480)
    /// The counters the scrolling workloads report.
    static let counters = ["cellsCreated", "visibleRows", "rowsScrolled"]

    @MainActor static func make(_ technology: Technology) -> any Workload {
        switch technology {
        case .direct: DirectScroll()
        default: BindingsScroll()
        }
    }
}

/// The data source of the Bindings table: markup cells whose bindings show the `content` they are given.
final class BindingsScroll: Workload, TableViewDataSource {
    let scroller = TableScroller()
    let template = PharmacyMarkup.compile(PharmacyMarkup.source())

    init() {
        let template = template
        scroller.table.register(forCellReuseIdentifier: TableScroller.identifier) {
            let cell = PharmacyCell()
            PharmacyMarkup.instantiate(template, into: cell)
            return cell
        }
        scroller.start(self)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Scrolling.rowCount
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: TableScroller.identifier) as? PharmacyCell else {
            fatalError("the table's factory makes pharmacy cells")
        }
        cell.content = TableScroller.row(indexPath.row)
        scroller.shows(cell, atRow: indexPath.row)
        return cell
    }

    func run(_ count: Int) { scroller.scroll(count) }
    var labelTexts: [String?] { scroller.labelTexts }
    var counters: [String: Int] { scroller.counters }
}

/// The anchor: the same table and cells built in code once, configured by hand for each row.
final class DirectScroll: Workload, TableViewDataSource {
    let scroller = TableScroller()

    init() {
        scroller.table.register(forCellReuseIdentifier: TableScroller.identifier) { DirectPharmacyCell() }
        scroller.start(self)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        Scrolling.rowCount
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        guard let cell = tableView.dequeueReusableCell(withIdentifier: TableScroller.identifier) as? DirectPharmacyCell else {
            fatalError("the table's factory makes pharmacy cells")
        }
        cell.views.configure(TableScroller.row(indexPath.row))
        scroller.shows(cell, atRow: indexPath.row)
        return cell
    }

    func run(_ count: Int) { scroller.scroll(count) }
    var labelTexts: [String?] { scroller.labelTexts }
    var counters: [String: Int] { scroller.counters }
}

/// A cell of the direct anchor: the document's views built in code, kept for configuring by hand.
final class DirectPharmacyCell: TableViewCell {
    let views = PharmacyCellViews()

    required init() {
        super.init()
        views.attach(to: self)
    }
}
