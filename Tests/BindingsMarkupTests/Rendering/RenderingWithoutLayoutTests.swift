import BindingsMarkup
import BindingsTestSupport
import Testing

/// A picture needs no ritual: a view built in code or markup renders with one call, and a view that
/// cannot be drawn says why instead of drawing nothing.
@MainActor @Suite(.checksLiveObjects) struct RenderingWithoutLayoutTests {
    /// A column of two labels and a cell-like row, as a newcomer builds one in code.
    static func makeScreen() -> ColumnView {
        let column = ColumnView()
        let title = Label()
        title.text = "Todo"
        let count = Label()
        count.text = "2 items left"
        column.addSubview(title)
        column.addSubview(count)
        return column
    }

    @Test func aViewIsLaidOutAtTheWidthGiven() {
        let screen = Self.makeScreen()
        #expect(TextRenderer().render(screen, width: 160) == "Todo\n2 items left")
        #expect(screen.frame == Rect(x: 0, y: 0, width: 160, height: 40))
        #expect(SVGRenderer().render(Self.makeScreen(), width: 160).hasPrefix(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" "#))
    }

    @Test func aViewNeverLaidOutSaysItNeedsAWidth() {
        let message = "ColumnView was never laid out and has no size: render it with a width, or lay it out first (layoutToFit(width:))"
        #expect(TextRenderer().render(Self.makeScreen()) == message)
        #expect(SVGRenderer().render(Self.makeScreen()) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(8 * message.count)" height="20" font-family="monospace">\
            <text x="0" y="16" font-size="16">\(message)</text></svg>

            """)
        #expect(TextRenderer().render(Self.makeScreen(), width: 0) == "cannot draw ColumnView at width 0.0: give a positive width")
    }

    @Test func pendingChangesAreLaidOutBeforeDrawing() {
        let screen = Self.makeScreen()
        screen.layoutToFit(width: 160)
        (screen.subviews[1] as? Label)?.text = "1 item left\nwell done"
        (screen.subviews[1] as? Label)?.numberOfLines = 0
        screen.frame.size.height = 60
        #expect(TextRenderer().render(screen) == "Todo\n1 item left\nwell done")
    }

    @Test func defaultFontRowsAddNoBlankLines() {
        // Five cells in the default fonts: each row of text is one line of the picture.
        let table = TableView()
        for index in 1...5 {
            let cell = TableViewCell()
            cell.textLabel.text = "Item \(index)"
            table.appendCell(cell, toSection: 0)
        }
        let label = Label()
        #expect(label.font == Font.system(size: 16))
        #expect(TextRenderer().render(table, width: 160) == " Item 1\n Item 2\n Item 3\n Item 4\n Item 5")
    }
}
