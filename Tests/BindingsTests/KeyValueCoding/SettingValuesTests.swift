import Bindings
import Foundation
import BindingsTestSupport
import Testing

@Suite(.checksLiveObjects) struct SettingValuesTests {
    static let conversions: [(key: String, value: (any Sendable)?, expected: String)] = [
        ("index", "10", "10"),
        ("index", " 42 ", "42"),
        ("index", 7, "7"),
        ("index", 3.0, "3"),
        ("index", Int64(9), "9"),
        ("index", true, "1"),
        ("distance", 2, "2.0"),
        ("distance", "0.5", "0.5"),
        ("distance", Float(1.5), "1.5"),
        ("isOpen", "true", "true"),
        ("isOpen", "YES", "true"),
        ("isOpen", "1", "true"),
        ("isOpen", "no", "false"),
        ("isOpen", 0, "false"),
        ("name", 12, "12"),
        ("name", Substring("sub"), "sub"),
        ("phone", "6177427035", "6177427035"),
        ("phone", nil, "nil"),
        ("phone", 123, "123"),
        ("tags", ["a", "b"], #"["a", "b"]"#),
    ]

    @Test(arguments: conversions)
    func setValueConvertsToThePropertyType(key: String, value: (any Sendable)?, expected: String) throws {
        let pharmacy = Pharmacy()
        try pharmacy.setValue(value, forKey: key)
        #expect(render(pharmacy.value(forKey: key)) == expected)
    }

    static let failures: [(key: String, value: (any Sendable)?, message: String)] = [
        ("index", "ten", "cannot set 'ten' (String) for key 'index' of Pharmacy; expected an integer"),
        ("index", 3.5, "cannot set 3.5 (Double) for key 'index' of Pharmacy: 3.5 is not a whole number in -9223372036854775808...9223372036854775807; expected an integer"),
        ("index", nil, "cannot set nil for key 'index' of Pharmacy: Int is not optional"),
        ("isOpen", "maybe", "cannot set 'maybe' (String) for key 'isOpen' of Pharmacy; expected true, false, yes, no, 1 or 0"),
        ("isOpen", 2, "cannot set 2 (Int) for key 'isOpen' of Pharmacy; expected true, false, yes, no, 1 or 0"),
        ("distance", "far", "cannot set 'far' (String) for key 'distance' of Pharmacy; expected a number"),
        ("phone", [1], "cannot set [1] (Array<Int>) for key 'phone' of Pharmacy; expected a string or nil"),
        ("tags", "a", "cannot set 'a' (String) for key 'tags' of Pharmacy; expected a value of type Array<String>"),
        ("nmae", "x", "Pharmacy has no key 'nmae'; did you mean 'name'?"),
        ("colour", "x", "Pharmacy has no key 'colour'"),
    ]

    @Test(arguments: failures)
    func setValueFailuresAreTypedErrorsNamingTypeKeyAndValue(key: String, value: (any Sendable)?, message: String) {
        let pharmacy = Pharmacy(name: "Before")
        let values = { Pharmacy.declaredKeys.map { "\($0)=\(render(pharmacy.value(forKey: $0)))" } }
        let before = values()
        do {
            try pharmacy.setValue(value, forKey: key)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
        // A refused value changes nothing, the failing key included.
        #expect(values() == before)
        #expect(before == ["distance=0.0", "index=0", "isOpen=false", "name=Before", "phone=nil", "tags=[]"])
    }

    @Test func unknownKeyErrorIsData() {
        #expect(throws: KeyValueError.unknownKey(type: "Pharmacy", key: "nmae", suggestion: "name")) {
            try Pharmacy().setValue("x", forKey: "nmae")
        }
    }

    @Test func aTypeMayHandleUndefinedKeysItself() throws {
        let bag = Bag()
        try bag.setValue("blue", forKey: "shadowColor")
        #expect(bag.value(forKey: "shadowColor") as? String == "blue")
        #expect(try bag.checkedValue(forKeyPath: "known") as? Int == 1)
        #expect(bag.value(forKey: "absent") == nil)
    }

    @Test func computedKeysReadAndWriteAndReportReadOnly() throws {
        let person = Person()
        #expect(person.value(forKey: "fullName") as? String == "Ada Lovelace")
        try person.setValue("Zed", forKey: "initials")
        #expect(person.first == "Z")
        #expect(throws: KeyValueError.readOnlyKey(type: "Person", key: "fullName")) {
            try person.setValue("x", forKey: "fullName")
        }
        #expect(Person.computedKeys["fullName"]?.isReadOnly == true)
        #expect(Person.computedKeys["initials"]?.isReadOnly == false)
    }

    @Test func setValueForKeyPathGoesThroughObjectsDictionariesAndArrays() throws {
        let model = KeyValueCodingTests.sampleModel()
        try model.setValue("Rite Aid", forKeyPath: "pharmacy.name")
        #expect(model.pharmacy?.name == "Rite Aid")

        try model.setValue("Cambridge", forKeyPath: "content.nested.city")
        #expect(model.value(forKeyPath: "content.nested.city") as? String == "Cambridge")
        try model.setValue(nil, forKeyPath: "content.name")
        #expect(model.value(forKeyPath: "content.name") == nil)
        #expect(model.content?.count == 2)

        try model.setValue("7", forKeyPath: "items.index")
        #expect(model.items.map(\.index) == [7, 7, 7])
    }

    @Test func setValueForKeyPathThroughDictionaryNotifiesItsOwner() throws {
        let model = KeyValueCodingTests.sampleModel()
        let changes = Recorder<String>()
        let token = try model.observe("content.name", options: .new) { _, change in changes.append(render(change.newValue)) }
        try model.setValue("CVS", forKeyPath: "content.name")
        #expect(changes.all == ["CVS"])
        token.invalidate()
    }

    static let pathFailures: [(path: String, value: (any Sendable)?, message: String)] = [
        ("pharmacy.distance", "far", "cannot set 'far' (String) for key 'distance' of Pharmacy; expected a number"),
        ("pharmacy.nmae", "x", "Pharmacy has no key 'nmae'; did you mean 'name'?"),
        ("title.count", 1, "key path 'title.count' cannot look up 'count' in a value of type String"),
        ("items.distance", "x", "cannot set 'x' (String) for key 'distance' of Pharmacy; expected a number"),
        ("a..b", 1, "key path 'a..b' is malformed: keys must be non-empty and joined by single dots"),
    ]

    @Test(arguments: pathFailures)
    func setValueForKeyPathFailuresAreExact(path: String, value: (any Sendable)?, message: String) {
        do {
            try KeyValueCodingTests.sampleModel().setValue(value, forKeyPath: path)
            Issue.record("expected an error")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func settingAThroughANilIntermediateDoesNothing() throws {
        let model = ViewModel()
        try model.setValue("x", forKeyPath: "pharmacy.name")
        #expect(model.pharmacy == nil)
    }
}
