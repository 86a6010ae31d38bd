import BindingsMarkup
import Testing

extension Rendering {
    @Suite("Text renderer") @MainActor
    struct TextRendererTests {
        @Test(arguments: [
            ("plain", TextRenderer()),
            ("ansi", TextRenderer(ansi: true)),
        ])
        func pharmacyCell(variant: String, renderer: TextRenderer) {
            let cell = RenderFixtures.PharmacyCell()
            cell.root.layoutToFit(width: 320)
            SnapshotSupport.assertSnapshot(renderer.render(cell.root), named: "pharmacy-cell-\(variant).txt")
        }

        /// Four rows of a 10-row-tall screen: the header, two cells, the third cut at the table's edge.
        @Test(arguments: [(0.0, "top"), (100, "scrolled")])
        func pharmacyTable(offset: Double, name: String) {
            let source = RenderFixtures.PharmacyRows()
            let table = source.makeTable(height: 300, offset: offset)
            SnapshotSupport.assertSnapshot(TextRenderer().render(table), named: "pharmacy-table-\(name).txt")
        }

        @Test func settingsTable() {
            let table = RenderFixtures.settingsTable()
            SnapshotSupport.assertSnapshot(TextRenderer(showsBorders: true).render(table), named: "settings-table.txt")
        }

        /// Alignment within the frame, and what cannot reach a terminal: escape codes, line-moving controls.
        @Test(arguments: [
            ("left", "abc\u{1B}[2J", "abc�[2J"),
            ("center", "abc", "  abc"),
            ("right", "abc", "     abc"),
        ])
        func labelLines(alignment: String, text: String, line: String) throws {
            let label = Label()
            try label.setValue(alignment, forKey: "textAlignment")
            label.font = .system(size: 16)
            label.text = text
            label.frame = Rect(x: 0, y: 0, width: 64, height: 20)
            #expect(TextRenderer().render(label) == line)
        }

        @Test func emptyAndDegenerateTreesRender() {
            let view = View()
            #expect(TextRenderer().render(view) == "View was never laid out and has no size: render it with a width, or lay it out first (layoutToFit(width:))")
            view.layoutToFit(width: 0)
            #expect(TextRenderer().render(view) == "")
            view.frame = Rect(x: 0, y: 0, width: .nan, height: .infinity)
            #expect(TextRenderer().render(view) == "")
            view.frame = Rect(x: 0, y: 0, width: 16, height: 40)
            #expect(TextRenderer(showsBorders: true).render(view) == "┌┐\n└┘")
            // A frame far wider than the grid: cut at the grid's 500 columns, its right corner unseen.
            view.frame = Rect(x: 0, y: 0, width: 1e12, height: 60)
            #expect(TextRenderer(showsBorders: true).render(view)
                == "┌" + String(repeating: "─", count: 499) + "\n│\n└" + String(repeating: "─", count: 499))
        }
    }
}

extension Rendering {
    /// Lines of small fonts each get a row of their own: a view below another's text starts on the
    /// next free row, where points alone would put both on one row.
    @MainActor @Suite struct TextRowTests {
        @Test func aLineBelowTwoSmallLinesIsNotOverwritten() throws {
            let source = """
                <LMColumnView layoutMargins="2 0 0 0">
                    <UILabel font="System 14" numberOfLines="0" text="first&#10;second"/>
                    <LMRowView spacing="8">
                        <UILabel text="next"/>
                        <UILabel text="beside"/>
                    </LMRowView>
                </LMColumnView>
                """
            let root = try MarkupLoader().template(source: source, file: "Rows.xml").instantiate(owner: MarkupOwner())
            root.frame = Rect(x: 0, y: 0, width: 160, height: 80)
            root.layoutIfNeeded()
            // Points put "next" (y 37) on row 1, with "second" (y 19.5, drawn on the row after "first").
            #expect(root.subviews[1].frame.minY == 37)
            #expect(TextRenderer().render(root) == "first\nsecond\nnext beside\n")
        }
    }
}
