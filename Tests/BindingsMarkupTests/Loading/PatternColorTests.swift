import Foundation
@testable import BindingsMarkup
import BindingsTestSupport
import Testing

/// A color attribute naming an image tiles it, as MarkupKit's pattern colors (`backgroundColor="tile.png"`
/// in its README, `Background` from the asset catalog in its MarkupKitTest app): found where the
/// document is, kept by name in the color, and drawn as an SVG `<pattern>`.
@MainActor @Suite(.checksLiveObjects) struct PatternColorTests {
    /// A loader reading `files` from a folder of their own, as the named colors' tests make it.
    func loader(_ files: [String: String]) throws -> (MarkupLoader, URL) {
        try NamedColorTests().loader(files)
    }

    @Test func aColorAttributeNamingAnImageTilesIt() throws {
        let (loader, folder) = try loader(["tile.png": "", "Screen.xml": """
            <LMColumnView backgroundColor="Background">
                <UIView backgroundColor="tile.png" height="20"/>
                <UIView backgroundColor=" tile.png" height="20"/>
            </LMColumnView>
            """])
        defer { try? FileManager.default.removeItem(at: folder) }
        let imageSet = folder.appendingPathComponent("Assets.xcassets/Background.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        let template = try loader.template(named: "Screen")
        #expect(template.warnings.isEmpty)
        let root = try template.instantiate(owner: MarkupOwner())
        #expect(root.backgroundColor == Color(patternImage: "Background"))
        #expect(root.backgroundColor?.description == "Background")
        #expect(root.subviews.map(\.backgroundColor) == [Color(patternImage: "tile.png"), Color(patternImage: "tile.png")])
        #expect(SVGRenderer().render(root, width: 40) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" font-family="monospace">
              <pattern id="pattern1" patternUnits="userSpaceOnUse" width="16" height="16"><image href="Background" width="16" height="16"/></pattern>
              <rect x="0" y="0" width="40" height="40" fill="url(#pattern1)"/>
              <pattern id="pattern2" patternUnits="userSpaceOnUse" width="16" height="16"><image href="tile.png" width="16" height="16"/></pattern>
              <rect x="0" y="0" width="40" height="20" fill="url(#pattern2)"/>
              <rect x="0" y="20" width="40" height="20" fill="url(#pattern2)"/>
            </svg>

            """)
    }

    /// An image file's name that is not there loads with a warning; a name that is neither a color
    /// nor an image is an error saying so, with the nearest color name.
    @Test func aNameThatIsNoColorOrImageIsAnError() throws {
        let (loader, folder) = try loader([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try expectLoad({ () throws(MarkupDiagnostics) in
            try loader.template(source: #"<UIView backgroundColor="tile.png"/>"#, file: "Test.xml")
        }, loads: true, diagnostics: ["Test.xml:1:26: warning: no image 'tile.png' beside the document; its pattern shows a gray stand-in"])
        try expectLoad({ () throws(MarkupDiagnostics) in
            try loader.template(source: #"<UIView backgroundColor="Background"/>"#, file: "Test.xml")
        }, loads: false, diagnostics: [
            "Test.xml:1:26: error: invalid value 'Background' for property 'backgroundColor'; expected a color: a name, #RRGGBB, #RRGGBBAA, "
                + "rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a) or nil (no color or image is named 'Background')",
        ])
        try expectLoad({ () throws(MarkupDiagnostics) in
            try loader.template(source: #"<UILabel textColor="darkGrey"/>"#, file: "Test.xml")
        }, loads: false, diagnostics: [
            "Test.xml:1:21: error: invalid value 'darkGrey' for property 'textColor'; expected a color: a name, #RRGGBB, #RRGGBBAA, "
                + "rgb(r,g,b), rgba(r,g,b,a) or color(srgb r g b / a) (no color or image is named 'darkGrey'; did you mean 'darkGray'?)",
        ])
    }
}
