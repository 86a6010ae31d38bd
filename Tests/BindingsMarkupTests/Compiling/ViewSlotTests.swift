import Bindings
@testable import BindingsMarkup
import BindingsTestSupport
import Testing

/// An owner with outlets, a bound title and an action, for documents that put views in slots.
@MainActor
final class SlotOwner: KeyValueCoding, MarkupActionTarget {
    @Observed var title = "Chosen"
    @Observed var selectedLabel: Label? = nil
    @Observed var mailIcon: ImageView? = nil
    @Observed var refresher: RefreshControl? = nil
    var refreshes = 0

    var markupActions: [String: @MainActor (View) -> Void] {
        ["refresh": { [weak self] _ in self?.refreshes += 1 }]
    }
}

/// MarkupKit's view-placing instructions (``MarkupViewSlots``): the view element after each goes in
/// the slot it names, one family of views per row.
@MainActor @Suite(.checksLiveObjects) struct ViewSlotTests {
    nonisolated static let families: [(family: String, source: String, slots: [String])] = [
        ("cell backgrounds", """
            <UITableViewCell textLabel.text="Small">
                <?backgroundView?>
                <UIView/>
                <?selectedBackgroundView?>
                <UILabel id="selectedLabel" text="$title"/>
                <?multipleSelectionBackgroundView?>
                <UIImageView image="many"/>
            </UITableViewCell>
            """, ["TableViewCell backgroundView=View selectedBackgroundView=Label 'Chosen' multipleSelectionBackgroundView=ImageView 'many'"]),
        ("header and footer view background", """
            <LMTableViewHeaderFooterView textLabel.text="Sizes">
                <?backgroundView?>
                <UILabel text="behind"/>
            </LMTableViewHeaderFooterView>
            """, ["TableViewHeaderFooterView backgroundView=Label 'behind'"]),
        ("table", """
            <LMTableView>
                <?backgroundView?>
                <UIActivityIndicatorView/>
                <?tableHeaderView?>
                <UISearchBar/>
                <?sectionHeaderView?>
                <UILabel text="Sizes"/>
                <UITableViewCell textLabel.text="Small"/>
                <?tableFooterView?>
                <UILabel text="End"/>
                <?refreshControl?>
                <UIRefreshControl id="refresher" onValueChanged="refresh"/>
            </LMTableView>
            """, ["TableView backgroundView=ActivityIndicatorView tableHeaderView=SearchBar tableFooterView=Label 'End' "
                  + "refreshControl=RefreshControl sectionHeaderView=Label 'Sizes' rows=1",
                  "TableViewCell backgroundView=nil selectedBackgroundView=nil multipleSelectionBackgroundView=nil"]),
        ("text field side views", """
            <UITextField leftViewMode="always" rightViewMode="whileEditing">
                <?leftView?>
                <UIImageView id="mailIcon" image="mail"/>
                <?rightView?>
                <UILabel text="@"/>
            </UITextField>
            """, ["TextField leftView=ImageView 'mail' rightView=Label '@' modes=always,whileEditing"]),
        ("image overlay", """
            <UIImageView image="logo">
                <?overlayContent?>
                <UILabel text="Sale"/>
            </UIImageView>
            """, ["ImageView overlayContent=Label 'Sale'"]),
        ("image overlay left out by its case", """
            <UIImageView image="logo">
                <?case tvOS?>
                <?overlayContent?>
                <UILabel text="Sale"/>
                <?end?>
            </UIImageView>
            """, ["ImageView overlayContent=nil"]),
        ("scroll view refresh control", """
            <LMScrollView>
                <?refreshControl?>
                <UIRefreshControl/>
                <UILabel text="Content"/>
            </LMScrollView>
            """, ["ScrollView refreshControl=RefreshControl contentView=Label 'Content'"]),
    ]

    /// What each slot of each view holding slots in the tree holds.
    static func slots(in root: View) -> [String] {
        func name(_ view: View?) -> String {
            guard let view else { return "nil" }
            if let label = view as? Label { return "Label '\(label.text ?? "")'" }
            if let image = view as? ImageView { return "ImageView '\(image.image ?? "")'" }
            return String(describing: type(of: view))
        }
        return root.allViews.compactMap { view in
            switch view {
            case let cell as TableViewCell:
                "TableViewCell backgroundView=\(name(cell.backgroundView)) selectedBackgroundView=\(name(cell.selectedBackgroundView)) "
                    + "multipleSelectionBackgroundView=\(name(cell.multipleSelectionBackgroundView))"
            case let header as TableViewHeaderFooterView:
                "TableViewHeaderFooterView backgroundView=\(name(header.backgroundView))"
            case let table as TableView:
                "TableView backgroundView=\(name(table.backgroundView)) tableHeaderView=\(name(table.tableHeaderView)) "
                    + "tableFooterView=\(name(table.tableFooterView)) refreshControl=\(name(table.refreshControl)) "
                    + "sectionHeaderView=\(name(table.headerView(forSection: 0))) rows=\(table.numberOfRows(inSection: 0))"
            case let field as TextField:
                "TextField leftView=\(name(field.leftView)) rightView=\(name(field.rightView)) modes=\(field.leftViewMode),\(field.rightViewMode)"
            case let image as ImageView where image.image == "logo":
                "ImageView overlayContent=\(name(image.overlayContent))"
            case let scroll as ScrollView:
                "ScrollView refreshControl=\(name(scroll.refreshControl)) contentView=\(name(scroll.contentView))"
            default:
                nil
            }
        }
    }

