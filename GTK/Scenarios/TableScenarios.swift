#if GTK
@_spi(Testing) import BindingsGTK
import BindingsMarkup
import Foundation

/// A table of numbered rows, each a cell from markup bound to its `content`.
@MainActor
final class NumberedRows: ViewController, TableViewDataSource {
    var count: Int
    private(set) var ended: [Int] = []

    init(count: Int) {
        self.count = count
        super.init(loader: MarkupLoader(bundles: []))
    }

    override func loadView() throws(MarkupDiagnostics) -> View {
        let table = TableView()
        table.register(forCellReuseIdentifier: "row") { NumberedCell() }
        table.dataSource = self
        return table
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") as? NumberedCell ?? NumberedCell()
        cell.content = ["number": indexPath.row + 1, "name": "Row \(indexPath.row + 1)"]
        return cell
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: TableIndexPath) {
        ended.append(indexPath.row)
    }
}

/// A cell whose labels are bound to its `content`.
final class NumberedCell: TableViewCell {
    @Observed var content: [String: Any]? = nil

    static let template: MarkupTemplate? = try? MarkupLoader(bundles: []).template(source: """
        <LMColumnView>
            <UILabel font="System-Bold 16" text="$`{content.number}. {content.name}`"/>
            <UILabel font="System 12" text="$content.name"/>
        </LMColumnView>
        """, file: "NumberedCell.xml")

    required init() {
        super.init()
        _ = try? Self.template?.instantiate(owner: self, root: self)
    }
}

/// Tables in GtkListView: recycling, scrolling, reloading.
@MainActor
enum TableScenarios {
    static func scroll(_ arguments: [String]) throws {
        let controller = NumberedRows(count: Int(arguments.first ?? "") ?? 100)
        let window = Window(title: "Rows", controller: controller, width: 320, height: 240)
        window.present()
        guard window.settle() else { throw ScenarioError("the window did not settle") }
        Scenario.printWidgets(of: window, frames: false)
        window.close()
    }
}
#endif
