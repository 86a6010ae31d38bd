import BindingsMarkup
import Foundation
import Testing

extension Layout {
    /// The reference documents are made of kit views and keys, and lay out as the hand-built trees.
    ///
    /// A minimal builder stands in for the markup compiler here: it creates each element's view by
    /// name and sets each attribute by name, so these tests depend on the view kit alone.
    @Suite("Reference documents") @MainActor
    struct ReferenceDocumentLayoutTests {
        /// The view tree of a fixture document; attributes that are bindings (`$…`) or reserved are skipped.
        static func build(_ fixture: String) throws -> View {
            let url = try #require(Bundle.module.url(forResource: fixture, withExtension: nil, subdirectory: "Fixtures"))
            let document = try MarkupDocument(parsing: Data(contentsOf: url), file: fixture)
            return try build(document.root)
        }

        static func build(_ element: MarkupElement) throws -> View {
            let view = try #require(ViewKit.viewTypes[element.name], "no view type for \(element.name)").init()
            for attribute in element.attributes where !["id", "class"].contains(attribute.name) {
                if attribute.value.hasPrefix("$") {
                    #expect(type(of: view).declaredKeys.contains(attribute.name), "binding to unknown key \(attribute.name)")
                } else {
                    try view.setValue(attribute.value, forKeyPath: attribute.name)
                }
            }
            for child in element.childElements {
                view.addSubview(try build(child))
            }
            view.awakeFromMarkup()
            return view
        }

        @Test func pharmacyCellLaysOutAsTheHandBuiltTree() throws {
            let root = try Self.build("PharmacyCell.xml")
            let handBuilt = RenderFixtures.PharmacyCell()
            let texts: [Label] = [handBuilt.nameLabel, handBuilt.distanceLabel, handBuilt.addressLabel,
                                  handBuilt.phoneLabel, handBuilt.faxLabel, handBuilt.emailLabel]
            let labels = root.allViews.compactMap { $0 as? Label }
            try #require(labels.count == texts.count)
            for (label, source) in zip(labels, texts) {
                label.text = source.text
            }
            root.layoutToFit(width: 320)
            handBuilt.root.layoutToFit(width: 320)
            #expect(root.allViews.map(\.frame) == handBuilt.root.allViews.map(\.frame))
            #expect(TextRenderer().render(root) == TextRenderer().render(handBuilt.root))
        }

        @Test func customCellStacksItsBoundLabels() throws {
            let root = try Self.build("CustomCell.xml")
            let labels = root.subviews.compactMap { $0 as? Label }
            try #require(labels.count == 2)
            labels[0].text = "Heading"
            labels[1].text = "Detail"
            root.layoutToFit(width: 320)
            #expect(root.allViews.map(\.frame) == [
                Rect(x: 0, y: 0, width: 320, height: 40),
                Rect(x: 0, y: 0, width: 320, height: 20), Rect(x: 0, y: 20, width: 320, height: 20),
            ])
        }
    }
}
