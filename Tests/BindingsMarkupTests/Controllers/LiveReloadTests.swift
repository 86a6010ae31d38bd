import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// Live reload through a temporary folder: a saved document is seen as changed, the screen is
/// rebuilt from it with the controller, view model and scroll position kept, and a document with
/// errors leaves the last good screen as it was.
@MainActor @Suite(.checksLiveObjects) struct LiveReloadTests {
    @Test func aSavedDocumentIsSeenAndReloadedAndABrokenOneChangesNothing() throws {
        let (loader, folder) = try ViewControllerTests.loader(["GreetingViewController.xml": ViewControllerTests.greeting])
        defer { try? FileManager.default.removeItem(at: folder) }
        let watch = loader.watchDocuments()
        let controller = GreetingViewController(viewModel: GreetingModel(), loader: loader)
        controller.view.frame = Rect(x: 0, y: 0, width: 160, height: 80)
        controller.nameField?.userDidEdit("Grace")
        #expect(watch.checkForChanges() == [])

        let file = folder.appendingPathComponent("GreetingViewController.xml")
        try ViewControllerTests.greeting.replacingOccurrences(of: "<UIButton", with: "<UILabel text=\"New\"/>\n    <UIButton")
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(watch.checkForChanges() == ["GreetingViewController"])
        #expect(watch.checkForChanges() == [])
        let old = controller.view
        try controller.reloadView()
        #expect(controller.view !== old)
        #expect(controller.view.frame == old.frame)
        #expect(controller.view.subviews.count == 4)
        #expect(controller.loads == 2)
        // The view model and its state stay: the new field shows what the user typed.
        #expect(controller.nameField?.text == "Grace")
        #expect(controller.titleLabel?.text == "Hello")

        try #"<LMColumnView><UILable text="$viewModel.title"/></LMColumnView>"#.write(to: file, atomically: true, encoding: .utf8)
        #expect(watch.checkForChanges() == ["GreetingViewController"])
        let good = controller.view
        var reported: [String] = []
        do {
            try controller.reloadView()
        } catch {
            reported = error.diagnostics.map(\.description)
        }
        #expect(reported == ["GreetingViewController.xml:1:15: error: unknown element 'UILable'; did you mean 'UILabel'?"])
        #expect(controller.view === good)
        #expect(controller.titleLabel?.superview === good)
        controller.viewModel.title = "Still bound"
        #expect(controller.titleLabel?.text == "Still bound")
    }

    @Test func aTableScreenKeepsItsScrollPosition() throws {
        let rows = (1...40).map { "<UITableViewCell textLabel.text=\"Row \($0)\"/>" }.joined(separator: "\n")
        let (loader, folder) = try ViewControllerTests.loader(["SearchViewController.xml": "<LMTableView>\n\(rows)\n</LMTableView>"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let watch = loader.watchDocuments()
        let controller = SearchViewController(viewModel: SearchModel(), loader: loader)
        controller.view.frame = Rect(x: 0, y: 0, width: 160, height: 100)
        controller.tableView?.contentOffset = 300
        controller.view.layoutIfNeeded()
        let firstBefore = try #require(controller.tableView?.visibleCells.first?.textLabel.text)
        #expect(firstBefore == "Row 8")
        let shownBefore = controller.tableView?.visibleCells.count
        try "<LMTableView>\n\(rows.replacingOccurrences(of: "Row", with: "Line"))\n</LMTableView>"
            .write(to: folder.appendingPathComponent("SearchViewController.xml"), atomically: true, encoding: .utf8)
        #expect(watch.checkForChanges() == ["SearchViewController"])
        try controller.reloadView()
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView?.visibleCells.first?.textLabel.text == "Line 8")
        #expect(controller.tableView?.visibleCells.count == shownBefore)
    }
}
