import BindingsMarkup
import Testing

extension Views {
    @Suite("Runtime attributes") @MainActor
    struct RuntimeAttributeTests {
        @Test func undefinedKeysAreStoredAndReadBack() throws {
            let label = Label()
            try label.setValue("#000000", forKey: "shadowColor")
            try label.setValue("{1, 1}", forKey: "shadowOffset")
            #expect(label.value(forKey: "shadowColor") as? String == "#000000")
            #expect(try label.checkedValue(forKey: "shadowOffset") as? String == "{1, 1}")
            #expect(label.runtimeAttributes.keys.sorted() == ["shadowColor", "shadowOffset"])
            try label.setValue(nil, forKey: "shadowColor")
            #expect(label.runtimeAttributes.keys.sorted() == ["shadowOffset"])
            #expect(label.value(forKey: "shadowColor") == nil)
        }

        /// A key one typo away from a declared key is refused, naming the key it resembles.
        @Test(arguments: [
            ("UILabel", "textColour", "Label has no key 'textColour'; did you mean 'textColor'?"),
            ("UILabel", "numberOfLine", "Label has no key 'numberOfLine'; did you mean 'numberOfLines'?"),
            ("View", "hiden", "View has no key 'hiden'; did you mean 'hidden'?"),
            ("LMRowView", "alignToBaseLine", "RowView has no key 'alignToBaseLine'; did you mean 'alignToBaseline'?"),
        ])
        func typosAreRefused(type: String, key: String, message: String) throws {
            let view = try ViewTestSupport.make(type)
            let error = ViewTestSupport.keyValueError { () throws(KeyValueError) in try view.setValue("1", forKey: key) }
            #expect(error?.description == message)
            #expect(view.runtimeAttributes.isEmpty)
        }

        @Test func observersOfARuntimeAttributeHearItChange() throws {
            let view = View()
            let seen = Recorded<String?>()
            let token = try view.observe("badge", options: [.new]) { _, change in seen.append(change.newValue as? String) }
            try view.setValue("3", forKey: "badge")
            try view.setValue("4", forKey: "badge")
            #expect(seen.all == ["3", "4"])
            token.invalidate()
        }

        /// The hook runs the override's code; the markup compiler calls it once per element.
        @Test func awakeFromMarkupDerivesStateFromAttributes() throws {
            let label = ShadowLabel()
            try label.setValue("#00FF00", forKey: "shadowColor")
            label.awakeFromMarkup()
            #expect(label.derivedShadow == Color.green)
        }
    }
}

/// A label that derives a value from a runtime attribute once its markup is applied.
final class ShadowLabel: Label {
    var derivedShadow: Color?

    override func awakeFromMarkup() {
        derivedShadow = (value(forKey: "shadowColor") as? String).flatMap { try? Color(parsing: $0) }
    }
}
