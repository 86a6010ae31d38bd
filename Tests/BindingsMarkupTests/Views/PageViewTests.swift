import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `LMPageView` with a `UIPageControl`: pages as children, `currentPage` bound both ways, the
/// user's swipes and taps, and both pictures.
@MainActor @Suite(.checksLiveObjects) struct PageViewTests {
    @MainActor final class Pages: KeyValueCoding, MarkupActionTarget {
        @Observed var page = 0
        var changes: [Int] = []

        var markupActions: [String: @MainActor (View) -> Void] {
            ["pageChanged": { [weak self] sender in self?.changes.append((sender as? PageControl)?.currentPage ?? -1) }]
        }
    }

    static let source = """
        <LMColumnView>
            <LMPageView currentPage="$$page" height="20">
                <UILabel text="First"/>
                <UILabel text="Second"/>
                <UILabel text="Third"/>
            </LMPageView>
            <UIPageControl numberOfPages="3" currentPage="$$page" onValueChanged="pageChanged"
                pageIndicatorTintColor="#CCCCCC" currentPageIndicatorTintColor="#0000FF"/>
        </LMColumnView>
        """

    func load(_ owner: Pages) throws -> (View, PageView, PageControl) {
        let root = try MarkupLoader().template(source: Self.source, file: "Pages.xml").instantiate(owner: owner)
        let pageView = try #require(root.subviews.first as? PageView)
        let control = try #require(root.subviews.last as? PageControl)
        return (root, pageView, control)
    }

    @Test func pagesFollowTheBoundPageBothWays() throws {
        let owner = Pages()
        let (root, pageView, control) = try load(owner)
        root.layoutToFit(width: 64)
        #expect(pageView.subviews.map(\.frame.x) == [0, 64, 128])
        pageView.userDidScroll(toPage: 5)
        #expect([owner.page, pageView.currentPage, control.currentPage] == [2, 2, 2])
        root.layoutIfNeeded()
        #expect(pageView.subviews.map(\.frame.x) == [-128, -64, 0])
        // Scrolling sends no control event; tapping a dot does, once per change.
        #expect(owner.changes == [])
        control.userDidSelectPage(at: 1)
        control.userDidSelectPage(at: 1)
        #expect([owner.page, pageView.currentPage] == [1, 1])
        #expect(owner.changes == [1])
        owner.page = 0
        #expect([pageView.currentPage, control.currentPage] == [0, 0])
        control.isEnabled = false
        control.userDidSelectPage(at: 2)
        #expect(owner.page == 0)
    }

    @Test func theCurrentPageAndItsDotAreDrawn() throws {
        let owner = Pages()
        owner.page = 1
        let (root, _, _) = try load(owner)
        root.layoutToFit(width: 64)
        // The pages beside the current one are clipped: the text grid shows only the current one.
        #expect(TextRenderer().render(root) == "Second\n○ ● ○")
        #expect(SVGRenderer().render(root) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="64" height="40" viewBox="0 0 64 40" font-family="monospace">
              <clipPath id="clip1"><rect x="0" y="0" width="64" height="20"/></clipPath>
              <g clip-path="url(#clip1)">
                <text x="-64" y="16" font-size="16" fill="#000000">First</text>
                <text x="0" y="16" font-size="16" fill="#000000">Second</text>
                <text x="64" y="16" font-size="16" fill="#000000">Third</text>
              </g>
              <circle cx="8" cy="30" r="4" fill="#CCCCCC"/>
              <circle cx="24" cy="30" r="4" fill="#0000FF"/>
              <circle cx="40" cy="30" r="4" fill="#CCCCCC"/>
            </svg>

            """)
    }

    @Test func aSinglePageCanHideItsDot() throws {
        let control = PageControl()
        control.numberOfPages = 1
        #expect(control.fittingSize(for: Size(width: 100, height: 100)) == Size(width: 16, height: 20))
        control.hidesForSinglePage = true
        #expect(control.fittingSize(for: Size(width: 100, height: 100)) == Size(width: 0, height: 20))
    }
}
