import Bindings
import BindingsMarkup
import BindingsTestSupport
import Testing

/// A screen's owner, as an app would lint its documents against it.
@MainActor
final class ProfileScreen: KeyValueCoding, MarkupActionTarget {
    @Observed var nameLabel: Label? = nil
    @Observed var profile: [String: Any] = ["name": "Ada"]

    nonisolated init() {}

    var markupActions: [String: @MainActor (View) -> Void] {
        ["save": { _ in }]
    }
}

/// The library API an app calls from its tests: its own view types and its owners count, so
/// outlets, owner keys and actions are checked, the check `xmllint` cannot do.
@MainActor @Suite(.checksLiveObjects) struct MarkupLinterTests {
    @Test func ownerProblemsAreReportedWithTheirPositions() {
        let source = """
            <LMColumnView>
                <UILabel id="nameLabel" text="$profile.name"/>
                <UILabel id="titleLabel" text="$profil.title"/>
                <UIButton title="Save" onTap="sav"/>
            </LMColumnView>
            """
        let problems = MarkupLinter().lint(source: source, file: "Profile.xml", owner: ProfileScreen())
        #expect(problems.map(\.description) == [
            "Profile.xml:3:18: error: ProfileScreen has no outlet 'titleLabel'",
            "Profile.xml:3:36: error: binding reads a key the owner lacks: ProfileScreen has no key 'profil'; did you mean 'profile'?",
            "Profile.xml:4:35: error: ProfileScreen has no action 'sav'; did you mean 'save'?",
        ])
        #expect(MarkupLinter().lint(source: source, file: "Profile.xml").isEmpty)
    }

    @Test func anAppsOwnViewTypesAreKnown() {
        let loader = MarkupLoader()
        #expect(MarkupLinter(loader: loader).lint(source: "<Tally/>", file: "T.xml").map(\.description) == [
            "T.xml:1:1: error: unknown element 'Tally'",
        ])
        loader.elementTypes.register(Tally.self, as: "Tally")
        #expect(MarkupLinter(loader: loader).lint(source: #"<Tally title="Saves"/>"#, file: "T.xml") == [])
    }
}

/// An app's own view.
final class Tally: View {
    @Observed var title: String? = nil
}
