import Bindings
import BindingsMarkup
import BindingsTestSupport
import Foundation
import Testing

/// An app's own view with a property declared as UIKit declares it, in `CGFloat`.
final class Badge: View {
    @Observed var cornerRadius: CGFloat = 0
}

/// A view model whose radius is a `Double`, bound to a `CGFloat` property.
@MainActor
final class BadgeModel: KeyValueCoding {
    @Observed var radius = 4.0

    nonisolated init() {}
}

/// `CGFloat` is a property type markup and key-value coding convert to, as `Double` is.
@MainActor @Suite(.checksLiveObjects) struct CGFloatPropertyTests {
    /// A loader that knows `Badge`, as an app registers its views.
    func loader() -> MarkupLoader {
        let loader = MarkupLoader()
        loader.elementTypes.register(Badge.self, as: "Badge")
        return loader
    }

    func loaded(_ source: String, owner: some KeyValueCoding = MarkupOwner()) throws -> Badge {
        try #require(try loader().template(source: source, file: "Badge.xml").instantiate(owner: owner) as? Badge)
    }

    @Test func markupSetsItFromText() throws {
        #expect(try loaded(#"<Badge cornerRadius="12.5"/>"#).cornerRadius == 12.5)
        #expect(try loaded(#"<Badge cornerRadius=" 3 "/>"#).cornerRadius == 3)
    }

    @Test func aBindingFromADoubleKeepsItCurrent() throws {
        let model = BadgeModel()
        let badge = try loaded(#"<Badge cornerRadius="$radius * 2"/>"#, owner: model)
        #expect(badge.cornerRadius == 8)
        model.radius = 1.25
        #expect(badge.cornerRadius == 2.5)
    }

    @Test func keyValueCodingConvertsToAndFromIt() throws {
        let badge = Badge()
        try badge.setValue(7, forKey: "cornerRadius")
        #expect(badge.value(forKey: "cornerRadius") as? CGFloat == 7)
        try badge.setValue("0.5", forKey: "cornerRadius")
        #expect(badge.cornerRadius == 0.5)
        #expect(try Double.convert(fromKeyValue: CGFloat(2.5)) == 2.5)
        #expect(try Int.convert(fromKeyValue: CGFloat(3)) == 3)
        #expect(CGFloat.expectedForm == "a number")
    }

    @Test func textThatIsNotANumberIsReportedWhereItIs() throws {
        var reported: [String] = []
        do {
            _ = try loader().template(source: #"<Badge cornerRadius="round"/>"#, file: "Badge.xml").instantiate(owner: MarkupOwner())
        } catch {
            reported = error.diagnostics.map(\.description)
        }
        #expect(reported == ["Badge.xml:1:22: error: invalid value 'round' for property 'cornerRadius'; expected a number"])
    }
}
