import BindingsMarkup
import Testing

extension Views {
    @Suite("Layout margin keys") @MainActor
    struct LayoutMarginKeyTests {
        @Test(arguments: [
            ("layoutMarginTop", EdgeInsets(top: 9, left: 1, bottom: 2, right: 3)),
            ("layoutMarginLeft", EdgeInsets(top: 4, left: 9, bottom: 2, right: 3)),
            ("layoutMarginBottom", EdgeInsets(top: 4, left: 1, bottom: 9, right: 3)),
            ("layoutMarginRight", EdgeInsets(top: 4, left: 1, bottom: 2, right: 9)),
            ("layoutMarginLeading", EdgeInsets(top: 4, left: 9, bottom: 2, right: 3)),
            ("layoutMarginTrailing", EdgeInsets(top: 4, left: 1, bottom: 2, right: 9)),
        ])
        func eachEdgeSetsOneInset(key: String, expected: EdgeInsets) throws {
            let view = View()
            view.layoutMargins = EdgeInsets(top: 4, left: 1, bottom: 2, right: 3)
            try view.setValue("9", forKey: key)
            #expect(view.layoutMargins == expected)
            #expect(view.value(forKey: key) as? Double == 9)
        }

        @Test func edgeKeysAreObservableThroughTheirInsets() throws {
            let view = View()
            let seen = Recorded<Double?>()
            let token = try view.observe("layoutMarginBottom", options: [.new]) { _, change in seen.append(change.newValue as? Double) }
            view.layoutMargins = EdgeInsets(all: 6)
            view.layoutMarginBottom = 8
            #expect(seen.all == [6, 8])
            token.invalidate()
        }
    }
}
