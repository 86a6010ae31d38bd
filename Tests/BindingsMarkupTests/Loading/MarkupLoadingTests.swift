import BindingsMarkup
import Foundation
import BindingsTestSupport
import Testing

/// An app's own view type: records what it had when markup woke it.
final class BadgeView: Label {
    var textAtAwake: String?
    var awakeCount = 0

    override func awakeFromMarkup() {
        awakeCount += 1
        textAtAwake = text
    }
}

/// An app's view that puts itself in another view when markup wakes it.
final class WanderingView: View {
    static var destination: View?

    override func awakeFromMarkup() {
        Self.destination?.addSubview(self)
    }
}

@MainActor @Suite(.checksLiveObjects, .serialized) struct MarkupLoadingTests {
    @Test func documentsAreFoundInBundles() throws {
        let loader = MarkupLoader(bundles: [Bundle.module])
        loader.bundleSubdirectory = "Fixtures"
        let owner = MarkupOwner()
        let root = try loader.view(named: "PharmacyCell", owner: owner)
        let labels = root.allViews.compactMap { $0 as? Label }
        #expect(labels.count == 6)
        #expect(owner.emailLabel === labels.last)
        let searched = loader.searchLocations(forOwnerType: MarkupOwner.self).map(\.path)
        #expect(throws: MarkupDiagnostics([MarkupDiagnostic(file: "Nowhere.xml", line: 1, column: 1,
                                                            kind: .loading(.documentNotFound(name: "Nowhere", searched: searched)))])) {
            try loader.view(named: "Nowhere", owner: owner)
        }
    }

    @Test func theOwnersModuleAndTheMainBundleAreSearchedWithNoSetup() throws {
        let loader = MarkupLoader()
        loader.bundleSubdirectory = "Fixtures"
        let owner = MarkupOwner()
        let root = try loader.view(named: "PharmacyCell", owner: owner)
        #expect(root.allViews.compactMap { $0 as? Label }.count == 6)
        let main = try #require(Bundle.main.resourceURL).standardizedFileURL
        let module = try #require(Bundle.module.resourceURL).standardizedFileURL
        #expect(loader.searchLocations(forOwnerType: MarkupOwner.self) == [
            main, main.appendingPathComponent("Fixtures"), module, module.appendingPathComponent("Fixtures"),
        ])
        // A class of a module without resources adds nothing.
        #expect(loader.searchLocations(forOwnerType: Label.self) == [main, main.appendingPathComponent("Fixtures")])
    }

    @Test func aMissingDocumentListsEveryFolderSearched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("markup-search-\(UUID().uuidString)")
        let loader = MarkupLoader(searchDirectories: [folder, folder.appendingPathComponent("Other")])
        loader.searchesDefaultLocations = false
        let error = try #require(throws: MarkupDiagnostics.self) { try loader.view(named: "TodoCell", owner: MarkupOwner()) }
        #expect(error.description == "TodoCell.xml:1:1: error: no markup document named 'TodoCell'; searched \(folder.path), \(folder.path)/Other")
        loader.searchDirectories = []
        let none = try #require(throws: MarkupDiagnostics.self) { try loader.template(named: "TodoCell") }
        #expect(none.description == "TodoCell.xml:1:1: error: no markup document named 'TodoCell'; no folders to search")
    }

    @Test(arguments: ["BadgeView", "MyApp.BadgeView"])
    func appsRegisterTheirViewTypes(elementName: String) throws {
        let loader = try fixtureLoader()
        loader.elementTypes.register(BadgeView.self, as: "BadgeView")
        let owner = MarkupOwner()
        owner.content = ["count": 3]
        let badge = try #require(try loader.template(source: "<\(elementName) text=\"$content.count\"/>", file: "Test.xml")
            .instantiate(owner: owner) as? BadgeView)
        #expect(badge.awakeCount == 1)
        #expect(badge.textAtAwake == "3")
    }

    /// Markup adds each view it builds to its parent without the checks `addSubview` makes, since a
    /// new view is in no tree; one that put itself in another view when it woke is moved, as
    /// `addSubview` moves it.
    @Test func aViewThatWokeInAnotherViewIsMovedToItsParent() throws {
        let loader = try fixtureLoader()
        loader.elementTypes.register(WanderingView.self, as: "WanderingView")
        let destination = View()
        WanderingView.destination = destination
        defer { WanderingView.destination = nil }
        let root = try loader.template(source: #"<LMColumnView><UILabel text="A"/><WanderingView/><UILabel text="B"/></LMColumnView>"#,
                                       file: "Test.xml").instantiate(owner: MarkupOwner())
        #expect(root.subviews.map { "\(type(of: $0))" } == ["Label", "WanderingView", "Label"])
        #expect(root.subviews.map { $0.superview === root } == [true, true, true])
        #expect(destination.subviews.isEmpty)
    }

    /// A view class that handles undefined keys takes them from markup, literal or bound, with no
    /// warning, while a key the kit declares still sets the property.
    @Test func aViewThatOptsInTakesRuntimeAttributesFromMarkup() throws {
        let loader = try fixtureLoader()
        loader.elementTypes.register(ShadowLabel.self, as: "ShadowLabel")
        let owner = MarkupOwner()
        owner.content = ["count": 3]
        let template = try loader.template(
            source: ##"<ShadowLabel glowColor="#00FF00" accessibilityLabel="Count" tooltip="Total" badge="$content.count"/>"##, file: "Test.xml")
        #expect(template.warnings == [])
        let label = try #require(try template.instantiate(owner: owner) as? ShadowLabel)
        #expect(label.derivedShadow == .green)
        #expect(label.accessibilityLabel == "Count")
        #expect(label.runtimeAttributes["accessibilityLabel"] == nil)
        #expect(label.runtimeAttributes["tooltip"] as? String == "Total")
        #expect(label.runtimeAttributes["badge"] as? Int == 3)
        owner.content = ["count": 4]
        #expect(label.runtimeAttributes["badge"] as? Int == 4)
    }

    @Test func boundValuesPassThroughTheStringConversions() throws {
        let owner = MarkupOwner()
        let label = try #require(try fixtureLoader().template(
            source: #"<Label textColor="$content.color" numberOfLines="$content.lines" font="$content.font"/>"#, file: "Test.xml")
            .instantiate(owner: owner) as? Label)
        owner.content = ["color": "#808080", "lines": "2", "font": "System-Bold 16"]
        #expect(label.textColor == Color(red: 128 / 255, green: 128 / 255, blue: 128 / 255))
        #expect(label.numberOfLines == 2)
        #expect(label.font == Font(name: "System", size: 16, weight: .bold))
        owner.content = [:]
        #expect(label.textColor == .black)
        #expect(label.numberOfLines == 1)
    }

    @Test func reusingAnOwnerNeverDuplicatesBindingsAndReleasingItFreesEverything() throws {
        let loader = try fixtureLoader()
        loader.styleSheets = ["Styles"]
        let before = LiveObjectsSnapshot()
        do {
            let owner = MarkupOwner()
            let root = try loader.view(named: "CustomCell", owner: owner)
            #expect(owner.observerCount(forKey: "content") == 2)
            for index in 0..<1_000 { owner.content = ["heading": "\(index)"] }
            #expect(owner.observerCount(forKey: "content") == 2)
            #expect(root.allViews.count == 3)
        }
        #expect(LiveObjectsSnapshot() == before)
    }

    /// The parser's limits are the loader's to set: a deeper document loads once the limit allows it.
    @Test func theLoaderPassesItsParserOptions() throws {
        let depth = 600
        let source = String(repeating: "<ColumnView>", count: depth) + String(repeating: "</ColumnView>", count: depth)
        let loader = try fixtureLoader()
        do {
            _ = try loader.template(source: source, file: "Deep.xml")
            Issue.record("the default limit, 512, must reject 600 levels")
        } catch {
            // The 513th `<ColumnView>` (12 characters each) starts at column 512 × 12 + 1.
            #expect(error.diagnostics.map(\.description) == ["Deep.xml:1:6145: error: element nesting exceeds the maximum depth of 512"])
        }
        loader.parserOptions.maximumDepth = depth
        let root = try loader.template(source: source, file: "Deep.xml").instantiate(owner: MarkupOwner())
        #expect(root.allViews.count == depth)
    }
}
