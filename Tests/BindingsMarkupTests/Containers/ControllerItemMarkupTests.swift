import Bindings
@_spi(Testing) import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// `<navigationItem>` and `<tabBarItem>` in a controller's document set its items: properties,
/// bindings to the view model, bar button items with the owner's actions and outlets; every
/// mistake is reported with its position, and a document that fails leaves the items as they were.
@MainActor @Suite(.checksLiveObjects) struct ControllerItemMarkupTests {
    final class Model: KeyValueCoding, @unchecked Sendable {
        @Observed var title = "Pharmacies"
        @Observed var count = 57
        @Observed var canSort = true
    }

    final class ListController: ModelViewController<Model> {
        @Observed var sortButton: BarButtonItem? = nil
        var sentBy: [String] = []
        let source: String

        init(source: String, loader: MarkupLoader) {
            self.source = source
            super.init(viewModel: Model(), loader: loader)
        }

        override func loadView() throws(MarkupDiagnostics) -> View {
            try loader.template(source: source, file: "List.xml").instantiate(owner: self)
        }

        override var markupActions: [String: @MainActor (View) -> Void] {
            ["sort": { [weak self] sender in self?.sentBy.append(String(describing: type(of: sender))) }]
        }
    }

    static let document = """
        <ColumnView>
            <navigationItem title="$viewModel.title" backButtonTitle="List">
                <rightBarButtonItem id="sortButton" title="Sort" style="done" enabled="$viewModel.canSort" onPrimaryActionTriggered="sort"/>
                <leftBarButtonItem systemItem="add"/>
            </navigationItem>
            <tabBarItem title="Pharmacies" image="view-list" badgeValue="$`{viewModel.count}`"/>
            <Label text="$viewModel.title"/>
        </ColumnView>
        """

    @Test func theDocumentSetsTheControllersItemsAndBindsThemToTheViewModel() throws {
        let controller = ListController(source: Self.document, loader: try fixtureLoader())
        let navigation = NavigationController(rootViewController: controller)
        let window = HeadlessWindow(rootViewController: navigation, size: Size(width: 400, height: 100))
        window.show()
        let item = controller.navigationItem
        #expect(item.title == "Pharmacies" && item.backButtonTitle == "List")
        #expect(item.leftBarButtonItems.map(\.systemItem) == [.add])
        let sort = try #require(item.rightBarButtonItem)
        #expect(controller.sortButton === sort)
        #expect(sort.title == "Sort" && sort.style == .done && sort.isEnabled)
        #expect(controller.tabBarItem.title == "Pharmacies" && controller.tabBarItem.image == "view-list" && controller.tabBarItem.badgeValue == "57")

        controller.viewModel.title = "Walgreens"
        controller.viewModel.canSort = false
        controller.viewModel.count = 1
        #expect(item.title == "Walgreens" && !sort.isEnabled && controller.tabBarItem.badgeValue == "1")
        #expect(window.renderText().components(separatedBy: "\n")[0] == " [ Add ]            Walgreens           [ Sort ]")
        sort.userDidTap()
        controller.viewModel.canSort = true
        sort.userDidTap()
        #expect(controller.sentBy == ["Button"])
        window.close()
    }

    @Test(arguments: [
        ("<ColumnView><RowView><navigationItem title=\"x\"/></RowView></ColumnView>",
         ["Test.xml:1:22: error: 'navigationItem' cannot appear inside 'RowView'"]),
        ("<ColumnView><navigationItem titel=\"x\"><rightBarButtonItem systemItem=\"plus\"/><item/></navigationItem></ColumnView>",
         ["Test.xml:1:29: error: unknown property 'titel' on NavigationItem; did you mean 'title'?",
          "Test.xml:1:71: error: invalid value 'plus' for property 'systemItem'; expected one of done, cancel, edit, save, add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo or close or nil (unknown name 'plus' (did you mean 'play'?))",
          "Test.xml:1:78: error: 'item' cannot appear inside 'navigationItem'"]),
        ("<ColumnView><tabBarItem title=\"$$viewModel.title\" onPrimaryActionTriggered=\"sort\"/></ColumnView>",
         ["Test.xml:1:32: error: invalid value '$$viewModel.title' for property 'title'; expected a one-way binding ($ or $=); the user does not edit bar items",
          "Test.xml:1:51: error: unknown property 'onPrimaryActionTriggered' on TabBarItem"]),
    ])
    func mistakesAreReportedWithTheirPositions(source: String, messages: [String]) throws {
        let loader = try fixtureLoader()
        #expect(Self.diagnostics { () throws(MarkupDiagnostics) in
            _ = try loader.template(source: source, file: "Test.xml")
        } == messages)
    }

    @Test func anOwnerThatIsNoControllerOrLacksWhatTheItemsNameIsToldBeforeAnythingIsBuilt() throws {
        let loader = try fixtureLoader()
        let template = try loader.template(source: Self.document, file: "List.xml")
        let views = View.liveCount
        #expect(Self.diagnostics { () throws(MarkupDiagnostics) in _ = try template.instantiate(owner: Model()) } == [
            "List.xml:7:18: error: binding reads a key the owner lacks: Model has no key 'viewModel'",
            "List.xml:2:5: error: '<navigationItem>' sets the owner's navigationItem, but Model is not a view controller",
        ])
        let stranger = try loader.template(source: """
            <ColumnView>
                <navigationItem title="$viewModel.titel">
                    <rightBarButtonItem id="sortButon" onPrimaryActionTriggered="sorted"/>
                </navigationItem>
            </ColumnView>
            """, file: "List.xml")
        let controller = ListController(source: "", loader: loader)
        #expect(Self.diagnostics { () throws(MarkupDiagnostics) in _ = try stranger.instantiate(owner: controller) } == [
            "List.xml:2:28: error: binding reads a key the owner lacks: Model has no key 'titel'; did you mean 'title'?",
            "List.xml:3:33: error: ListController has no outlet 'sortButon'; did you mean 'sortButton'?",
            "List.xml:3:70: error: ListController has no action 'sorted'; did you mean 'sort'?",
        ])
        #expect(View.liveCount == views)
        #expect(controller.navigationItem.title == nil && controller.navigationItem.rightBarButtonItems.isEmpty)
    }

    @Test func aDocumentThatFailsAfterSettingTheItemsPutsThemBack() throws {
        let loader = try fixtureLoader()
        let controller = ListController(source: "", loader: loader)
        controller.navigationItem.title = "Before"
        let kept = BarButtonItem(title: "Kept")
        controller.navigationItem.rightBarButtonItem = kept
        // The outlet of a view that cannot hold it fails after the items are set.
        let template = try loader.template(source: """
            <ColumnView>
                <navigationItem title="After"><rightBarButtonItem title="New"/></navigationItem>
                <Label id="sortButton"/>
            </ColumnView>
            """, file: "List.xml")
        #expect(Self.diagnostics { () throws(MarkupDiagnostics) in _ = try template.instantiate(owner: controller) } == [
            "List.xml:3:16: error: outlet 'sortButton' of ListController cannot hold a Label",
        ])
        #expect(controller.navigationItem.title == "Before" && controller.navigationItem.rightBarButtonItems.map { $0 === kept } == [true])
    }

    static func diagnostics(_ body: () throws(MarkupDiagnostics) -> Void) -> [String] {
        do {
            try body()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}