    @Test(arguments: families)
    func eachInstructionPutsTheNextViewInItsSlot(family: String, source: String, slots: [String]) throws {
        let root = try MarkupLoader().template(source: source, file: "Slots.xml").instantiate(owner: SlotOwner())
        #expect(Self.slots(in: root) == slots)
    }

    @Test func slotViewsBindToTheOwnerFillOutletsAndSendActions() throws {
        let owner = SlotOwner()
        let template = try MarkupLoader().template(source: Self.families[0].source, file: "Slots.xml")
        let cell = try #require(try template.instantiate(owner: owner) as? TableViewCell)
        #expect(owner.selectedLabel === cell.selectedBackgroundView)
        owner.title = "Picked"
        #expect(owner.selectedLabel?.text == "Picked")
        let table = try #require(try MarkupLoader().template(source: Self.families[2].source, file: "Slots.xml").instantiate(owner: owner) as? TableView)
        let refresher = try #require(owner.refresher)
        #expect(table.refreshControl === refresher)
        refresher.userDidPullToRefresh()
        refresher.userDidPullToRefresh()
        #expect((owner.refreshes, refresher.isRefreshing) == (1, true))
        refresher.endRefreshing()
        #expect(refresher.isRefreshing == false)
        let field = try #require(try MarkupLoader().template(source: Self.families[3].source, file: "Slots.xml").instantiate(owner: owner) as? TextField)
        #expect(owner.mailIcon === field.leftView)
    }

    nonisolated static let failures: [(source: String, messages: [String])] = [
        ("<UITableViewCell><?selectedBackgroundVeiw?><UIView/></UITableViewCell>",
         ["Slots.xml:1:18: warning: unknown processing instruction '<?selectedBackgroundVeiw?>' is ignored; did you mean 'selectedBackgroundView'?"]),
        ("<UITextField><?leftView?></UITextField>",
         ["Slots.xml:1:14: error: invalid '<?leftView?>': a view must follow it"]),
        ("<UITextField><?leftView?><?rightView?><UILabel/></UITextField>",
         ["Slots.xml:1:14: error: invalid '<?leftView?>': a view must follow it"]),
        ("<UILabel><?leftView?><UIView/></UILabel>",
         ["Slots.xml:1:10: error: '<?leftView?>' cannot appear inside 'Label'"]),
        ("<LMColumnView><?backgroundView?><UIView/></LMColumnView>",
         ["Slots.xml:1:15: error: '<?backgroundView?>' cannot appear inside 'ColumnView'"]),
        ("<UIScrollView><?refreshControl?><UILabel/></UIScrollView>",
         ["Slots.xml:1:15: error: invalid '<?refreshControl?>': a RefreshControl must follow it"]),
        ("<UIImageView><?overlayContent?><UILable/></UIImageView>",
         ["Slots.xml:1:32: error: unknown element 'UILable'; did you mean 'UILabel'?"]),
    ]

    @Test(arguments: failures)
    func aMisplacedUnknownOrUnfollowedInstructionIsReported(source: String, messages: [String]) {
        #expect(MarkupLinter().lint(source: source, file: "Slots.xml").map(\.description) == messages)
    }

    /// The names come from the protocol, so the catalog lists each view's slots.
    @Test(arguments: [
        ("TextField", "`<?leftView?>`, `<?rightView?>`"),
        ("ImageView", "`<?overlayContent?>`"),
        ("TableViewCell", "`<?backgroundView?>`, `<?selectedBackgroundView?>`, `<?multipleSelectionBackgroundView?>`"),
        ("TableViewHeaderFooterView", "`<?backgroundView?>`"),
        ("ScrollView", "`<?refreshControl?>` (a `RefreshControl`)"),
        ("CollectionView", "`<?refreshControl?>` (a `RefreshControl`), `<?backgroundView?>`"),
        ("CollectionViewCell", "`<?backgroundView?>`, `<?selectedBackgroundView?>`"),
        ("TableView", "`<?sectionHeaderView?>`, `<?sectionFooterView?>`, `<?backgroundView?>`, `<?tableHeaderView?>`, "
            + "`<?tableFooterView?>`, `<?refreshControl?>` (a `RefreshControl`)"),
    ])
    func theCatalogListsEachViewsSlots(element: String, slots: String) throws {
        let line = try #require(ViewKit.catalogTable().split(separator: "\n").first { $0.hasPrefix("| `\(element)` |") })
        #expect(line.contains(slots))
    }
}
