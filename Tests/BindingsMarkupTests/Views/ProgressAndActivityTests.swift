import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A download's state, as a view model exposes it.
final class DownloadModel: KeyValueCoding, @unchecked Sendable {
    // @unchecked: every stored property is @Observed (lock-protected).
    @Observed var fraction = 0.25
    @Observed var busy = true
}

/// `UIProgressView` and `UIActivityIndicatorView`: loaded and bound from markup, laid out, and drawn
/// in both renderers for each state.
@MainActor @Suite(.checksLiveObjects) struct ProgressAndActivityTests {
    static let source = """
        <LMRowView>
            <UIActivityIndicatorView animating="$busy"/>
            <UIProgressView progress="$fraction" width="80"/>
        </LMRowView>
        """

    func load(_ model: DownloadModel) throws -> (root: View, indicator: ActivityIndicatorView, progress: ProgressView) {
        let root = try MarkupLoader().template(source: Self.source, file: "Download.xml").instantiate(owner: model)
        root.frame = Rect(x: 0, y: 0, width: 160, height: 20)
        root.layoutIfNeeded()
        return (root, try #require(root.subviews.first as? ActivityIndicatorView), try #require(root.subviews.last as? ProgressView))
    }

    @Test func theyFollowTheModelInBothPictures() throws {
        let model = DownloadModel()
        let (root, indicator, progress) = try load(model)
        #expect(indicator.frame == Rect(x: 0, y: 0, width: 20, height: 20))
        #expect(progress.frame == Rect(x: 20, y: 0, width: 80, height: 20))
        // The progress view starts at 20 points, in the third column.
        #expect(TextRenderer().render(root) == "◌ ███░░░░░░░")
        #expect(SVGRenderer().render(root) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="20" viewBox="0 0 160 20" font-family="monospace">
              <circle cx="10" cy="10" r="8" fill="none" stroke="#999999" stroke-width="2"/>
              <rect x="20" y="0" width="80" height="20" rx="10" fill="#E6E6E6"/>
              <rect x="20" y="0" width="20" height="20" rx="10" fill="#007AFF"/>
            </svg>

            """)
        model.fraction = 1.5
        model.busy = false
        #expect(indicator.isAnimating == false)
        #expect(progress.shownProgress == 1)
        #expect(TextRenderer().render(root) == "  ██████████")
        #expect(SVGRenderer().render(root) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="160" height="20" viewBox="0 0 160 20" font-family="monospace">
              <rect x="20" y="0" width="80" height="20" rx="10" fill="#E6E6E6"/>
              <rect x="20" y="0" width="80" height="20" rx="10" fill="#007AFF"/>
            </svg>

            """)
    }

    @Test(arguments: [
        (#"<UIProgressView progress="most"/>"#, "Test.xml:1:27: error: invalid value 'most' for property 'progress'; expected a number"),
        (#"<UIActivityIndicatorView hidesWhenStopped="maybe"/>"#,
         "Test.xml:1:44: error: invalid value 'maybe' for property 'hidesWhenStopped'; expected true, false, yes, no, 1 or 0"),
        (#"<UIActivityIndicatorView animating="spinning"/>"#,
         "Test.xml:1:37: error: invalid value 'spinning' for property 'animating'; expected true, false, yes, no, 1 or 0"),
    ])
    func aValueOfTheWrongTypeIsAnError(source: String, message: String) throws {
        let reported = try buildDiagnostics(source)
        #expect(reported == [message])
    }

    @Test func aStoppedIndicatorThatDoesNotHideIsDrawn() throws {
        let indicator = ActivityIndicatorView()
        indicator.hidesWhenStopped = false
        indicator.frame = Rect(x: 0, y: 0, width: 20, height: 20)
        #expect(TextRenderer().render(indicator) == "◌")
        #expect(SVGRenderer().render(indicator) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20" font-family="monospace">
              <circle cx="10" cy="10" r="8" fill="none" stroke="#999999" stroke-width="2"/>
            </svg>

            """)
        indicator.startAnimating()
        indicator.stopAnimating()
        indicator.hidesWhenStopped = true
        #expect(TextRenderer().render(indicator) == "")
    }
}
