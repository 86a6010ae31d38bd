import BindingsMarkup
import BindingsTestSupport
import Foundation
@testable import PharmacyCellsKit
import Testing

/// The app's documents linted as the README shows, with the app's loader and against the real
/// owners they are built for: the shipped ones have no problems, a wrong one reports each.
@MainActor @Suite(.checksLiveObjects) struct DocumentLintTests {
    @Test func theShippedDocumentsHaveNoProblemsForTheirOwners() throws {
        let linter = MarkupLinter(loader: AppResources.loader)
        let controller = try AppTestSupport.controller(rows: AppTestSupport.shippedRows())
        #expect(linter.lint(named: "PharmacyList", owner: controller).map(\.description) == [])
        #expect(linter.lint(named: "PharmacyCell", owner: PharmacyCell()).map(\.description) == [])
        let detail = PharmacyDetailController(viewModel: PharmacyDetailViewModel(row: controller.viewModel.results[0], list: controller.viewModel))
        #expect(linter.lint(named: "PharmacyDetail", owner: detail).map(\.description) == [])
    }

    @Test func everyDocumentLintsAsItLoadsForItsOwner() throws {
        let loader = AppResources.loader
        let list = try PharmacyListController(viewModel: PharmacyListViewModel(pharmacies: AppTestSupport.shippedRows()))
        #expect(LintAndLoad.diagnostics(of: "PharmacyList", owner: list, loader: loader) { try list.loadViewIfNeeded() } == ([], []))
        // The cell loads its `<root>` document into itself, as MarkupKit's cells do.
        let cell = PharmacyCell()
        #expect(LintAndLoad.diagnostics(of: "PharmacyCell", owner: cell, loader: loader) {
            try loader.view(named: "PharmacyCell", owner: cell, root: cell)
        } == ([], []))
        let detail = PharmacyDetailController(viewModel: PharmacyDetailViewModel(row: list.viewModel.results[0], list: list.viewModel))
        #expect(LintAndLoad.diagnostics(of: "PharmacyDetail", owner: detail, loader: loader) { try detail.loadViewIfNeeded() } == ([], []))
    }

    @Test func aWrongDocumentReportsItsProblemsAgainstTheController() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <LMColumnView>
                <UILabel text="$viewModel.titel"/>
                <UITextField id="serchField" text="$$viewModel.searchText"/>
                <LMTableView id="tableView" weight="1"/>
                <UIButton title="Sort" onPrimaryActionTriggered="sortByNmae"/>
            </LMColumnView>
            """.write(to: folder.appendingPathComponent("PharmacyList.xml"), atomically: true, encoding: .utf8)
        let controller = try AppTestSupport.controller(rows: [AppTestSupport.row("CVS", distance: 1)])
        let problems = MarkupLinter(loader: MarkupLoader(searchDirectories: [folder])).lint(named: "PharmacyList", owner: controller)
        #expect(problems.map(\.description) == [
            "PharmacyList.xml:2:20: error: binding reads a key the owner lacks: PharmacyListViewModel has no key 'titel'; did you mean 'title'?",
            "PharmacyList.xml:3:22: error: PharmacyListController has no outlet 'serchField'; did you mean 'searchField'?",
            "PharmacyList.xml:5:54: error: PharmacyListController has no action 'sortByNmae'",
        ])
    }
}
