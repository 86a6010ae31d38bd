import BindingsMarkup
import Testing

extension Rendering {
    @Suite("SVG renderer") @MainActor
    struct SVGRendererTests {
        @Test func pharmacyCell() {
            let cell = RenderFixtures.PharmacyCell()
            cell.root.backgroundColor = Color(white: 0.98)
            cell.root.layoutToFit(width: 320)
            SnapshotSupport.assertSnapshot(SVGRenderer().render(cell.root), named: "pharmacy-cell.svg")
        }

        @Test func pharmacyTable() {
            let source = RenderFixtures.PharmacyRows()
            let table = source.makeTable(height: 300, offset: 100)
            SnapshotSupport.assertSnapshot(SVGRenderer().render(table), named: "pharmacy-table.svg")
        }

        @Test func settingsTable() {
            SnapshotSupport.assertSnapshot(SVGRenderer().render(RenderFixtures.settingsTable()), named: "settings-table.svg")
        }

        @Test func textIsEscapedAndNumbersAreShort() {
            let label = Label()
            label.text = "<a & \"b\">\u{7}"
            label.font = Font(name: "Courier", size: 10, italic: true)
            label.textColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
            label.numberOfLines = 0
            label.frame = Rect(x: 0, y: 0, width: 100, height: 12.5)
            #expect(SVGRenderer().render(label) == """
                <svg xmlns="http://www.w3.org/2000/svg" width="100" height="12.5" viewBox="0 0 100 12.5" font-family="monospace">
                  <text x="0" y="10" font-size="10" font-style="italic" fill="#FF0000" fill-opacity="0.5">&lt;a &amp; &quot;b&quot;&gt;�</text>
                </svg>

                """)
            // Rounded to hundredths, without trailing zeros.
            let thin = View()
            thin.frame = Rect(x: 0, y: 0, width: 1.0 / 3, height: 2.001)
            #expect(SVGRenderer().render(thin) == """
                <svg xmlns="http://www.w3.org/2000/svg" width="0.33" height="2" viewBox="0 0 0.33 2" font-family="monospace">
                </svg>

                """)
        }
    }
}
