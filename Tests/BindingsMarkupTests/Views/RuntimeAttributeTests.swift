import BindingsMarkup
import Testing

extension Views {
    @Suite("Runtime attributes") @MainActor
    struct RuntimeAttributeTests {
        /// A view that does not handle undefined keys refuses them, reading and writing, with the
        /// closest declared key when one is near: nothing is stored in silence.
        @Test(arguments: [
            ("UILabel", "glowColor", "Label has no key 'glowColor'"),
            ("View", "badge", "View has no key 'badge'"),
            ("UILabel", "textColour", "Label has no key 'textColour'; did you mean 'textColor'?"),
            ("UILabel", "numberOfLine", "Label has no key 'numberOfLine'; did you mean 'numberOfLines'?"),
            ("View", "hiden", "View has no key 'hiden'; did you mean 'hidden'?"),
            ("LMRowView", "alignToBaseLine", "RowView has no key 'alignToBaseLine'; did you mean 'alignToBaseline'?"),
        ])
        func plainViewsRefuseUndefinedKeys(type: String, key: String, message: String) throws {
            let view = try ViewTestSupport.make(type)
            let setError = ViewTestSupport.keyValueError { () throws(KeyValueError) in try view.setValue("1", forKey: key) }
            let readError = ViewTestSupport.keyValueError { () throws(KeyValueError) in _ = try view.checkedValue(forKey: key) }
            #expect(setError?.description == message)
            #expect(readError?.description == message)
            #expect(view.runtimeAttributes.isEmpty)
        }

        @Test func aViewThatOptsInStoresUndefinedKeysAndReadsThemBack() throws {
            let label = AttributedLabel()
            try label.setValue("#000000", forKey: "glowColor")
            try label.setValue("{1, 1}", forKey: "glowOffset")
            #expect(label.value(forKey: "glowColor") as? String == "#000000")
            #expect(try label.checkedValue(forKey: "glowOffset") as? String == "{1, 1}")
            #expect(label.runtimeAttributes.keys.sorted() == ["glowColor", "glowOffset"])
            try label.setValue(nil, forKey: "glowColor")
            #expect(label.runtimeAttributes.keys.sorted() == ["glowOffset"])
            #expect(label.value(forKey: "glowColor") == nil)
        }

        /// Opting in stores unknown keys only: a key the class declares is still set as a property,
        /// also through a reference whose static type lacks it.
        @Test func aViewThatOptsInStillSetsItsOwnComputedKeys() throws {
            let view: View = AttributedSwitch()
            try view.setValue("true", forKey: "on")
            #expect((view as? Switch)?.isOn == true)
            #expect(try view.checkedValue(forKey: "on") as? Bool == true)
            #expect(view.runtimeAttributes.isEmpty)
        }

        @Test func observersOfARuntimeAttributeHearItChange() throws {
            let view = AttributedLabel()
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
            try label.setValue("#00FF00", forKey: "glowColor")
            label.awakeFromMarkup()
            #expect(label.derivedShadow == Color.green)
        }
    }
}

/// A label that accepts keys it does not declare, as custom views with runtime attributes do.
class AttributedLabel: Label {
    nonisolated override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueError) {
        try setRuntimeAttribute(value, forKey: key)
    }

    nonisolated override func value(forUndefinedKey key: String) throws(KeyValueError) -> Any? {
        try runtimeAttribute(forKey: key)
    }
}

/// A switch that accepts runtime attributes, to show its computed `on` key is not one of them.
final class AttributedSwitch: Switch {
    nonisolated override func setValue(_ value: Any?, forUndefinedKey key: String) throws(KeyValueError) {
        try setRuntimeAttribute(value, forKey: key)
    }

    nonisolated override func value(forUndefinedKey key: String) throws(KeyValueError) -> Any? {
        try runtimeAttribute(forKey: key)
    }
}

/// A label that derives a value from a runtime attribute once its markup is applied.
final class ShadowLabel: AttributedLabel {
    var derivedShadow: Color?

    override func awakeFromMarkup() {
        derivedShadow = (value(forKey: "glowColor") as? String).flatMap { try? Color(parsing: $0) }
    }
}
