import BindingsMarkup
import BindingsTestSupport
import Testing

/// A MarkupKit document naming a view class of a framework the kit does not provide is told which
/// class and framework, not offered the nearest kit name; an app's own class of that name still loads.
@MainActor @Suite(.checksLiveObjects) struct UnavailableClassTests {
    @Test(arguments: [
        ("<MKPinAnnotationView/>", ["Test.xml:1:1: error: 'MKPinAnnotationView' (MapKit) is not available in the view kit"]),
        ("<LMColumnView>\n  <UIWebView/>\n  <AVPlayerView/>\n</LMColumnView>", [
            "Test.xml:2:3: error: 'UIWebView' (UIKit) is not available in the view kit",
            "Test.xml:3:3: error: 'AVPlayerView' (AVKit) is not available in the view kit",
        ]),
        ("<LMColumnView>\n  <SCNView/>\n  <UILable/>\n</LMColumnView>", [
            "Test.xml:2:3: error: 'SCNView' (SceneKit) is not available in the view kit",
            "Test.xml:3:3: error: unknown element 'UILable'; did you mean 'UILabel'?",
        ]),
    ])
    func eachUnavailableClassIsNamedWithItsFramework(source: String, diagnostics: [String]) throws {
        #expect(try buildDiagnostics(source) == diagnostics)
    }

    @Test func anAppsOwnClassOfThatNameLoads() throws {
        let loader = MarkupLoader()
        loader.elementTypes.register(ColumnView.self, as: "MKAnnotationView")
        #expect(try buildDiagnostics("<MKAnnotationView/>", loader: loader) == [])
    }
}
