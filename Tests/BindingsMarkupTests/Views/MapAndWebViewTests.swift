import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `MKMapView` and `WKWebView`, as MarkupKit's example apps use them (`MapViewController.xml`,
/// `WebViewController.xml`): loaded from markup with their attributes, changed in code, and drawn in
/// both renderers as boxes captioned with what they show.
@MainActor @Suite(.checksLiveObjects) struct MapAndWebViewTests {
    func load(_ source: String, width: Double = 240) throws -> View {
        let root = try MarkupLoader().template(source: source, file: "Test.xml").instantiate(owner: MarkupOwner())
        root.frame = Rect(x: 0, y: 0, width: width, height: root.sizeThatFits(Size(width: width, height: .infinity)).height)
        root.layoutIfNeeded()
        return root
    }

    @Test func aMapTakesMapKitsKeysFromMarkup() throws {
        let root = try load("""
            <LMColumnView>
                <MKMapView mapType="MKMapTypeSatellite" centerCoordinate="48.8584 2.2945" span="{0.05, 0.1}"
                    showsUserLocation="true" zoomEnabled="false" isScrollEnabled="false" rotateEnabled="false"
                    showsCompass="false" showsScale="true" height="60" layer.borderWidth="0.5" layer.borderColor="#c0c0c0"/>
            </LMColumnView>
            """)
        let map = try #require(root.subviews.first as? MapView)
        #expect(map.mapType == .satellite)
        #expect(map.centerCoordinate == Coordinate(latitude: 48.8584, longitude: 2.2945))
        #expect(map.span == CoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.1))
        #expect([map.showsUserLocation, map.isZoomEnabled, map.isScrollEnabled, map.isRotateEnabled, map.isPitchEnabled,
                  map.showsCompass, map.showsScale] == [true, false, false, false, true, false, true])
        #expect(map.frame == Rect(x: 0, y: 0, width: 240, height: 60))
        // 30 columns: the caption is cut to fit.
        #expect(TextRenderer().render(root) == "\n[satellite map 48.8584, 2.29…]\n")
        #expect(SVGRenderer().render(root) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="240" height="60" viewBox="0 0 240 60" font-family="monospace">
              <g>
                <title>satellite map 48.8584, 2.2945</title>
                <rect x="0" y="0" width="240" height="60" fill="#E6F2E0" stroke="#999999"/>
                <text x="120" y="34.88" font-size="13" text-anchor="middle" fill="#555555">satellite map 48.8584, 2.2945</text>
              </g>
              <rect x="0" y="0" width="240" height="60" fill="none" stroke="#C0C0C0" stroke-width="0.5"/>
            </svg>

            """)
    }

    /// A map with nothing set shows the standard map of the world, at its own size unless stretched.
    @Test func aMapMovesInCodeAndStretchesByWeight() throws {
        let root = try load("""
            <LMColumnView>
                <MKMapView weight="1"/>
                <UILabel text="Go"/>
            </LMColumnView>
            """)
        root.frame = Rect(x: 0, y: 0, width: 240, height: 300)
        root.layoutIfNeeded()
        let map = try #require(root.subviews.first as? MapView)
        #expect(map.sizeThatFits(Size(width: 1000, height: 1000)) == Size(width: 320, height: 200))
        #expect(map.sizeThatFits(Size(width: 100, height: 1000)) == Size(width: 100, height: 200))
        #expect(map.frame == Rect(x: 0, y: 0, width: 240, height: 280))
        #expect(map.caption == "map 0, 0")
        map.setRegion(center: Coordinate(latitude: -33.8568, longitude: 151.2153), span: CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        try map.setValue(false, forKey: "zoomEnabled")
        #expect(map.value(forKey: "zoomEnabled") as? Bool == false)
        #expect(map.isZoomEnabled == false)
        #expect(map.span == CoordinateSpan(latitudeDelta: 1, longitudeDelta: 1))
        #expect(TextRenderer().render(root).split(separator: "\n", omittingEmptySubsequences: false)[7] == "[map -33.8568, 151.2153]")
    }

    @Test func aWebViewLoadsPagesAndGoesBackAndForward() throws {
        let root = try load("""
            <LMColumnView>
                <WKWebView url="https://example.com/" allowsBackForwardNavigationGestures="true" allowsLinkPreview="false"
                    customUserAgent="Bindings" height="40"/>
            </LMColumnView>
            """)
        let web = try #require(root.subviews.first as? WebView)
        #expect(web.url == "https://example.com/")
        #expect(web.allowsBackForwardNavigationGestures)
        #expect(!web.allowsLinkPreview)
        #expect(web.customUserAgent == "Bindings")
        #expect(TextRenderer().render(root) == "\n[web https://example.com/]")
        let canGoBack = Recorded<Bool>()
        let token = try web.observe("canGoBack", options: [.new]) { _, change in canGoBack.append(change.newValue as? Bool ?? false) }
        web.load("https://example.com/about")
        web.load("https://example.com/contact")
        #expect(web.backList == ["https://example.com/", "https://example.com/about"])
        web.goBack()
        #expect(web.url == "https://example.com/about")
        #expect(web.canGoBack && web.canGoForward)
        web.goBack()
        #expect(!web.canGoBack)
        web.goForward()
        #expect(web.url == "https://example.com/about")
        #expect(web.forwardList == ["https://example.com/contact"])
        token.invalidate()
        #expect(canGoBack.all == [true, true, true, false, true])
        web.loadHTMLString("<h1>Hello</h1>\n<p>from <b>markup</b></p>")
        #expect(web.url == nil)
        #expect(SVGRenderer().render(root) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="240" height="40" viewBox="0 0 240 40" font-family="monospace">
              <g>
                <title>web Hello from markup</title>
                <rect x="0" y="0" width="240" height="40" fill="#FFFFFF" stroke="#999999"/>
                <text x="120" y="24.88" font-size="13" text-anchor="middle" fill="#555555">web Hello from markup</text>
              </g>
            </svg>

            """)
    }
}
