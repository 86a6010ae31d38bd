import Bindings
import BindingsMarkup
import Testing

extension Collections {
    /// MarkupKit's collection view elements and the flow layout's dotted attributes.
    @Suite("Collection views in markup") @MainActor
    struct CollectionMarkupTests {
        @Test func theLayoutsDottedAttributesSetTheCollectionViewsLayout() throws {
            let source = #"""
                <LMCollectionView style="flowLayoutCollectionView"
                    collectionViewLayout.itemWidth="80" collectionViewLayout.itemHeight="120"
                    collectionViewLayout.sectionInset="12" collectionViewLayout.sectionInsetBottom="4"
                    collectionViewLayout.scrollDirection="horizontal" collectionViewLayout.minimumLineSpacing="4"
                    collectionViewLayout.minimumInteritemSpacing="2" collectionViewLayout.estimatedItemSize="50 60"
                    collectionViewLayout.headerReferenceSize="{0, 30}" collectionViewLayout.footerReferenceWidth="8"
                    allowsMultipleSelection="true"/>
                """#
            let template = try MarkupLoader().template(source: source, file: "Grid.xml")
            #expect(template.warnings.map(\.description) == [])
            let view = try #require(try template.instantiate(owner: MarkupOwner()) as? CollectionView)
            let layout = view.collectionViewLayout
            #expect(layout.itemSize == Size(width: 80, height: 120))
            #expect(layout.sectionInset == EdgeInsets(top: 12, left: 12, bottom: 4, right: 12))
            #expect(layout.scrollDirection == .horizontal)
            #expect(layout.minimumLineSpacing == 4 && layout.minimumInteritemSpacing == 2)
            #expect(layout.estimatedItemSize == Size(width: 50, height: 60))
            #expect(layout.headerReferenceSize == Size(width: 0, height: 30))
            #expect(layout.footerReferenceSize == Size(width: 8, height: 0))
            #expect(view.allowsMultipleSelection)
            // MarkupKit's factory makes a white collection view.
            #expect(view.backgroundColor == .white)
        }

        @Test(arguments: [
            ("<UICollectionView/>", "CollectionView"),
            ("<LMCollectionView/>", "CollectionView"),
            ("<CollectionView style=\"flowLayout\"/>", "CollectionView"),
            ("<UICollectionViewCell/>", "CollectionViewCell"),
            ("<LMCollectionViewCell selected=\"true\" highlighted=\"false\"/>", "CollectionViewCell"),
        ])
        func theElementsMakeTheirClasses(source: String, type: String) throws {
            let view = try MarkupLoader().template(source: source, file: "Test.xml").instantiate(owner: MarkupOwner())
            #expect(String(describing: Swift.type(of: view)) == type)
        }

        /// The cell's one child element is its content, inside its margins.
        @Test func aCellsChildIsItsContentInsideItsMargins() throws {
            let source = #"<LMCollectionViewCell layoutMargins="4"><UILabel text="Red"/></LMCollectionViewCell>"#
            let cell = try #require(try MarkupLoader().template(source: source, file: "Cell.xml").instantiate(owner: MarkupOwner())
                as? CollectionViewCell)
            cell.frame = Rect(x: 0, y: 0, width: 80, height: 40)
            cell.layoutIfNeeded()
            #expect((cell.contentView as? Label)?.text == "Red")
            #expect(cell.contentView?.frame == Rect(x: 4, y: 4, width: 72, height: 32))
            #expect(cell.sizeThatFits(Size(width: 80, height: .infinity)) == Size(width: 32, height: 28))
        }

        @Test(arguments: [
            (#"<LMCollectionView collectionViewLayout.itemWidht="80"/>"#,
             "Test.xml:1:19: error: unknown property 'itemWidht' on CollectionViewFlowLayout; did you mean 'itemWidth'?"),
            (#"<LMCollectionView collectionViewLayot.itemWidth="80"/>"#,
             "Test.xml:1:19: error: unknown property 'collectionViewLayot' on CollectionView; did you mean 'collectionViewLayout'?"),
            (#"<LMCollectionView collectionViewLayout.scrollDirection="diagonal"/>"#,
             "Test.xml:1:57: error: invalid value 'diagonal' for property 'collectionViewLayout.scrollDirection'; "
             + "expected one of vertical or horizontal (unknown name 'diagonal')"),
            (#"<LMCollectionView collectionViewLayout.itemHeight="tall"/>"#,
             "Test.xml:1:52: error: invalid value 'tall' for property 'collectionViewLayout.itemHeight'; expected a number"),
            (#"<LMCollectionView style="gridLayoutCollectionView"/>"#,
             "Test.xml:1:26: error: invalid value 'gridLayoutCollectionView' for property 'style'; expected one of flowLayout "
             + "(unknown name 'gridLayoutCollectionView')"),
            (#"<LMCollectionViewCell isSelectd="true"/>"#,
             "Test.xml:1:23: error: unknown property 'isSelectd' on CollectionViewCell; did you mean 'isSelected'?"),
        ])
        func badAttributesAreDiagnosed(source: String, diagnostic: String) throws {
            #expect(try buildDiagnostics(source) == [diagnostic])
        }

        /// MarkupKit's demo puts a horizontal collection view of icons in a table cell: it loads
        /// unchanged, fills the cell's width at its own height, and shows the items that fit.
        @Test func aHorizontalCollectionViewInATableCellShowsTheItemsThatFit() throws {
            let source = #"""
                <LMTableView>
                    <LMTableViewCell selectionStyle="none">
                        <LMCollectionView style="flowLayoutCollectionView" id="collectionView" height="64"
                            collectionViewLayout.scrollDirection="horizontal"
                            collectionViewLayout.itemWidth="64" collectionViewLayout.itemHeight="64"
                            collectionViewLayout.minimumLineSpacing="4"/>
                    </LMTableViewCell>
                </LMTableView>
                """#
            let owner = CollectionOwner()
            let template = try MarkupLoader().template(source: source, file: "Demo.xml")
            #expect(template.warnings.map(\.description) == [])
            let table = try template.instantiate(owner: owner)
            let collection = try #require(owner.collectionView)
            let icons = NumberedItems(7)
            collection.register(NumberCell.self, forCellWithReuseIdentifier: "number")
            collection.dataSource = icons
            table.frame = Rect(x: 0, y: 0, width: 320, height: 200)
            table.layoutIfNeeded()
            #expect(collection.frame.size == Size(width: 296, height: 64))
            #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3, 4])
            #expect(collection.visibleCells.map(\.frame.minX) == [0, 68, 136, 204, 272])
            #expect(collection.contentSize == Size(width: 7 * 64 + 6 * 4, height: 64))
        }

        /// `ColorGrid.xml` and `ColorCell.xml`, written in MarkupKit's dialect, load unchanged and
        /// lint clean for the owners they are built for.
        @Test func theMarkupKitDocumentsLoadAndLintClean() throws {
            let loader = try fixtureLoader()
            let linter = MarkupLinter(loader: loader)
            let controller = ColorGridController(loader: loader)
            #expect(linter.lint(named: "ColorGrid", owner: controller).map(\.description) == [])
            #expect(linter.lint(named: "ColorCell", owner: ColorCell()).map(\.description) == [])
            #expect(linter.lint(named: "ColorCell", owner: CollectionViewCell()).map(\.description) == [
                "ColorCell.xml:15:24: error: binding reads a key the owner lacks: CollectionViewCell has no key 'index'",
                "ColorCell.xml:16:65: error: binding reads a key the owner lacks: CollectionViewCell has no key 'color'",
                "ColorCell.xml:17:24: error: binding reads a key the owner lacks: CollectionViewCell has no key 'value'",
            ])
        }
    }
}

/// The owner of a document with a collection view outlet.
@MainActor
final class CollectionOwner: KeyValueCoding {
    @Observed var collectionView: CollectionView? = nil

    nonisolated init() {}
}
