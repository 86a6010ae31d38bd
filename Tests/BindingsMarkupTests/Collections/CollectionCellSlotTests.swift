import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A collection view cell's `<?backgroundView?>` and `<?selectedBackgroundView?>`: the selected
/// one shows while the cell is selected or highlighted, and then the pictures add no mark of their own.
@MainActor @Suite(.checksLiveObjects) struct CollectionCellSlotTests {
    @Test func theSelectedBackgroundShowsWhileTheCellIsSelected() throws {
        let source = """
            <LMCollectionViewCell layoutMargins="0">
                <?backgroundView?>
                <UIView backgroundColor="#FFFFFF"/>
                <?selectedBackgroundView?>
                <UIView backgroundColor="#0000FF"/>
                <UILabel text="Red"/>
            </LMCollectionViewCell>
            """
        let cell = try #require(try MarkupLoader().template(source: source, file: "Cell.xml").instantiate(owner: MarkupOwner()) as? CollectionViewCell)
        #expect(cell.backgroundView?.backgroundColor == .white)
        #expect(cell.selectedBackgroundView?.backgroundColor == Color(red: 0, green: 0, blue: 1))
        #expect((cell.contentView as? Label)?.text == "Red")
        cell.layoutToFit(width: 40)
        #expect(SVGRenderer().render(cell) == ##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="20" viewBox="0 0 24 20" font-family="monospace">
              <rect x="0" y="0" width="24" height="20" fill="#FFFFFF"/>
              <text x="0" y="16" font-size="16" fill="#000000">Red</text>
            </svg>

            """##)
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(SVGRenderer().render(cell) == ##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="20" viewBox="0 0 24 20" font-family="monospace">
              <rect x="0" y="0" width="24" height="20" fill="#0000FF"/>
              <text x="0" y="16" font-size="16" fill="#000000">Red</text>
            </svg>

            """##)
        #expect(TextRenderer().render(cell) == "Red")
    }

    /// The collection view's own `<?backgroundView?>` fills its frame behind the cells.
    @Test func aCollectionViewsBackgroundViewFillsItsFrame() throws {
        let source = """
            <LMCollectionView>
                <?backgroundView?>
                <UIView backgroundColor="#FF0000"/>
            </LMCollectionView>
            """
        let collection = try #require(try MarkupLoader().template(source: source, file: "Grid.xml").instantiate(owner: MarkupOwner()) as? CollectionView)
        collection.frame = Rect(x: 0, y: 0, width: 80, height: 40)
        collection.layoutIfNeeded()
        #expect(collection.backgroundView?.frame == Rect(x: 0, y: 0, width: 80, height: 40))
        #expect(SVGRenderer().render(collection) == ##"""
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="40" viewBox="0 0 80 40" font-family="monospace">
              <clipPath id="clip1"><rect x="0" y="0" width="80" height="40"/></clipPath>
              <g clip-path="url(#clip1)">
                <rect x="0" y="0" width="80" height="40" fill="#FF0000"/>
              </g>
            </svg>

            """##)
    }
}
