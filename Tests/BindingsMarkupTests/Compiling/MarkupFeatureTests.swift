import BindingsMarkup
import BindingsTestSupport
import Testing

@MainActor @Suite(.checksLiveObjects) struct MarkupFeatureTests {
    func build(_ source: String, owner: MarkupOwner = MarkupOwner(), platform: String = "linux") throws -> View {
        try fixtureLoader(platform: platform).template(source: source, file: "Test.xml").instantiate(owner: owner)
    }

    func texts(_ view: View) -> [String?] {
        view.allViews.compactMap { $0 as? Label }.map(\.text)
    }

    @Test func classTemplatesApplyFirstAndElementAttributesWin() throws {
        let root = try build("""
            <ColumnView>
                <?properties {"title": {"font": "System-Bold 20", "text": "from class", "numberOfLines": 2}}?>
                <Label class="title"/>
                <Label class="title" text="own text"/>
            </ColumnView>
            """)
        let labels = root.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["from class", "own text"])
        #expect(labels.map(\.font) == [Font(name: "System", size: 20, weight: .bold), Font(name: "System", size: 20, weight: .bold)])
        #expect(labels.map(\.numberOfLines) == [2, 2])
    }

    @Test func aLoaderComparesConditionalsWithThePlatformItRunsOn() {
        #if os(Linux)
        #expect(MarkupLoader().platform == "linux")
        #elseif os(macOS)
        #expect(MarkupLoader().platform == "macos")
        #elseif os(iOS)
        #expect(MarkupLoader().platform == "ios")
        #endif
        #expect(MarkupLoader().platform == MarkupLoader.currentPlatform)
    }

    @Test func localizedStringsAndEscapes() throws {
        let root = try build("""
            <ColumnView>
                <Label text="@title"/>
                <Label text="@missing.key"/>
                <Label text="^$5.00"/>
                <Label text="^@home"/>
                <Label text="^^up"/>
                <Label text="e@mail"/>
            </ColumnView>
            """)
        #expect(texts(root) == ["Pharmacies", "missing.key", "$5.00", "@home", "^up", "e@mail"])
    }

    @Test func bindingModesInMarkup() throws {
        let owner = MarkupOwner()
        owner.searchText = "asp"
        let root = try build("""
            <ColumnView>
                <Label text="$searchText"/>
                <Label text="$=searchText"/>
                <TextField text="$$searchText"/>
            </ColumnView>
            """, owner: owner)
        let labels = root.subviews.compactMap { $0 as? Label }
        let field = try #require(root.subviews.last as? TextField)
        owner.searchText = "aspirin"
        #expect(labels.map(\.text) == ["aspirin", "asp"])
        #expect(field.text == "aspirin")
        field.userDidEdit("ibuprofen")
        #expect(owner.searchText == "ibuprofen")
        #expect(labels.map(\.text) == ["ibuprofen", "asp"])
    }

    @Test func actionsAreSentToTheOwnerByName() throws {
        let owner = MarkupOwner()
        let root = try build(#"<Button id="saveButton" title="Save" onTap="save"/>"#, owner: owner)
        #expect(owner.saveButton === root)
        #expect(owner.saved == [])
        owner.saveButton?.userDidTap()
        #expect(owner.saved == ["Button"])
    }

    @Test func includesInsertAnotherDocument() throws {
        let owner = MarkupOwner()
        let root = try build("""
            <ColumnView>
                <?include Header?>
                <Label text="body"/>
            </ColumnView>
            """, owner: owner)
        #expect(root.subviews.map { String(describing: type(of: $0)) } == ["RowView", "Label"])
        #expect(owner.titleLabel?.text == "Pharmacies")
    }

    nonisolated static let conditionals: [(platform: String, texts: [String])] = [
        ("linux", ["all", "linux", "linux or ios", "after"]),
        ("ios", ["all", "not linux", "linux or ios", "after"]),
        ("tvos", ["all", "not linux", "after"]),
    ]

    @Test(arguments: conditionals)
    func conditionalBlocksFollowThePlatform(platform: String, texts expected: [String]) throws {
        let root = try build("""
            <ColumnView>
                <Label text="all"/>
                <?case linux?>
                <Label text="linux"/>
                <?else?>
                <Label text="not linux"/>
                <?end?>
                <?case linux, ios?><Label text="linux or ios"/><?end?>
                <Label text="after"/>
            </ColumnView>
            """, platform: platform)
        #expect(texts(root) == expected.map(Optional.some))
    }

    nonisolated static let markupKitConditionals: [(platform: String, texts: [String])] = [
        ("ios", ["all", "ios", "after end", "ios again", "inner ios", "still ios", "tail"]),
        ("tvos", ["all", "tvos", "after end", "tail"]),
        ("linux", ["all", "after end", "tail"]),
    ]

    /// MarkupKit's README ("Conditional Processing"): a `<?case?>` ends the one before it, and
    /// without an `<?end?>` a case goes on to the end of the document, past its element's end
    /// (MarkupKitTest's ViewController.xml ends so), until an `<?end?>` further out.
    @Test(arguments: markupKitConditionals)
    func markupKitCasesFollowOneAnotherAndNeedNoEnd(platform: String, texts expected: [String]) throws {
        let root = try build("""
            <ColumnView>
                <Label text="all"/>
                <?case ios?>
                <Label text="ios"/>
                <?case tvos?>
                <Label text="tvos"/>
                <?end?>
                <Label text="after end"/>
                <ColumnView>
                    <?case ios?>
                    <Label text="ios again"/>
                    <ColumnView>
                        <Label text="inner ios"/>
                    </ColumnView>
                </ColumnView>
                <Label text="still ios"/>
                <?end?>
                <Label text="tail"/>
            </ColumnView>
            """, platform: platform)
        #expect(texts(root) == expected.map(Optional.some))
    }

    /// MarkupKit reads an item's `$` attribute from the owner once, as it builds the item
    /// (MarkupKitTest's `<segment title="$one" value="1"/>`): items are not views to bind.
    @Test func anItemReadsItsBoundAttributesFromTheOwnerOnce() throws {
        let owner = MarkupOwner()
        owner.searchText = "Small"
        owner.content = ["size": 2]
        let control = try #require(try build("""
            <UISegmentedControl>
                <segment title="$searchText" value="S"/>
                <segment title="$content.size * 10::number;minimumFractionDigits=1" value="$searchText"/>
                <segment title="$content.missing"/>
            </UISegmentedControl>
            """, owner: owner) as? SegmentedControl)
        #expect(control.segments.map(\.title) == ["Small", "20.0", ""])
        #expect(control.segments.map(\.value) == ["S", "Small", nil])
        owner.searchText = "Large"
        #expect(control.segments.map(\.title) == ["Small", "20.0", ""])
    }

    @Test func tableMarkupBuildsSectionsWithSelection() throws {
        let table = try #require(try fixtureLoader().view(named: "Settings", owner: MarkupOwner()) as? TableView)
        #expect(table.numberOfSections == 2)
        #expect(table.section(withName: "filters") == 1)
        #expect([table.headerTitle(forSection: 0), table.headerTitle(forSection: 1)] == ["Units", "Show"])
        #expect(table.footerTitle(forSection: 1) == "Filters apply at once")
        #expect(table.value(forSection: 0) as? String == "mi")
        #expect(table.values(forSection: 1).map { $0 as? String } == ["open", "drive"])
        table.setValue("km", forSection: 0)
        #expect(table.value(forSection: 0) as? String == "km")
        #expect(table.values(forSection: 0).map { $0 as? String } == ["km"])
        #expect(table.values(forSection: 1).map { $0 as? String } == ["open", "drive"])
    }

    @Test func theRootElementAppliesToAnExistingRoot() throws {
        let owner = MarkupOwner()
        let cell = TableViewCell()
        let root = try fixtureLoader().view(named: "PharmacyCell", owner: owner, root: cell)
        // A cell is a column, so the root `LMColumnView` applies to the cell itself: no view is
        // wrapped inside it, the root's children follow the cell's own two labels, and the root's
        // attributes are set on the cell (the bottom margin over the cell's default margins).
        #expect(root === cell)
        #expect(cell.spacing == 4)
        #expect(cell.layoutMargins == EdgeInsets(top: 0, left: 8, bottom: 8, right: 16))
        #expect(cell.subviews.count == 5)
        #expect(cell.subviews.prefix(2).map(ObjectIdentifier.init) == [cell.textLabel, cell.detailTextLabel].map(ObjectIdentifier.init))
        #expect(cell.subviews.dropFirst(2).map { String(describing: type(of: $0)) } == ["RowView", "Label", "ColumnView"])
        #expect(owner.nameLabel === cell.subviews.dropFirst(2).first?.subviews.first)
        #expect(owner.addressLabel === cell.subviews.dropFirst(3).first)
    }
}
