import Bindings

/// A web page: `WKWebView` in MarkupKit documents.
///
/// The headless kit fetches and lays out no pages: the view keeps what WebKit's keeps (the page's
/// address or the HTML it was given, the pages to go back and forward to, what the user may do) and
/// its pictures draw a box captioned with the page. Markup may set ``url`` to load a page. Like
/// UIKit's, it has no content size of its own: it takes ``pageSize`` (narrower when proposed less)
/// unless its container gives it more, as a column's `weight` does.
open class WebView: View {
    /// The address of the page shown, or `nil` before any page is loaded (or for HTML given with no
    /// base address).
    @Observed public var url: String? = nil
    /// The HTML shown when it was given as text (``loadHTMLString(_:baseURL:)``), else `nil`.
    @Observed public var htmlString: String? = nil
    /// Whether swiping from an edge goes back or forward.
    @Observed public var allowsBackForwardNavigationGestures = false
    /// Whether pressing a link shows a preview of its page.
    @Observed public var allowsLinkPreview = true
    /// The user agent the view sends, or `nil` for the system's.
    @Observed public var customUserAgent: String? = nil
    /// The addresses ``goBack()`` returns to, the most recent last.
    @Observed public private(set) var backList: [String] = []
    /// The addresses ``goForward()`` returns to, the next one last.
    @Observed public private(set) var forwardList: [String] = []

    /// The size a web view takes when nothing stretches it.
    nonisolated public static let pageSize = Size(width: 320, height: 240)

    /// Loads the page at `url`: the page shown before goes on the back list, and the forward list
    /// is emptied, as following a link does.
    public func load(_ url: String) {
        if let current = self.url { backList.append(current) }
        forwardList.removeAll()
        htmlString = nil
        self.url = url
    }

    /// Shows `html`, which relative links resolve against `baseURL`; the back list is kept.
    public func loadHTMLString(_ html: String, baseURL: String? = nil) {
        htmlString = html
        url = baseURL
    }

    /// Whether there is a page to go back to.
    nonisolated public var canGoBack: Bool {
        MainActor.assumeIsolated { !backList.isEmpty }
    }

    /// Whether there is a page to go forward to.
    nonisolated public var canGoForward: Bool {
        MainActor.assumeIsolated { !forwardList.isEmpty }
    }

    /// Shows the previous page of the back list, if any; the page left goes on the forward list.
    public func goBack() {
        guard let previous = backList.popLast() else { return }
        if let current = url { forwardList.append(current) }
        htmlString = nil
        url = previous
    }

    /// Shows the next page of the forward list, if any; the page left goes on the back list.
    public func goForward() {
        guard let next = forwardList.popLast() else { return }
        if let current = url { backList.append(current) }
        htmlString = nil
        url = next
    }

    /// The view keys plus `canGoBack` and `canGoForward`, observable as WebKit's are.
    nonisolated open override class var computedKeys: [String: ComputedKey] {
        webComputedKeys
    }

    /// Merged once, as every key read by name that is not `@Observed` asks for them.
    nonisolated private static let webComputedKeys = View.computedKeys.merging([
        "canGoBack": ComputedKey(\WebView.canGoBack, dependsOn: "backList"),
        "canGoForward": ComputedKey(\WebView.canGoForward, dependsOn: "forwardList"),
    ]) { _, own in own }

    /// ``pageSize``, no wider than proposed.
    open override func sizeThatFits(_ proposal: Size) -> Size {
        Size(width: min(Self.pageSize.width, proposal.width), height: Self.pageSize.height)
    }
}

// A web view draws as a box captioned with its page.
extension WebView: CaptionedBoxDrawing {
    /// `web https://example.com`; for HTML given as text, its text without tags (`web Hello`);
    /// `web about:blank` before anything is loaded.
    public var caption: String {
        if let htmlString { return "web " + Self.text(ofHTML: htmlString) }
        return "web " + (url ?? "about:blank")
    }

    /// White, as an empty page.
    public var boxFill: Color { .white }

    /// The text of `html` outside its tags, with runs of whitespace as one space.
    private static func text(ofHTML html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            switch character {
            case "<":
                inTag = true
                text.append(" ")  // a tag parts words: `a<br>b` is two
            case ">":
                inTag = false
            default:
                if !inTag { text.append(character.isWhitespace ? " " : character) }
            }
        }
        return text.split(separator: " ").joined(separator: " ")
    }
}
