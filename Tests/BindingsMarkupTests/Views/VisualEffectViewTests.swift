import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// `UIVisualEffectView`: an effect by name, its children in its content view, drawn over the tint.
@MainActor @Suite(.checksLiveObjects) struct VisualEffectViewTests {
    @Test(arguments: [
        ("extraLight", VisualEffect.extraLight), ("light", .light), ("dark", .dark), ("extraDark", .extraDark),
        ("regular", .regular), ("prominent", .prominent), ("UIBlurEffectStyleDark", .dark),
    ])
    func effectsByName(name: String, effect: VisualEffect) throws {
        let view = try MarkupLoader().template(source: #"<UIVisualEffectView effect="\#(name)"/>"#, file: "Test.xml")
            .instantiate(owner: MarkupOwner())
        #expect((view as? VisualEffectView)?.effect == effect)
    }

    @Test func anUnknownEffectIsReported() throws {
        let diagnostics = try buildDiagnostics(#"<UIVisualEffectView effect="blurry"/>"#)
        #expect(diagnostics == [
            "Test.xml:1:29: error: invalid value 'blurry' for property 'effect'; expected one of extraLight, light, dark, extraDark, regular or prominent or nil (unknown name 'blurry')",
        ])
    }

    @Test func childrenGoIntoTheContentViewAndDrawOverTheTint() throws {
        let source = """
            <UIVisualEffectView effect="dark">
                <LMColumnView layoutMargins="4">
                    <UILabel text="Blurred" textColor="white"/>
                </LMColumnView>
            </UIVisualEffectView>
            """
        let view = try #require(try MarkupLoader().template(source: source, file: "Effect.xml").instantiate(owner: MarkupOwner()) as? VisualEffectView)
        #expect(view.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(view.contentView)])
        #expect(view.contentView.subviews.map { String(describing: type(of: $0)) } == ["ColumnView"])
        view.layoutToFit(width: 80)
        #expect(view.frame.size == Size(width: 80, height: 28))
        #expect(view.contentView.frame == Rect(x: 0, y: 0, width: 80, height: 28))
        #expect(TextRenderer().render(view) == "Blurred\n")
        #expect(SVGRenderer().render(view) == """
            <svg xmlns="http://www.w3.org/2000/svg" width="80" height="28" viewBox="0 0 80 28" font-family="monospace">
              <rect x="0" y="0" width="80" height="28" fill="#1C1C1C" fill-opacity="0.73"/>
              <text x="4" y="20" font-size="16" fill="#FFFFFF">Blurred</text>
            </svg>

            """)
    }
}
