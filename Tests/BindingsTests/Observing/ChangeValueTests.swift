import Bindings
import BindingsTestSupport
import Testing

/// An optional property's values reach observers flattened, as Foundation delivers them: a set
/// `nil` is `nil`, a set value is the value itself, never an `Optional` boxed in `Any`.
@Suite(.checksLiveObjects) struct ChangeValueTests {
    /// `newValue` and `oldValue` as printed, and whether each is `nil`.
    static func describe(_ value: Any?) -> String {
        value.map { String(describing: $0) } ?? "nil"
    }

    /// A typed optional's value: `nil` when absent, `Optional(nil)` when a `nil` was boxed.
    static func describe(typed value: String??) -> String {
        switch value {
        case .none: "nil"
        case .some(.none): "Optional(nil)"
        case .some(.some(let text)): "\"\(text)\""
        }
    }

    @Test func namedObservationsDeliverNilAsNil() throws {
        let pharmacy = Pharmacy()
        let changes = Recorder<String>()
        let token = try pharmacy.observe("phone", options: [.initial, .new, .old, .prior]) { _, change in
            changes.append("\(change.isPrior ? "prior " : "")\(Self.describe(change.oldValue)) → \(Self.describe(change.newValue)) \(change.newValue == nil)")
        }
        pharmacy.phone = "b"
        pharmacy.phone = nil
        #expect(changes.all == [
            "nil → nil true",
            "prior nil → nil true", "nil → b false",
            "prior b → nil true", "b → nil true",
        ])
        withExtendedLifetime(token) {}
    }

    @Test func keyPathsThroughObjectsDeliverNilAsNil() throws {
        let model = ViewModel()
        model.pharmacy = Pharmacy(name: "A")
        let changes = Recorder<String>()
        let token = try model.observe("pharmacy.phone", options: [.new, .old]) { _, change in
            changes.append("\(Self.describe(change.oldValue)) → \(Self.describe(change.newValue))")
        }
        model.pharmacy?.phone = "555"
        model.pharmacy?.phone = nil
        model.pharmacy = nil
        #expect(changes.all == ["nil → 555", "555 → nil", "nil → nil"])
        withExtendedLifetime(token) {}
    }

    @Test func settingIntoAnOptionalDictionaryDeliversTheDictionary() throws {
        let model = ViewModel()
        model.content = ["name": "A"]
        let changes = Recorder<String>()
        let token = try model.observe("content", options: [.new, .old]) { _, change in
            changes.append("\(Self.describe(change.oldValue)) → \(Self.describe(change.newValue))")
        }
        try model.setValue("B", forKeyPath: "content.name")
        #expect(changes.all == [#"["name": "A"] → ["name": "B"]"#])
        withExtendedLifetime(token) {}
    }

    @Test func typedObservationsDeliverNilAsNil() throws {
        let pharmacy = Pharmacy()
        let changes = Recorder<String>()
        let token = try pharmacy.observe(\.phone, options: [.new, .old]) { _, change in
            changes.append("\(Self.describe(typed: change.oldValue)) → \(Self.describe(typed: change.newValue))")
        }
        pharmacy.phone = "b"
        pharmacy.phone = nil
        #expect(changes.all == ["nil → \"b\"", "\"b\" → nil"])
        withExtendedLifetime(token) {}
    }

    @Test func manualNotificationDeliversNilAsNil() throws {
        let pharmacy = Pharmacy()
        let changes = Recorder<String>()
        let token = try pharmacy.observe("phone", options: [.new, .old]) { _, change in
            changes.append("\(Self.describe(change.oldValue)) → \(Self.describe(change.newValue))")
        }
        pharmacy.willChangeValue(forKey: "phone")
        pharmacy.didChangeValue(forKey: "phone")
        #expect(changes.all == ["nil → nil"])
        withExtendedLifetime(token) {}
    }
}
